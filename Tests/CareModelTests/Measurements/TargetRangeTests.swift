import CareModel
import Testing

/// The target ranges readings are counted against (seed 000 Req 20-28).
@Suite struct TargetRangeTests {
    static let examples: [(reading: String, value: Double, inRange: Bool)] = [
        ("blood_glucose", 69, false), ("blood_glucose", 70, true), ("blood_glucose", 180, true),
        ("blood_glucose", 181, false), ("blood_pressure_systolic", 129, true), ("blood_pressure_systolic", 130, false),
        ("blood_pressure_diastolic", 79, true), ("blood_pressure_diastolic", 80, false),
        ("heart_rate", 59, false), ("heart_rate", 100, true), ("oxygen_saturation", 94, false),
        ("oxygen_saturation", 95, true),
    ]

    @Test("Req 20-28: each reading's target range includes and excludes its bounds as the guideline does",
          arguments: examples)
    func boundsAreAsTheGuidelines(reading: String, value: Double, inRange: Bool) throws {
        #expect(try #require(TargetRange.of(reading: reading)).contains(value) == inRange)
    }

    @Test("Req 24-25: steps have no target range")
    func stepsHaveNone() {
        #expect(TargetRange.of(reading: "steps") == nil)
        #expect(TargetRange.bloodGlucose.description == "70-180")
        #expect(TargetRange.systolic.description == "< 130")
    }
}
