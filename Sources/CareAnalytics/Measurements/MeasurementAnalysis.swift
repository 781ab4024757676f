import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``MeasurementReport`` in one pass over the people of a run (seed 000,
/// Req 20-28).
///
/// Each person's readings of each measurement form a ``PersonReadingSeries``; blood
/// pressure gives two, systolic and diastolic. Completeness is readings per day of use:
/// a person's days of use are the days they used the app (``PersonActivity``) or entered
/// a reading by hand; a synced reading alone is not use, since the device sends it
/// whether or not the person opens the app.
public struct MeasurementAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`; a database without measurements gives an empty
    /// report.
    public func run(on database: CareDatabase) throws(AnalysisError) -> MeasurementReport {
        var grids = DayGrids(period: try StudyPeriod.of(database))
        var people: [String: [(series: PersonReadingSeries, daysOfUse: Int)]] = [:]
        // The measurements, and the kinds that make a day of use (PersonActivity).
        try database.people(reading: [.measurement, .symptom, .factor, .usage, .dose, .task, .mood, .journal]) { log in
            guard !log.measurements.isEmpty else { return }
            let grid = grids.grid(for: log)
            var used = PersonActivity(log: log, grid: grid).used
            for measurement in log.measurements where measurement.source == .manual {
                if let day = grid.dayIndex(of: measurement.timestamp) { used[day] = true }
            }
            let daysOfUse = used.reduce(0) { $0 + ($1 ? 1 : 0) }
            for series in PersonReadingSeries.series(of: log.measurements) {
                people[series.name, default: []].append((series, daysOfUse))
            }
        }
        return MeasurementReport(summaries: people.keys.sorted().map { Self.summary(of: people[$0]!) })
    }

    /// The summary of one reading over the people who took it.
    static func summary(of people: [(series: PersonReadingSeries, daysOfUse: Int)]) -> MeasurementReport.Summary {
        let all = people.map(\.series)
        let range = TargetRange.of(reading: all[0].name)
        let slopes = all.compactMap(\.slopePer30Days)
        var inRange: [Double] = [], owners: [Int] = []
        if let range {
            for (person, series) in all.enumerated() {
                for reading in series.readings {
                    inRange.append(range.contains(reading.value) ? 1 : 0)
                    owners.append(person)
                }
            }
        }
        let completeness = MeasurementSource.allCases.reversed().compactMap { source -> MeasurementReport.Completeness? in
            let users = people.filter { $0.series.count(from: source) > 0 }
            guard !users.isEmpty else { return nil }
            return MeasurementReport.Completeness(
                source: source, people: users.count, readings: users.reduce(0) { $0 + $1.series.count(from: source) },
                personDays: users.reduce(0) { $0 + $1.daysOfUse },
                readingsPerDayOfUse: mean(users.map { user in
                    user.daysOfUse > 0 ? Double(user.series.count(from: source)) / Double(user.daysOfUse) : .nan
                }))
        }
        return MeasurementReport.Summary(
            name: all[0].name, unit: all[0].unit, people: all.count, readings: all.reduce(0) { $0 + $1.readings.count },
            meanValue: mean(all.map(\.mean)), slopes: slopes, meanSlope: mean(slopes),
            meanWithinSD: mean(all.map { $0.standardDeviation ?? .nan }),
            meanCoefficientOfVariation: mean(all.map { $0.coefficientOfVariation ?? .nan }),
            targetRange: range,
            meanInRangeShare: range.flatMap { range in
                mean(all.map { Double($0.countInRange(range)) / Double($0.readings.count) })
            },
            readingsInRange: range == nil ? nil : mean(inRange, people: owners),
            completeness: completeness)
    }

    /// ``GroupMean/mean(_:people:)``, or, when every value is the same (everyone in range,
    /// no trend), that value with an interval of no width.
    private static func mean(_ values: [Double], people: [Int]? = nil) -> GroupMean? {
        let people = people ?? Array(values.indices)
        if let mean = GroupMean.mean(values, people: people) { return mean }
        let kept = values.indices.filter { values[$0].isFinite }
        guard let first = kept.first, kept.allSatisfy({ values[$0] == values[first] }) else { return nil }
        let value = values[first]
        return GroupMean(estimate: value, interval: ConfidenceInterval(lower: value, upper: value, level: 0.95),
                         pValue: .nan, people: Set(kept.map { people[$0] }).count)
    }
}
