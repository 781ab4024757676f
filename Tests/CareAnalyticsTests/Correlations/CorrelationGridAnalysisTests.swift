import CareModel
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

@Suite struct CorrelationGridAnalysisTests {
    static let zone = TimeZone(identifier: "Europe/London")!
    static let start = CalendarDay(year: 2026, month: 3, day: 2)
    static let headache = Symptom(name: "headache", category: SymptomCategory("Head"))

    let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path

    static func at(_ day: Int, hour: Int) -> Date { start.adding(days: day).instant(hour: hour, in: zone)! }

    /// Three people, caffeine (mg) and headache severity on days 0-2 of a 4-day period:
    /// person 1 100 200 300 mg with mild, moderate, severe (1 2 3 points); person 2
    /// 300 400 500 mg with 2 4 3 points; person 3 50 100 150 mg with 1 1 2 points. On day 3
    /// person 1 has only a reminder the app sent, which is not logging.
    func database() throws -> CareDatabase {
        let database = try CareDatabase.create(at: path)
        try database.setRunInfo(["start_date": Self.start.description, "days": "4"])
        try database.setSymptoms([Self.headache])
        let people: [(mg: [Double], points: [[Severity]])] = [
            ([100, 200, 300], [[.mild], [.moderate], [.severe]]),
            ([300, 400, 500], [[.moderate], [.debilitating], [.mild, .moderate]]),
            ([50, 100, 150], [[.mild], [.mild], [.moderate]]),
        ]
        try database.append(people.enumerated().map { index, person in
            let factors = person.mg.enumerated().map { day, mg in
                LifestyleFactorEntry(factor: "caffeine", timestamp: Self.at(day, hour: 8), timeOfDay: .morning,
                                     measurement: .amount(mg, .milligrams))
            }
            let symptoms = person.points.enumerated().flatMap { day, severities in
                severities.map { SymptomEntry(symptom: Self.headache, timestamp: Self.at(day, hour: 15),
                                              timeOfDay: .afternoon, severity: $0) }
            }
            let usage = index == 0 ? [AppUsageEvent(kind: .reminderSent, timestamp: Self.at(3, hour: 20))] : []
            return PersonRecord(personID: index + 1, timeZone: Self.zone, symptomEntries: symptoms,
                             factorEntries: factors, usageEvents: usage)
        })
        return database
    }

    func cell(_ grid: CorrelationGrid, outcome: String = "headache", lag: Int) throws -> CorrelationGrid.Cell {
        try #require(grid.cells.first { $0.outcome == outcome && $0.lagDays == lag })
    }

    /// Centred on each person's means: person 1 dx = −100 0 100, dy = −1 0 1 (Sxy 200,
    /// Sxx 20000, Syy 2); person 2 dx = −100 0 100, dy = −1 1 0 (Sxy 100, Sxx 20000, Syy 2);
    /// person 3 dx = −50 0 50, dy = −1/3 −1/3 2/3 (Sxy 50, Sxx 5000, Syy 2/3). Summed:
    /// Sxy 350, Sxx 45000, Syy 14/3, so r = 350 / √(45000 · 14/3) = 3.5 / √21, the slope
    /// 350 / 45000 points per mg, on 9 − 3 − 1 = 5 degrees of freedom.
    @Test func withinPersonEstimateIsTheHandWorkedRepeatedMeasuresCorrelation() throws {
        let grid = try CorrelationGridAnalysis(maxLag: 1).run(on: try database())
        let sameDay = try cell(grid, lag: 0)
        #expect(abs(sameDay.within.r - 3.5 / 21.0.squareRoot()) < 1e-12)
        #expect(abs(sameDay.withinSlope - 350.0 / 45000) < 1e-15)
        #expect(sameDay.within.degreesOfFreedom == 5)
        #expect(sameDay.within.people == 3 && sameDay.within.pairs == 9)
        #expect(grid.people == 3 && grid.period.dayCount == 4)
    }

    /// The pooled and between-person estimates are CareStats' Pearson over the nine
    /// person-days and over the three pairs of person means (200, 2), (400, 3), (100, 4/3);
    /// the category Head equals its only symptom.
    @Test func pooledAndBetweenEstimatesArePearsonOverDaysAndOverPersonMeans() throws {
        let grid = try CorrelationGridAnalysis(maxLag: 0).run(on: try database())
        let sameDay = try cell(grid, lag: 0)
        let pooled = try Correlation.pearson([100, 200, 300, 300, 400, 500, 50, 100, 150], [1, 2, 3, 2, 4, 3, 1, 1, 2])
        #expect(abs(sameDay.pooled.r - pooled.r) < 1e-12 && sameDay.pooled.pairs == 9)
        #expect(abs(sameDay.pooled.pValue - pooled.pValue) < 1e-12)
        // Clustered by person: statsmodels 0.15 `OLS(y, add_constant(x)).fit(cov_type="cluster",
        // cov_kwds={"groups": person}, use_t=True).pvalues[1]` on the nine person-days (CRV1,
        // t on 3 − 1 df) gives 0.015187849472372755.
        #expect(abs(sameDay.pooledClusteredPValue - 0.015187849472372755) < 1e-12)
        let between = try Correlation.pearson([200, 400, 100], [2, 3, 4.0 / 3])
        #expect(abs(sameDay.between.r - between.r) < 1e-12 && sameDay.between.pairs == 3)
        let head = try cell(grid, outcome: "Head", lag: 0)
        #expect(head.level == .category && head.within.r == sameDay.within.r)
    }

    /// Lag 1 pairs day t's caffeine with day t + 1's score: days 0 and 1 for everyone. Day
    /// 3 has person 1's reminder but no entry, so (300 mg, day 3) is not a pair.
    @Test func lagsPairWithLaterLoggedDaysOnlyAndAppRemindersAreNotLogging() throws {
        let lagged = try cell(try CorrelationGridAnalysis(maxLag: 1).run(on: try database()), lag: 1)
        #expect(lagged.pooled.pairs == 6)
        // Pooled lag-1 pairs: (100, 2) (200, 3) (300, 4) (400, 3) (50, 1) (100, 2).
        let expected = try Correlation.pearson([100, 200, 300, 400, 50, 100], [2, 3, 4, 3, 1, 2])
        #expect(abs(lagged.pooled.r - expected.r) < 1e-12)
    }

    @Test func qValuesAreBenjaminiHochbergAcrossTheWholeGrid() throws {
        let grid = try CorrelationGridAnalysis(maxLag: 1).run(on: try database())
        let q = try PValueAdjustment.benjaminiHochberg.adjust(grid.cells.map(\.within.pValue))
        for (cell, expected) in zip(grid.cells, q) where !expected.isNaN {
            #expect(abs(cell.within.qValue - expected) < 1e-15)
        }
        #expect(grid.cells.count == 4)  // caffeine × (Head, headache) × lags 0-1
    }

    @Test func signsDisagreeOnlyWhenBothEstimatesAreSignificantWithOppositeSigns() throws {
        var cell = try cell(try CorrelationGridAnalysis(maxLag: 0).run(on: try database()), lag: 0)
        cell.pooled.r = 0.4; cell.pooled.pValue = 0.01
        cell.within.r = -0.3; cell.within.pValue = 0.02
        #expect(cell.signsDisagree)
        cell.within.pValue = 0.2
        #expect(!cell.signsDisagree)
        cell.within.pValue = 0.02; cell.within.r = 0.3
        #expect(!cell.signsDisagree)
    }

    @Test func findingsAreWithinPersonDiscoveriesStrongestFirst() throws {
        var grid = try CorrelationGridAnalysis(maxLag: 1).run(on: try database())
        for (i, q) in [0.2, 0.001, 0.04, 0.001].enumerated() { grid.cells[i].within.qValue = q }
        grid.cells[1].within.r = 0.2
        grid.cells[3].within.r = -0.5
        #expect(grid.findings().map(\.within.qValue) == [0.001, 0.001, 0.04])
        #expect(grid.findings().first?.within.r == -0.5)
    }
}
