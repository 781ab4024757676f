import CareModel
import CareScenario
import CareSimulation
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// The run overview's within-person correlations: the same as CareStats' repeated-measures
/// correlation on the same pairs, and of the opposite sign to the pooled one when a
/// scenario plants Simpson's paradox.
@Suite struct RunOverviewWithinPersonTests {
    static let scenarioPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/simpsons-paradox.yaml").path

    func overview(people: Int) throws -> (RunOverview, CareDatabase) {
        var scenario = try ScenarioLoader.load(contentsOf: Self.scenarioPath)
        scenario.people = people
        scenario.days = 30
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        let database = try CareDatabase.create(at: path)
        try database.setRunInfo(["start_date": scenario.startDay.description, "days": String(scenario.days)])
        try database.setSymptoms(scenario.symptoms.map(\.symptom))
        let simulator = Simulator(scenario: scenario)
        try database.append((0..<people).map { simulator.person($0).record })
        return (try RunOverviewAnalysis().run(on: database), database)
    }

    @Test func pooledAndWithinPersonDisagreeInSignWhereSimpsonsParadoxIsPlanted() throws {
        let (overview, _) = try overview(people: 60)
        let pair = try #require(overview.correlations.cells.first { $0.outcome == "back pain" && $0.level == .symptom && $0.lagDays == 1 })
        #expect(pair.pooled.r > 0)
        #expect(pair.within.r < 0)
        #expect(pair.signsDisagree)
    }

    @Test func withinPersonEqualsTheRepeatedMeasuresCorrelationOfTheSamePairs() throws {
        let (overview, database) = try overview(people: 20)
        let pair = try #require(overview.correlations.cells.first { $0.outcome == "back pain" && $0.level == .symptom && $0.lagDays == 1 })
        // The same pairs, laid out independently: exercise total on day t, back-pain score on
        // day t + 1 when the person logged anything that day.
        var subjects: [Int] = [], x: [Double] = [], y: [Double] = []
        let period = try StudyPeriod.of(database)
        try database.forEachPerson { log in
            let grid = DayGrid(timeZone: log.timeZone, first: period.first, dayCount: period.dayCount)
            var exercise = [Double](repeating: .nan, count: period.dayCount)
            var logged = [Bool](repeating: false, count: period.dayCount)
            for entry in log.factorEntries {
                guard case .amount(let amount, _) = entry.measurement, let day = grid.dayIndex(of: entry.timestamp) else { continue }
                exercise[day] = amount
                logged[day] = true
            }
            for entry in log.symptomEntries { if let day = grid.dayIndex(of: entry.timestamp) { logged[day] = true } }
            for event in log.usageEvents { if let day = grid.dayIndex(of: event.timestamp) { logged[day] = true } }
            let scores = DailyScorer(timeZone: log.timeZone)
                .scores(for: log.symptomEntries, tracking: [], from: period.first, through: period.last)
            var pain = [Double](repeating: 0, count: period.dayCount)
            for score in scores where score.level == .symptom && score.name == "back pain" {
                pain[period.first.days(to: score.day)] = Double(score.score)
            }
            for day in 0..<(period.dayCount - 1) where !exercise[day].isNaN && logged[day + 1] {
                subjects.append(log.personID)
                x.append(exercise[day])
                y.append(pain[day + 1])
            }
        }
        let expected = try RepeatedMeasuresCorrelation.compute(subjects: subjects, x: x, y: y)
        let within = pair.within
        #expect(within.pairs == expected.observations)
        #expect(abs(within.r - expected.r) < 1e-9)
        #expect(abs(within.pValue - expected.pValue) <= 1e-9 * max(1e-300, expected.pValue))
    }

    /// One lagged-correlation result (issue 14): the overview's grid is the one
    /// `carelab analyze correlations --max-lag 1` computes, every estimate to the last bit.
    @Test func theOverviewsGridIsTheCorrelationAnalysisGridAtLagsZeroAndOne() throws {
        let (overview, database) = try overview(people: 40)
        let grid = try CorrelationGridAnalysis(maxLag: 1).run(on: database)
        #expect(overview.correlations.cells.count == grid.cells.count)
        #expect(overview.correlations.cells.contains { $0.level == .category })
        for (mine, theirs) in zip(overview.correlations.cells, grid.cells) {
            #expect(mine.factor == theirs.factor && mine.outcome == theirs.outcome && mine.level == theirs.level
                && mine.lagDays == theirs.lagDays)
            for estimate in [\CorrelationGrid.Cell.pooled, \.between, \.within] {
                let a = mine[keyPath: estimate], b = theirs[keyPath: estimate]
                #expect(a.r.bitPattern == b.r.bitPattern && a.pValue.bitPattern == b.pValue.bitPattern
                    && a.qValue.bitPattern == b.qValue.bitPattern && a.pairs == b.pairs && a.people == b.people)
            }
        }
    }
}
