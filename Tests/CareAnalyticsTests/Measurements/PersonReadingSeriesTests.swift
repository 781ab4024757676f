import CareAnalytics
import CareModel
import Foundation
import Testing

/// One person's readings (seed 000 Req 20-28): trend, variability, share in range and
/// counts by source, on hand-made readings. The expected values were computed with
/// Python 3 (numpy 2.4.6, statistics):
///
///     import numpy as np, statistics as st
///     for t, y in [([0, 10, 20, 30], [100, 104, 102, 110]),
///                  ([0, 0.25, 3.5, 7, 9.75, 14], [132, 128, 135, 126, 124, 121])]:
///         print(np.polyfit(t, y, 1)[0] * 30, st.stdev(y), st.stdev(y) / st.mean(y))
///
/// The first case also by hand: slope 140 / 500 = 0.28 a day, 8.4 per 30 days; SD
/// √(56 / 3).
@Suite struct PersonReadingSeriesTests {
    struct Case: Sendable, CustomStringConvertible {
        var days: [Double]
        var values: [Double]
        var slope: Double
        var sd: Double
        var cv: Double
        var description: String { "\(values)" }
    }

    static let cases = [
        Case(days: [0, 10, 20, 30], values: [100, 104, 102, 110],
             slope: 8.39999999999999, sd: 4.320493798938574, cv: 0.04154320960517859),
        Case(days: [0, 0.25, 3.5, 7, 9.75, 14], values: [132, 128, 135, 126, 124, 121],
             slope: -22.402597402597454, sd: 5.163977794943222, cv: 0.04044891223193124),
    ]

    static let start = Date(timeIntervalSince1970: 1_780_000_000)

    static func series(_ days: [Double], _ values: [Double], sources: [MeasurementSource]? = nil,
                       name: String = "blood_glucose") -> PersonReadingSeries {
        PersonReadingSeries(name: name, unit: "mg/dL", readings: days.indices.map {
            .init(timestamp: start.addingTimeInterval(days[$0] * 86_400), value: values[$0],
                  source: sources?[$0] ?? .manual)
        })
    }

    @Test("Req 20-28: the per-person trend and SD match numpy and statistics", arguments: cases)
    func trendAndVariabilityMatchTheReference(example: Case) throws {
        // Given out of order: the series sorts by time.
        let series = Self.series(example.days.reversed(), example.values.reversed())
        #expect(abs(try #require(series.slopePer30Days) - example.slope) < 1e-9)
        #expect(abs(try #require(series.standardDeviation) - example.sd) < 1e-12)
        #expect(abs(try #require(series.coefficientOfVariation) - example.cv) < 1e-12)
    }

    @Test("Req 20-28: no trend from too few readings or too short a span; none when nothing changes")
    func trendNeedsThreeReadingsOverAWeek() {
        #expect(Self.series([0, 10], [100, 110]).slopePer30Days == nil)
        #expect(Self.series([0, 1, 6.9], [100, 110, 120]).slopePer30Days == nil)
        #expect(Self.series([0, 1, 7], [100, 100, 100]).slopePer30Days == 0)
        #expect(Self.series([0], [100]).standardDeviation == nil)
    }

    @Test("Req 28: readings in the glucose target range 70-180 mg/dL, both ends included")
    func glucoseInRangeCountsBothEnds() {
        let series = Self.series([0, 1, 2, 3, 4], [69.9, 70, 120, 180, 180.1])
        #expect(series.countInRange(.bloodGlucose) == 3)
    }

    @Test("Req 26-27: blood pressure is split into systolic and diastolic series, each with its source")
    func bloodPressureGivesTwoSeries() throws {
        let measurements = try [(128.0, 79.0, MeasurementSource.device), (135, 85, .manual), (120, 80, .device)].enumerated().map {
            try HealthMeasurement(timestamp: Self.start.addingTimeInterval(Double($0.offset) * 86_400),
                                  value: .bloodPressure(systolic: $0.element.0, diastolic: $0.element.1),
                                  source: $0.element.2)
        }
        let series = PersonReadingSeries.series(of: measurements)
        #expect(series.map(\.name) == [HealthReading.diastolicName, HealthReading.systolicName])
        #expect(series[1].countInRange(.systolic) == 2)
        #expect(series[0].countInRange(.diastolic) == 1)
        #expect(series[0].count(from: .device) == 2 && series[0].count(from: .manual) == 1)
        #expect(series[0].unit == "mmHg")
    }
}
