import CareModel
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// The grid on a simulated run: its streaming sums must equal CareStats' array functions
/// on person-day columns built independently with `DailyScorer`, and a planted effect must
/// come out with the planted sign at the planted lag.
@Suite struct CorrelationGridSimulationTests {
    static let yaml = """
        format: 1
        name: grid
        seed: 5
        people: 60
        days: 45
        start_date: 2026-03-20
        time_zones: [Europe/London, Australia/Sydney]
        segments:
          - {name: all, share: 1, traits: {logging: {beta: [8, 2]}}}
        arms:
          - {name: control, share: 0.5}
          - {name: reminders, share: 0.5, reminders: true}
        symptoms:
          - {name: headache, category: Head, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
          - {name: nausea, category: Digestion, baseline_mean: 0.2, baseline_sd: 0.4, daily_sd: 0.7}
        factors:
          - {name: caffeine, unit: mg, mean: 180, between_sd: 80, within_sd: 70}
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1.1}
        effects:
          - {factor: caffeine, symptom: headache, lag_days: 1, within: 0.01}
        """

    /// Person-day columns for one factor, outcome and lag, built from the stored logs
    /// with `DailyScorer.scores` and `CalendarDay(containing:in:)`.
    struct Columns {
        var subjects: [Int] = [], x: [Double] = [], y: [Double] = []
    }

    static func columns(_ database: CareDatabase, factor: String, symptom: String, lag: Int) throws -> Columns {
        let period = try StudyPeriod.of(database)
        let tracked = try database.symptoms()
        var columns = Columns()
        try database.forEachPerson { log in
            var totals: [CalendarDay: Double] = [:]
            var logged = Set<CalendarDay>()
            for entry in log.factorEntries {
                let day = CalendarDay(containing: entry.timestamp, in: log.timeZone)
                logged.insert(day)
                if entry.factor == factor, case .amount(let amount, _) = entry.measurement { totals[day, default: 0] += amount }
            }
            for entry in log.symptomEntries { logged.insert(CalendarDay(containing: entry.timestamp, in: log.timeZone)) }
            for event in log.usageEvents where event.kind != .reminderSent {
                logged.insert(CalendarDay(containing: event.timestamp, in: log.timeZone))
            }
            let scores = DailyScorer(timeZone: log.timeZone)
                .scores(for: log.symptomEntries, tracking: tracked, from: period.first, through: period.last)
                .filter { $0.level == .symptom && $0.name == symptom }
            for (offset, score) in scores.enumerated() where offset >= lag && logged.contains(score.day) {
                guard let amount = totals[period.first.adding(days: offset - lag)] else { continue }
                columns.subjects.append(log.personID)
                columns.x.append(amount)
                columns.y.append(Double(score.score))
            }
        }
        return columns
    }

    @Test(arguments: [("caffeine", "headache", 1), ("sleep", "nausea", 0), ("caffeine", "nausea", 3)])
    func streamingEstimatesEqualTheArrayFunctionsOfCareStats(factor: String, symptom: String, lag: Int) throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let grid = try CorrelationGridAnalysis(maxLag: 3).run(on: run.database)
        let cell = try #require(grid.cells.first { $0.factor == factor && $0.outcome == symptom && $0.lagDays == lag })
        let columns = try Self.columns(run.database, factor: factor, symptom: symptom, lag: lag)

        let within = try RepeatedMeasuresCorrelation.compute(subjects: columns.subjects, x: columns.x, y: columns.y)
        #expect(abs(cell.within.r - within.r) < 1e-10)
        #expect(cell.within.degreesOfFreedom == within.degreesOfFreedom)
        #expect(abs(cell.within.pValue - within.pValue) <= 1e-9 * max(within.pValue, 1e-300))

        let pooled = try Correlation.pearson(columns.x, columns.y)
        #expect(abs(cell.pooled.r - pooled.r) < 1e-10 && cell.pooled.pairs == pooled.n)

        var means: [Int: (x: Double, y: Double, n: Double)] = [:]
        for (i, subject) in columns.subjects.enumerated() {
            let sum = means[subject, default: (0, 0, 0)]
            means[subject] = (sum.x + columns.x[i], sum.y + columns.y[i], sum.n + 1)
        }
        let people = means.keys.sorted()
        let between = try Correlation.pearson(people.map { means[$0]!.x / means[$0]!.n },
                                              people.map { means[$0]!.y / means[$0]!.n })
        #expect(abs(cell.between.r - between.r) < 1e-10 && cell.between.pairs == people.count)
    }

    @Test func thePlantedEffectIsFoundWithItsSignAtItsLag() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let grid = try CorrelationGridAnalysis(maxLag: 3).run(on: run.database)
        let planted = try #require(grid.cells.first { $0.factor == "caffeine" && $0.outcome == "headache" && $0.lagDays == 1 })
        #expect(planted.within.r > 0 && planted.within.qValue < 0.05 && planted.withinSlope > 0)
        #expect(grid.findings().contains { $0.factor == "caffeine" && $0.outcome == "headache" && $0.lagDays == 1 })
    }
}
