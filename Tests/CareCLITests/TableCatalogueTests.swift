@testable import CareCLI
import Foundation
import Testing

/// `docs/tables.md` is the tables' descriptions in the code, word for word. Run with
/// `CARELAB_WRITE_DOCS=1` to rewrite it after changing a description.
@Suite struct TableCatalogueTests {
    static let path = "docs/tables.md"

    @Test func docsTablesMatchesTheDescriptionsInTheCode() throws {
        let generated = TableCatalogue.markdown
        if ProcessInfo.processInfo.environment["CARELAB_WRITE_DOCS"] == "1" {
            try Data(generated.utf8).write(to: URL(fileURLWithPath: Self.path))
        }
        let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(committed == generated, "docs/tables.md is out of date: run the tests with CARELAB_WRITE_DOCS=1")
    }

    @Test func everyDescribedColumnHasAMeaningAndAUniqueName() {
        for entry in TableCatalogue.entries {
            let names = entry.columns.map(\.name)
            #expect(Set(names).count == names.count, "\(entry.command) repeats a column")
            for column in entry.columns { #expect(!column.meaning.isEmpty, "\(entry.command): \(column.name) has no meaning") }
        }
    }
}
