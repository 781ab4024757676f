import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``RunOverview`` from a stored run: one streaming pass over its people for
/// the daily means and the correlation grid of every factor against every score (the same
/// sums and cells as ``CorrelationGridAnalysis``, at the overview's lags; constant memory in
/// the number of person-days), and a second pass for the dose-response bands of the
/// strongest pair. Both read only symptoms, factors and app use, in parts on every core.
public struct RunOverviewAnalysis: Sendable {
    /// The scoring rule for daily scores.
    public var rule: ScoringRule
    /// The lags, in days, at which factors are correlated with scores.
    public var lags: ClosedRange<Int>

    /// Creates the analysis.
    public init(rule: ScoringRule = .version1, lags: ClosedRange<Int> = 0...1) {
        self.rule = rule
        self.lags = lags
    }

    /// Runs the analysis over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> RunOverview {
        let period = try StudyPeriod.of(database)
        let symptoms: [Symptom], people: Int, events: Int
        do {
            symptoms = try database.symptoms()
            people = try database.personCount()
            events = try database.eventCount()
        } catch { throw .store(error) }

        let dayCount = period.dayCount, rule = self.rule
        let start = OverviewPart(layout: PanelLayout(symptoms: symptoms), period: period, lags: Array(lags))
        let parts = try database.peopleInParts(reading: Self.kindsRead) { start } _: { part, log in
            part.add(log, rule: rule)
        }
        var whole = start
        for part in parts { whole.merge(part) }
        let layout = whole.layout, sums = whole.sums
        let categorySums = whole.categorySums, symptomSums = whole.symptomSums, loggedPeople = whole.loggedPeople

        var dailyMeans: [DailyMeanScore] = []
        for day in 0..<dayCount where loggedPeople[day] > 0 {
            let n = Double(loggedPeople[day])
            for (c, name) in layout.categoryNames.enumerated() {
                dailyMeans.append(DailyMeanScore(day: period.first.adding(days: day), level: .category, name: name,
                                                 people: loggedPeople[day], meanScore: categorySums[c][day] / n))
            }
            for (s, name) in layout.symptomNames.enumerated() {
                dailyMeans.append(DailyMeanScore(day: period.first.adding(days: day), level: .symptom, name: name,
                                                 people: loggedPeople[day], meanScore: symptomSums[s][day] / n))
            }
        }

        let scores = layout.categoryNames.map { (OutcomeLevel.category, $0) } + layout.symptomNames.map { (.symptom, $0) }
        let correlations = CorrelationGrid(people: people, period: period, sums: sums, layout: layout, outcomes: scores,
                                           scoreOutcomes: scores.count)

        // The symptom with the most significant within-person estimate at a lag of at least
        // one day; the pooled one when too few people allow a within-person estimate.
        let lagged = correlations.cells.filter { $0.level == .symptom && $0.lagDays >= 1 }
        let byWithin = lagged.filter { !$0.within.pValue.isNaN }.map { ($0, $0.within.pValue) }
        let candidates = byWithin.isEmpty ? lagged.filter { !$0.pooled.pValue.isNaN }.map { ($0, $0.pooled.pValue) } : byWithin
        let strongest = candidates.min { ($0.1, $0.0.factor, $0.0.outcome) < ($1.1, $1.0.factor, $1.0.outcome) }?.0
        var doseResponse: DoseResponse?
        if let strongest {
            doseResponse = try self.doseResponse(for: strongest, in: database, layout: layout, period: period)
        }
        return RunOverview(people: people, events: events, period: period, rule: rule,
                           dailyMeans: dailyMeans, correlations: correlations, doseResponse: doseResponse,
                           factorLevels: whole.levels.distributions,
                           scoreDistributions: ScoreDistribution.binning(whole.personMeans, symptoms: layout.symptomNames))
    }

    /// The second pass: every pair of the strongest correlation, cut into quintile bands.
    private func doseResponse(
        for pair: CorrelationGrid.Cell, in database: CareDatabase, layout: PanelLayout, period: StudyPeriod
    ) throws(AnalysisError) -> DoseResponse {
        let s = layout.symptomIndex[pair.outcome]!
        let rule = self.rule
        let parts = try database.peopleInParts(reading: Self.kindsRead) {
            (layout: layout, grids: DayGrids(period: period), x: [Double](), y: [Double](), who: [Int]())
        } _: { part, log in
            let grid = part.grids.grid(for: log)
            var days = PersonDays(log: log, layout: &part.layout, grid: grid,
                                  windows: part.grids.scoreWindows(for: log, rule: rule), rule: rule)
            days.addExposures(of: log, kinds: [.factor], layout: &part.layout, grid: grid)
            let f = part.layout.factorIndex(pair.factor, unit: pair.unit)
            guard f < days.factorTotals.count, !days.factorTotals[f].isEmpty else { return }
            let totals = days.factorTotals[f], scores = days.symptomScores[s]
            for day in 0..<max(0, totals.count - pair.lagDays)
            where days.logged[day + pair.lagDays] && !totals[day].isNaN {
                part.x.append(totals[day])
                part.y.append(scores[day + pair.lagDays])
                part.who.append(log.personID)
            }
        }
        return DoseResponse(factor: pair.factor, unit: pair.unit, symptom: pair.outcome, lagDays: pair.lagDays,
                            bands: Self.quintileBands(x: parts.flatMap(\.x), y: parts.flatMap(\.y),
                                                      people: parts.flatMap(\.who)))
    }

    /// What daily scores, factor totals and logged days are made of.
    private static let kindsRead: Set<EventKind> = [.symptom, .factor, .usage]

    /// Five bands of (nearly) equal count, cut at the quintiles of `x`; ties never straddle
    /// two bands. `people[i]` is the person of pair i, so that each band counts its people.
    static func quintileBands(x: [Double], y: [Double], people: [Int]) -> [DoseResponse.Band] {
        let order = x.indices.sorted { (x[$0], $0) < (x[$1], $1) }
        var bands: [DoseResponse.Band] = []
        var start = 0
        for band in 1...5 {
            var end = min(order.count, order.count * band / 5)
            while end < order.count, end > 0, x[order[end]] == x[order[end - 1]] { end += 1 }
            guard end > start else { continue }
            let members = order[start..<end]
            let mean = members.reduce(0) { $0 + y[$1] } / Double(members.count)
            bands.append(.init(lowest: x[members.first!], highest: x[members.last!],
                               personDays: members.count, people: Set(members.map { people[$0] }).count, meanScore: mean))
            start = end
        }
        return bands
    }
}


/// One part's share of the overview's first pass, and the sum of the parts: its own
/// layout (factors numbered as they first appear), day grids, correlation sums and daily
/// totals.
private struct OverviewPart {
    private(set) var layout: PanelLayout
    private var grids: DayGrids
    private(set) var sums: GridSums
    private(set) var categorySums: [[Double]]
    private(set) var symptomSums: [[Double]]
    private(set) var loggedPeople: [Int]
    private(set) var levels = FactorLevelTally()
    /// Per symptom, each person's mean daily score over the days they logged (people who
    /// logged no day have none); binned once the parts are merged, never reported as is.
    private(set) var personMeans: [[Double]]

    init(layout: PanelLayout, period: StudyPeriod, lags: [Int]) {
        let days = [Double](repeating: 0, count: period.dayCount)
        self.layout = layout
        grids = DayGrids(period: period)
        sums = GridSums(lags: lags, outcomeCount: layout.categoryNames.count + layout.symptomNames.count)
        categorySums = Array(repeating: days, count: layout.categoryNames.count)
        symptomSums = Array(repeating: days, count: layout.symptomNames.count)
        loggedPeople = Array(repeating: 0, count: period.dayCount)
        personMeans = Array(repeating: [], count: layout.symptomNames.count)
    }

    mutating func add(_ log: PersonRecord, rule: ScoringRule) {
        let grid = grids.grid(for: log)
        var days = PersonDays(log: log, layout: &layout, grid: grid,
                              windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
        // Factors logged as levels are columns of their mean level (unit level).
        days.addExposures(of: log, kinds: [.factor], layout: &layout, grid: grid)
        levels.add(log)
        var personSums = [Double](repeating: 0, count: symptomSums.count), loggedDays = 0
        for day in loggedPeople.indices where days.logged[day] {
            loggedPeople[day] += 1
            loggedDays += 1
            for c in categorySums.indices { categorySums[c][day] += days.categoryScores[c][day] }
            for s in symptomSums.indices {
                symptomSums[s][day] += days.symptomScores[s][day]
                personSums[s] += days.symptomScores[s][day]
            }
        }
        if loggedDays > 0 {
            for s in personMeans.indices { personMeans[s].append(personSums[s] / Double(loggedDays)) }
        }
        sums.add(days, outcomes: days.categoryScores + days.symptomScores,
                 isLevel: layout.factorUnits.map { $0 == FactorLevel.unit })
    }

    /// Adds the part that comes next in person order.
    mutating func merge(_ other: OverviewPart) {
        sums.merge(other.sums, factorIndex: other.layout.factorNames.enumerated().map { f, name in
            layout.factorIndex(name, unit: other.layout.factorUnits[f])
        })
        levels.merge(other.levels)
        for s in personMeans.indices { personMeans[s] += other.personMeans[s] }
        for day in loggedPeople.indices {
            loggedPeople[day] += other.loggedPeople[day]
            for c in categorySums.indices { categorySums[c][day] += other.categorySums[c][day] }
            for s in symptomSums.indices { symptomSums[s][day] += other.symptomSums[s][day] }
        }
    }
}
