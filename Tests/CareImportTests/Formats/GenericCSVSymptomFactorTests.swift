import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Seed 000 Req 5-6: the generic CSV's optional `relieving` and `aggravating` columns put
/// an entry's factors in `symptom_factor`, and a record read back carries them.
@Suite struct GenericCSVSymptomFactorTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test func req5And6FactorsAreStoredInOrderOnTheirEntry() throws {
        try harness.run(.csv, "generic-factors.csv")
        var people: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson { people.append($0) }
        let entries = try #require(people.first).symptomEntries
        #expect(entries.map(\.relievingFactors) == [["heating pad", "rest"], []])
        #expect(entries.map(\.aggravatingFactors) == [[], ["stress"]])
        #expect(try harness.count("SELECT COUNT(*) FROM symptom_factor") == 3)
    }

    @Test func req5And6ImportingTheSameRowsAgainAddsNoFactorTwice() throws {
        try harness.run(.csv, "generic-factors.csv")
        let copy = harness.folder.appendingPathComponent("again.csv")
        try String(contentsOfFile: ImportHarness.fixture("generic-factors.csv"), encoding: .utf8)
            .appending("P1,2026-03-04T08:00:00,symptom,back pain,1,severity,rest,\n").write(to: copy, atomically: true, encoding: .utf8)
        let database = try CareDatabase.openOrCreate(at: harness.databasePath)
        _ = try Importer(format: .csv, options: ImportOptions()).run(
            file: copy.path, into: database, carelabVersion: "test", importedAtUnix: 1_800_000_001, rejected: { _ throws(ImportError) in })
        #expect(try harness.count("SELECT COUNT(*) FROM symptom_factor") == 4)
    }

    @Test func req6AFactorOnAnotherKindOfRowIsAnErrorAtItsColumn() throws {
        #expect {
            try harness.run(.csv, "generic-factors-bad.csv")
        } throws: { error in
            guard case ImportError.badRow(let problem) = error else { return false }
            return problem.location.line == 3 && problem.location.column == 8 && problem.field == "aggravating"
                && problem.reason.contains("only a symptom row has")
        }
    }
}
