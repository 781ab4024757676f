import CareAnalytics
import CareModel
import Foundation
import Testing

/// ``MeasurementAnalysis`` on people written by hand (seed 000 Req 20-28): completeness by
/// source and the share of glucose readings in range, worked out by hand below.
///
/// | person | logins | glucose readings | days of use | device / day | manual / day | in range |
/// |---|---|---|---|---|---|---|
/// | 0 | days 0-9 | 100 synced, days 0-19 | 10 | 2 | | 20 of 20 |
/// | 1 | days 0-4 | 200 by hand, days 0-9 | 10 (5 + 5 by hand) | | 1 | 0 of 10 |
/// | 2 | days 0-9 | 60 by hand, even days 0-8 | 10 | | 0.5 | 0 of 5 |
/// | 3 | days 0-9 | 150 synced, days 0-9; 150 by hand, days 0-4 | 10 | 1 | 0.5 | 15 of 15 |
///
/// Synced: people 0 and 3, mean (2 + 1) / 2 = 1.5 readings per day of use. By hand: people
/// 1, 2 and 3, mean (1 + 0.5 + 0.5) / 3 = 2/3. In range: per person (1 + 0 + 0 + 1) / 4 =
/// 0.5; of all readings 35 / 50 = 0.7.
@Suite struct MeasurementAnalysisTests {
    static func glucose(_ value: Double, days: [Int], _ source: MeasurementSource) throws -> [HealthMeasurement] {
        try days.map {
            try HealthMeasurement(timestamp: HandBuiltRun.at($0, hour: 8), value: .bloodGlucose(BloodGlucose(value, .milligramsPerDecilitre)),
                                  source: source)
        }
    }

    static func run() throws -> MeasurementReport {
        var people = [
            HandBuiltRun.person(0, loginDays: Array(0..<10)), HandBuiltRun.person(1, loginDays: Array(0..<5)),
            HandBuiltRun.person(2, loginDays: Array(0..<10)), HandBuiltRun.person(3, loginDays: Array(0..<10)),
        ]
        people[0].measurements = try glucose(100, days: Array(0..<20), .device)
        people[1].measurements = try glucose(200, days: Array(0..<10), .manual)
        people[2].measurements = try glucose(60, days: [0, 2, 4, 6, 8], .manual)
        people[3].measurements = try glucose(150, days: Array(0..<10), .device) + glucose(150, days: Array(0..<5), .manual)
        return try MeasurementAnalysis().run(on: try HandBuiltRun(days: 28, people: people).database)
    }

    @Test("Req 20-28: readings per day of use by source, synced readings alone not counting as use")
    func completenessBySource() throws {
        let summary = try #require(try Self.run().summaries.only)
        #expect(summary.name == "blood_glucose" && summary.people == 4 && summary.readings == 50)
        let device = try #require(summary.completeness.first { $0.source == .device })
        let manual = try #require(summary.completeness.first { $0.source == .manual })
        #expect(device.people == 2 && device.readings == 30 && device.personDays == 20)
        #expect(manual.people == 3 && manual.readings == 20 && manual.personDays == 30)
        #expect(abs(try #require(device.readingsPerDayOfUse).estimate - 1.5) < 1e-12)
        #expect(abs(try #require(manual.readingsPerDayOfUse).estimate - 2.0 / 3) < 1e-12)
    }

    @Test("Req 28: the share of glucose readings in 70-180 mg/dL, per person and of all readings")
    func shareInRange() throws {
        let summary = try #require(try Self.run().summaries.only)
        #expect(summary.targetRange == .bloodGlucose)
        #expect(abs(try #require(summary.meanInRangeShare).estimate - 0.5) < 1e-12)
        #expect(abs(try #require(summary.readingsInRange).estimate - 0.7) < 1e-12)
        // Every person's readings are constant: no trend, no variability.
        #expect(summary.slopes == [0, 0, 0, 0])
        #expect(summary.meanWithinSD?.estimate == 0)
    }
}

private extension Array {
    var only: Element? { count == 1 ? first : nil }
}
