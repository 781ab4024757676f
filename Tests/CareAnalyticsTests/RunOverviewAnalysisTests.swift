import CareModel
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

@Suite struct RunOverviewAnalysisTests {
    static let zone = TimeZone(identifier: "Australia/Sydney")!
    static let start = CalendarDay(year: 2026, month: 4, day: 3)  // Sydney leaves DST on 5 April
    static let headache = Symptom(name: "headache", category: SymptomCategory("Head"))

    let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path

    func at(_ offset: Int, hour: Int) -> Date { Self.start.adding(days: offset).instant(hour: hour, in: Self.zone)! }

    /// Caffeine 100, 200, 300 mg on days 0-2; headache severe on day 0, then mild, moderate,
    /// severe on days 1-3. Day 3 has no caffeine (missing, not zero).
    func database() throws -> CareDatabase {
        let database = try CareDatabase.create(at: path)
        try database.setRunInfo(["start_date": Self.start.description, "days": "4"])
        try database.setSymptoms([Self.headache])
        let caffeine = [100.0, 200, 300].enumerated().map { day, mg in
            LifestyleFactorEntry(factor: "caffeine", timestamp: at(day, hour: 8), timeOfDay: .morning,
                                 measurement: .amount(mg, .milligrams))
        }
        let headaches = [(0, Severity.severe), (1, .mild), (2, .moderate), (3, .severe)].map { day, severity in
            SymptomEntry(symptom: Self.headache, timestamp: at(day, hour: 23), timeOfDay: .night, severity: severity)
        }
        try database.append([PersonRecord(personID: 1, timeZone: Self.zone, symptomEntries: headaches,
                                       factorEntries: caffeine)])
        return database
    }

    func correlation(_ overview: RunOverview, lag: Int) throws -> CorrelationEstimate {
        try #require(overview.correlations.cells.first { $0.level == .symptom && $0.lagDays == lag }).pooled
    }

    @Test func pairsEachDaysFactorWithTheScoreLagDaysLater() throws {
        let overview = try RunOverviewAnalysis().run(on: try database())
        // Lag 1: (100, 1), (200, 2), (300, 3): a perfect line.
        let lagged = try correlation(overview, lag: 1)
        #expect(lagged.pairs == 3)
        #expect(abs(lagged.r - 1) < 1e-12)
        // Lag 0: (100, 3), (200, 1), (300, 2): deviations (-1, 0, 1) and (1, -1, 0) give
        // r = -1 / √(2 · 2) = -0.5.
        let sameDay = try correlation(overview, lag: 0)
        #expect(sameDay.pairs == 3)
        #expect(abs(sameDay.r + 0.5) < 1e-12)
    }

    /// Headache 3, 1, 2, 3 on the four logged days: a mean of 2.25, in the bin from 2 to 2.5
    /// of bins 0.5 wide (about 8 bins up to the largest mean, at a round width).
    @Test func eachPersonsMeanScoreIsCountedInABinNeverKept() throws {
        let overview = try RunOverviewAnalysis().run(on: try database())
        let headache = try #require(overview.scoreDistributions.first { $0.symptom == "headache" })
        #expect(headache.edges == [0, 0.5, 1, 1.5, 2, 2.5])
        #expect(headache.counts == [0, 0, 0, 0, 1])
        #expect(headache.people == 1)
    }

    /// Bins are shared by every symptom and reach the largest mean of any; a mean on the
    /// last edge falls in the last bin.
    @Test func binsAreSharedAndTheLastOneIsClosed() {
        let bins = ScoreDistribution.binning([[0, 0.4, 1.0], [2.0]], symptoms: ["a", "b"])
        #expect(bins.map(\.edges) == [[0, 0.5, 1, 1.5, 2], [0, 0.5, 1, 1.5, 2]])
        #expect(bins.map(\.counts) == [[2, 0, 1, 0], [0, 0, 0, 1]])
        #expect(ScoreDistribution.binning([[0, 0]], symptoms: ["a"]).first?.edges == [0, 1])
        #expect(ScoreDistribution.roundStep(0.28) == 0.5)
        #expect(ScoreDistribution.roundStep(3) == 5)
        #expect(ScoreDistribution.roundStep(1) == 1)
    }

    @Test func dailyMeansCoverEveryDayOfThePeriod() throws {
        let overview = try RunOverviewAnalysis().run(on: try database())
        let headache = overview.dailyMeans.filter { $0.level == .symptom && $0.name == "headache" }
        #expect(headache.map(\.meanScore) == [3, 1, 2, 3])
        #expect(headache.map(\.day) == (0..<4).map { Self.start.adding(days: $0) })
        #expect(overview.period.dayCount == 4)
        #expect(overview.people == 1 && overview.events == 7)
    }

    @Test func theStrongestLaggedPairIsCharted() throws {
        let dose = try #require(try RunOverviewAnalysis().run(on: try database()).doseResponse)
        #expect(dose.factor == "caffeine" && dose.symptom == "headache" && dose.lagDays == 1)
        #expect(dose.bands.map(\.meanScore) == [1, 2, 3])
    }

    @Test func aDatabaseWithoutRunInformationIsExplained() throws {
        let database = try CareDatabase.create(at: path)
        #expect(throws: AnalysisError.self) { try RunOverviewAnalysis().run(on: database) }
    }

    @Test func quintileBandsNeverSplitTies() {
        let x: [Double] = [1, 1, 1, 1, 2, 3, 4, 5, 6, 7]
        // Person-days of persons 1, 1, 2, 3 and then one each: the first band has 4
        // person-days of 3 people.
        let bands = RunOverviewAnalysis.quintileBands(x: x, y: x, people: [1, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(bands.map(\.personDays).reduce(0, +) == 10)
        #expect(bands.first?.personDays == 4 && bands.first?.people == 3)
        #expect(bands.first?.highest == 1)
        for (a, b) in zip(bands, bands.dropFirst()) { #expect(a.highest < b.lowest) }
    }
}
