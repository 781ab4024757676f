import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Dispensings (pharmacy fills) arrive through the generic CSV as `refill` rows and are read
/// back as the record's dispensings; a bad days' supply is refused with its line.
@Suite struct RefillImportTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test func refillsAreReadBackAsDispensings() throws {
        let problems = try harness.importGenericCSV([
            "P1,2026-03-02,refill,iron,30,days",
            "P1,2026-04-03,refill,iron,30,",
            "P1,2026-04-03T09:00:00Z,refill,iron,0,days",
            "P1,2026-04-04T09:00:00Z,refill,iron,2.5,days",
            "P1,2026-04-05T09:00:00Z,refill,iron,30,mg",
        ])
        #expect(problems.map(\.location.line) == [4, 5, 6])
        #expect(problems.allSatisfy { $0.reason.contains("days") })
        var records: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson(kinds: [.refill]) { records.append($0) }
        let dispensings = try #require(records.first).dispensings
        #expect(dispensings.map(\.medication) == ["iron", "iron"] && dispensings.map(\.daysSupply) == [30, 30])
        let zone = try #require(records.first).timeZone
        #expect(dispensings.map { $0.refill(in: zone).day.description } == ["2026-03-02", "2026-04-03"])
    }
}
