import CareModel
import CareStore
import Foundation
import GRDB
import Testing
@testable import CareImport

@Suite struct AppleHealthImportTests {
    let harness: ImportHarness
    let anna = ImportOptions(user: "P017")

    init() throws { harness = try ImportHarness() }

    func measurements() throws -> [String] {
        try harness.rows("SELECT kind, name, value, unit FROM event ORDER BY occurred_at_unix, kind, name").map {
            "\($0["kind"] as String) \($0["name"] as String) \(String(format: "%.4f", $0["value"] as Double)) \($0["unit"] as String)"
        }
    }

    @Test func anExportWithItsDTDIsReadAndEveryImportedTypeIsConverted() throws {
        let counts = try harness.counts(.appleHealth, "export.xml", options: anna)
        // 13 records, the correlation's 2, a workout and an activity summary.
        #expect(counts.rowsRead == 17)
        #expect(try measurements() == [
            "measurement heart_rate 68.0000 bpm",
            "measurement steps 1234.0000 steps",
            // The activity summary of 1 March, at local noon: a move goal of 400 kcal, 412.5 reached.
            "goal move 412.5000 measured",
            "measurement heart_rate 141.0000 bpm",
            // Sleep: in bed 22:40-06:50 is 8 h 10 min; core 23:05-01:35 2.5 h, deep 1 h, REM 45 min, awake 10 min.
            "measurement time_in_bed 8.1667 hours",
            "factor sleep 2.5000 hours", "measurement sleep_core 2.5000 hours",
            "factor sleep 1.0000 hours", "measurement sleep_deep 1.0000 hours",
            "factor sleep 0.7500 hours", "measurement sleep_rem 0.7500 hours",
            // Oxygen saturation 0.97 is HealthKit's fraction: 97 %.
            "measurement oxygen_saturation 97.0000 %",
            "measurement awake_in_bed 0.1667 hours",
            "measurement blood_pressure_diastolic 76.0000 mmHg", "measurement blood_pressure_systolic 118.0000 mmHg",
            "measurement blood_glucose 95.0000 mg/dL",
            // 5.5 mmol/L × 180.15588 g/mol ÷ 10 = 99.0857 mg/dL (hand-worked; Python gives 99.08573400002975).
            "measurement blood_glucose 99.0857 mg/dL",
            // The walk of 3 March: 31.5 minutes of exercise, and its energy from its statistics.
            "activity walking 31.5000 minutes", "factor exercise 31.5000 minutes", "measurement workout_energy 142.3000 kcal",
        ])
    }

    /// Issue 14: the importer hands CareModel entries to the store, which encodes them
    /// through the event vocabulary as a simulated person's: the quantities come back as
    /// measurements synced from the phone's health store, a blood pressure as one reading,
    /// asleep segments as the sleep factor; only the sleep stages, which CareModel has no
    /// type for, stay as stored.
    @Test("Seed 000 Req 20-28: an Apple Health export's readings are read back as measurements synced from a device")
    func readingsAreMeasurementsFromADevice() throws {
        _ = try harness.counts(.appleHealth, "export.xml", options: anna)
        var records: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson { records.append($0) }
        let record = try #require(records.first)
        #expect(records.count == 1)
        #expect(record.measurements.allSatisfy { $0.source == .device })
        #expect(record.measurements.dropLast().map(\.value) == [
            .heartRate(beatsPerMinute: 68), .steps(1234), .heartRate(beatsPerMinute: 141), .oxygenSaturation(percent: 97),
            .bloodPressure(systolic: 118, diastolic: 76), .bloodGlucose(BloodGlucose(95, .milligramsPerDecilitre)),
        ])
        // 5.5 mmol/L converted by the export's molar mass, as in the test above.
        guard case .bloodGlucose(let glucose)? = record.measurements.last?.value else {
            Issue.record("the last reading is not a glucose: \(record.measurements)")
            return
        }
        #expect(glucose.unit == .milligramsPerDecilitre && abs(glucose.value - 99.0857340000297) < 1e-9)
        #expect(record.factorEntries.map(\.measurement)
                == [.amount(2.5, .hours), .amount(1, .hours), .amount(0.75, .hours), .amount(31.5, .minutes)])
        #expect(Set(record.otherEvents.map(\.name))
                == ["time_in_bed", "sleep_core", "sleep_deep", "sleep_rem", "awake_in_bed", "walking", "workout_energy"])
    }

    @Test func aBloodPressureCorrelationAndItsRecordsAreStoredOnce() throws {
        let counts = try harness.counts(.appleHealth, "export.xml", options: anna)
        #expect(counts.duplicateEvents == 2)
        #expect(try harness.count("SELECT COUNT(*) FROM event WHERE name LIKE 'blood_pressure_%'") == 2)
    }

    @Test func otherRecordsAndElementsAreCountedNotStored() throws {
        guard case .imported(_, _, let passedOver) = try harness.run(.appleHealth, "export.xml", options: anna) else {
            Issue.record("not imported")
            return
        }
        #expect(passedOver == ["HKQuantityTypeIdentifierActiveEnergyBurned": 1])
    }

    @Test func theMeElementGivesSexAndAgeButNoBirthDate() throws {
        try harness.run(.appleHealth, "export.xml", options: anna)
        // Born 1988-06-15, exported 2024-03-10: 35 full years.
        let person = try harness.rows("SELECT * FROM person")
        #expect(person.count == 1)
        #expect(person[0]["sex"] as String? == "female")
        #expect(person[0]["age_years"] as Int? == 35)
        #expect(!person[0].databaseValues.contains { "\($0)".contains("1988") })
        #expect(person[0]["time_zone"] as String? == "GMT")
    }

    @Test func impossibleValuesAndBadDatesAreRejectedWithTheirLine() throws {
        var rejected: [RowProblem] = []
        guard case .imported(_, let counts, _) = try harness.run(
            .appleHealth, "export-bad-values.xml", options: ImportOptions(skipInvalid: true, user: "P017"),
            rejected: { rejected.append($0) })
        else { Issue.record("not imported"); return }
        #expect(counts.rowsRejected == 2)
        // The 14 readings left when the two are rejected, the walk's 3 events and the activity summary's goal.
        #expect(counts.eventsAdded == 18)
        #expect(rejected.map(\.location.line) == [77, 79])
        #expect(rejected.map(\.field) == ["value", "startDate"])
        #expect(rejected[0].reason == "941 count/min is impossible for heart_rate (possible: more than 0 and at most 600 bpm)")
    }

    @Test func malformedXMLStopsTheImportWithItsPlace() throws {
        #expect {
            try harness.run(.appleHealth, "export-malformed.xml", options: ImportOptions(skipInvalid: true, user: "P017"))
        } throws: { error in
            guard case ImportError.malformed(let location, _) = error else { return false }
            return location.line == 93
        }
        #expect(try harness.count("SELECT COUNT(*) FROM event") == 0)
    }

    @Test func withoutATimeZoneThePersonsDaysFollowTheExportsOwnOffset() throws {
        let path = harness.folder.appendingPathComponent("paris.xml").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="fr_FR">
             <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Montre" unit="count/min" \
            startDate="2024-03-01 23:30:00 +0100" endDate="2024-03-01 23:30:00 +0100" value="61"/>
            </HealthData>
            """.utf8).write(to: URL(fileURLWithPath: path))
        let database = try CareDatabase.openOrCreate(at: harness.databasePath)
        _ = try Importer(format: .appleHealth, options: ImportOptions(user: "P020"))
            .run(file: path, into: database, carelabVersion: "test", importedAtUnix: 0)
        // 23:30 at +01:00 is 22:30 UTC: still 1 March on the export's clock. (A measurement keeps no
        // part of the day: `EventKind.storesPartOfDay`.)
        let row = try harness.rows("SELECT time_zone, local_date, occurred_at_unix FROM person JOIN event USING (person_id)")
        #expect(row.map { "\($0["time_zone"] as String) \($0["local_date"] as String) \($0["occurred_at_unix"] as Int64)" }
                == ["GMT+0100 2024-03-01 1709332200"])
    }

    @Test func aSinglePersonExportNeedsAUser() throws {
        #expect(throws: ImportError.self) { try harness.run(.appleHealth, "export.xml") }
    }
}
