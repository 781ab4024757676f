import CareModel
import Foundation
import Testing
@testable import CareStore

/// The data dictionary and the vocabulary in code agree: every kind the code stores has a
/// row in `Sources/CareStore/README.md`'s table of event kinds, and the table has no other.
@Suite struct EventVocabularyTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CareStore/README.md")

    /// The kinds named in the first column of the event-kinds table.
    static func documentedKinds() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "### Event kinds").dropFirst().first)
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("| `kind`") }.dropFirst(2).prefix { $0.hasPrefix("|") }
        return rows.flatMap { row in
            row.split(separator: "|", omittingEmptySubsequences: false)[1]
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        }
    }

    @Test func theDataDictionaryDocumentsEveryKindAndNoOther() throws {
        let documented = try Self.documentedKinds()
        #expect(documented.count == Set(documented).count)
        #expect(Set(documented) == Set(EventKind.allCases.map(\.rawValue)))
    }
}
