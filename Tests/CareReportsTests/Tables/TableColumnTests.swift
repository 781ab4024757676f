import Foundation
import Testing
@testable import CareReports

/// A table's description (its columns' kinds) decides what a field may be, and how JSON
/// types it; every field that breaks the description is found with its row and column.
@Suite struct TableColumnTests {
    @Test("what each kind accepts", arguments: [
        (TableColumn.Kind.integer, "12", true), (.integer, "-3", true), (.integer, "1.5", false), (.integer, "NA", false),
        (.number, "0.1", true), (.number, "1e-05", true), (.number, "-Inf", true), (.number, "NA", false),
        (.number, "NaN", false), (.number, "nan", false), (.number, "1,5", false),
        (.probability, "5e-324", true), (.probability, "1", true), (.probability, "0", false), (.probability, "0.0", false),
        (.probability, "1.2", false), (.probability, "-0.1", false),
        (.boolean, "true", true), (.boolean, "false", true), (.boolean, "yes", false), (.boolean, "TRUE", false),
        (.date, "2026-02-28", true), (.date, "2026-2-28", false), (.date, "2026-13-01", false), (.date, "28/02/2026", false),
        (.text, "NA", true),
    ])
    func kindAccepts(_ kind: TableColumn.Kind, _ field: String, _ accepted: Bool) {
        #expect((TableColumn("c", kind).problem(with: field) == nil) == accepted)
    }

    @Test("an empty field is missing, whatever the kind", arguments: [
        TableColumn.Kind.text, .integer, .number, .probability, .boolean, .date,
    ])
    func emptyIsMissing(_ kind: TableColumn.Kind) {
        #expect(TableColumn("c", kind).problem(with: "") == nil)
    }

    @Test func validationNamesTheFirstFieldThatBreaksTheDescription() {
        var table = CSVTable(columns: [TableColumn("name"), TableColumn("p", .probability), TableColumn("suppressed", .boolean)])
        table.append(["a", "0.5", "false"])
        table.append(["b", "", "true"])
        #expect(throws: Never.self) { try table.validate() }
        table.append(["c", "0", "false"])
        #expect(throws: TableMismatch(row: 3, column: "p", field: "0",
                                      expected: "a p- or q-value above 0 and at most 1 (empty when missing)")) {
            try table.validate()
        }
    }

    @Test func jsonFollowsTheDescriptionNotTheLooksOfAField() throws {
        var table = CSVTable(columns: [TableColumn("code"), TableColumn("n", .integer), TableColumn("flag", .boolean),
                                       TableColumn("p", .probability)])
        table.append(["0042", "", "true", "5e-324"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(OutputFormat.json.render(table).utf8))
            as? [[String: Any]]).first
        #expect(object?["code"] as? String == "0042")
        #expect(object?["n"] is NSNull)
        #expect(object?["flag"] as? Bool == true)
        #expect(object?["p"] as? Double == .leastNonzeroMagnitude)
    }

    @Test func theDictionaryListsEveryColumnWithItsTypeAndMeaning() {
        let table = CSVTable(columns: [TableColumn("date", .date, "the local day"), TableColumn("q", .probability, "BH q")])
        #expect(table.dictionary == [
            "| column | type | meaning |", "|---|---|---|",
            "| `date` | ISO 8601 date | the local day |", "| `q` | probability (0 < p ≤ 1) | BH q |",
        ])
    }
}
