import Testing
@testable import CareReports

@Suite struct SmallCellRuleTests {
    var table: CSVTable {
        var table = CSVTable(header: ["kind", "name", "people", "events"])
        table.append(["symptom", "headache", "11", "340"])
        table.append(["tag", "my neighbour's dog", "1", "3"])
        table.append(["symptom", "nausea", "10", "25"])
        return table
    }

    @Test func countsBelowTheUsualMinimumOf11AreBlankedWithTheirLabelsAndFlagged() {
        let shown = SmallCellRule().suppressingSmallCells(in: table, countColumn: "people", blanking: ["name", "people", "events"])
        #expect(shown.header == ["kind", "name", "people", "events", "suppressed"])
        #expect(shown.rows == [
            ["symptom", "headache", "11", "340", "false"],
            ["tag", "", "", "", "true"],
            ["symptom", "", "", "", "true"],
        ])
        #expect(!shown.text.contains("neighbour"))
    }

    @Test func theMinimumIsConfigurableAndAnExistingFlagColumnIsReused() {
        var flagged = CSVTable(header: ["name", "people", "suppressed"])
        flagged.append(["nausea", "10", ""])
        flagged.append(["fatigue", "2", ""])
        let shown = SmallCellRule(minimumCount: 5).suppressingSmallCells(in: flagged, countColumn: "people", blanking: ["people"])
        #expect(shown.header == ["name", "people", "suppressed"])
        #expect(shown.rows == [["nausea", "10", "false"], ["fatigue", "", "true"]])
    }
}
