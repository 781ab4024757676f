import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Imports refuse what the domain refuses: CareModel's plausible ranges, and a
/// blood-pressure reading whose diastolic pressure is not below its systolic one, whichever
/// format carries it.
@Suite struct MeasurementPlausibilityTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test(arguments: [
        ("heart_rate", "bpm", HealthValue.heartRateRange),
        ("oxygen_saturation", "%", HealthValue.oxygenSaturationRange),
        ("steps", "steps", HealthValue.stepsRange),
        ("blood_pressure_systolic", "mmHg", HealthValue.systolicRange),
        ("blood_pressure_diastolic", "mmHg", HealthValue.diastolicRange),
        ("blood_glucose", "mg/dL", HealthValue.glucoseRange),
    ])
    func theGenericCSVRefusesJustAboveTheDomainsLimitAndKeepsTheLimitItself(
        name: String, unit: String, range: PlausibleRange
    ) throws {
        let problems = try harness.rejections(.csv, ImportHarness.genericCSV([
            "P1,2026-03-02T07:45:00Z,measurement,\(name),\(range.upper),\(unit)",
            "P1,2026-03-02T07:46:00Z,measurement,\(name),\(range.upper + 1),\(unit)",
        ]))
        #expect(problems.map(\.location.line) == [3])
        #expect(problems.first?.reason.contains("impossible") == true)
        #expect(try harness.count("SELECT COUNT(*) FROM event") == 1)
    }

    @Test func aGenericCSVReadingWhoseDiastolicIsAboveItsSystolicIsRefusedWhole() throws {
        let problems = try harness.rejections(.csv, ImportHarness.genericCSV([
            "P1,2026-03-02T07:45:00Z,measurement,blood_pressure_systolic,120,mmHg",
            "P1,2026-03-02T07:45:00Z,factor,caffeine,80,mg",
            "P1,2026-03-02T07:45:00Z,measurement,blood_pressure_diastolic,130,mmHg",
            "P1,2026-03-03T07:45:00Z,measurement,blood_pressure_systolic,121,mmHg",
            "P1,2026-03-03T07:45:00Z,measurement,blood_pressure_diastolic,79,mmHg",
            "P2,2026-03-02T07:45:00Z,measurement,blood_pressure_diastolic,95,mmHg",
        ]))
        #expect(problems.map(\.location.line) == [2, 4])
        #expect(problems.allSatisfy {
            $0.reason.hasPrefix("diastolic pressure 130 mmHg must be below systolic pressure 120 mmHg")
        })
        let stored = try harness.rows("SELECT name, value FROM event WHERE kind = 'measurement' ORDER BY value")
            .map { "\($0["name"] as String) \($0["value"] as Double)" }
        // P2's diastolic has no systolic in the file: nothing to check it against, kept.
        #expect(stored == ["blood_pressure_diastolic 79.0", "blood_pressure_diastolic 95.0",
                           "blood_pressure_systolic 121.0"])
    }

    @Test func anAppleHealthReadingWhoseDiastolicIsAboveItsSystolicIsRefusedInAndOutOfItsCorrelation() throws {
        func record(_ member: String, _ value: Int) -> String {
            """
            <Record type="HKQuantityTypeIdentifierBloodPressure\(member)" sourceName="Omron" unit="mmHg" \
            startDate="2024-03-02 07:30:00 +0000" endDate="2024-03-02 07:30:00 +0000" value="\(value)"/>
            """
        }
        let export = """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_GB">
            \(record("Systolic", 118))
            \(record("Diastolic", 126))
            <Correlation type="HKCorrelationTypeIdentifierBloodPressure" startDate="2024-03-02 07:30:00 +0000" endDate="2024-03-02 07:30:00 +0000">
            \(record("Diastolic", 126))
            \(record("Systolic", 118))
            </Correlation>
            </HealthData>
            """
        let problems = try harness.rejections(.appleHealth, export, name: "export.xml")
        #expect(problems.map(\.location.line) == [3, 4, 6, 7])
        #expect(try harness.count("SELECT COUNT(*) FROM event") == 0)
    }
}
