import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Seed 000 Req 20-28: the generic CSV's optional `source` column says where a reading came
/// from; such a reading is handed to the store as a CareModel measurement (issue 14) and read
/// back as one, and a reading without one stays as stored.
@Suite struct GenericCSVSourceTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test("Seed 000 Req 20-28: readings with a source are read back as measurements, a blood pressure's two rows as one")
    func readingsWithASourceAreMeasurements() throws {
        let counts = try harness.counts(.csv, "generic-sources.csv")
        #expect(counts.rowsRead == 6 && counts.eventsAdded == 6)
        var people: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson { people.append($0) }
        let record = try #require(people.first)
        #expect(record.measurements.map(\.value) == [
            .heartRate(beatsPerMinute: 72), .bloodPressure(systolic: 120, diastolic: 80),
            .bloodGlucose(BloodGlucose(101, .milligramsPerDecilitre)),
        ])
        #expect(record.measurements.map(\.source) == [.device, .manual, .manual])
        #expect(record.otherEvents.map(\.name) == ["steps"])
        #expect(record.factorEntries.map(\.measurement) == [.amount(80, .milligrams)])
        #expect(try harness.count("SELECT COUNT(*) FROM event WHERE kind = 'measurement' AND detail_text IS NOT NULL") == 4)
    }

    @Test("Seed 000 Req 20-28: a source on a reading CareModel has no quantity for is an error at its column")
    func aSourceOnASleepStageIsAnError() throws {
        #expect {
            try harness.run(.csv, "generic-sources-bad.csv")
        } throws: { error in
            guard case ImportError.badRow(let problem) = error else { return false }
            return problem.location.line == 3 && problem.location.column == 7 && problem.field == "source"
                && problem.reason.contains("leave it empty for sleep_core")
        }
        #expect(try harness.count("SELECT COUNT(*) FROM event") == 0)
    }
}
