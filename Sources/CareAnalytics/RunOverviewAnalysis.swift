import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``RunOverview`` from a stored run: one streaming pass over its people for
/// the daily means and every lagged correlation (constant memory in the number of
/// person-days), and a second pass for the dose-response bands of the strongest pair.
public struct RunOverviewAnalysis: Sendable {
    /// The scoring rule for daily scores.
    public var rule: ScoringRule
    /// The lags, in days, at which factors are correlated with symptoms.
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

        var layout = PanelLayout(symptoms: symptoms)
        var grids = DayGrids(period: period)
        let dayCount = period.dayCount, lagCount = lags.count
        var categorySums = [[Double]](repeating: [Double](repeating: 0, count: dayCount), count: layout.categoryNames.count)
        var symptomSums = [[Double]](repeating: [Double](repeating: 0, count: dayCount), count: layout.symptomNames.count)
        var loggedPeople = [Int](repeating: 0, count: dayCount)
        // accumulators[f][s * lagCount + lag]: pooled, and within persons.
        var accumulators: [[PearsonAccumulator]] = []
        var withinAccumulators: [[RepeatedMeasuresAccumulator]] = []

        try forEachPerson(in: database) { log in
            let days = PersonDays(log: log, layout: &layout, grid: grids.grid(for: log.timeZone),
                                  windows: grids.scoreWindows(for: log.timeZone, rule: rule), rule: rule)
            for day in 0..<dayCount where days.logged[day] {
                loggedPeople[day] += 1
                for c in categorySums.indices { categorySums[c][day] += days.categoryScores[c][day] }
                for s in symptomSums.indices { symptomSums[s][day] += days.symptomScores[s][day] }
            }
            while accumulators.count < days.factorTotals.count {
                accumulators.append(Array(repeating: PearsonAccumulator(), count: symptomSums.count * lagCount))
                withinAccumulators.append(Array(repeating: RepeatedMeasuresAccumulator(), count: symptomSums.count * lagCount))
            }
            for (f, totals) in days.factorTotals.enumerated() where !totals.isEmpty {
                for s in symptomSums.indices {
                    let scores = days.symptomScores[s]
                    for (l, lag) in lags.enumerated() {
                        var person = PearsonAccumulator()
                        for day in 0..<max(0, dayCount - lag) where days.logged[day + lag] {
                            person.add(totals[day], scores[day + lag])
                        }
                        accumulators[f][s * lagCount + l].merge(person)
                        withinAccumulators[f][s * lagCount + l].add(subject: person)
                    }
                }
            }
        }

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

        var correlations: [LaggedCorrelation] = []
        for (f, factor) in layout.factorNames.enumerated() {
            for (s, symptom) in layout.symptomNames.enumerated() {
                for (l, lag) in lags.enumerated() {
                    let pooled = accumulators[f][s * lagCount + l], within = withinAccumulators[f][s * lagCount + l]
                    correlations.append(LaggedCorrelation(
                        factor: factor, unit: layout.factorUnits[f], symptom: symptom, lagDays: lag,
                        result: Result { () throws(StatisticsError) in try pooled.correlation() },
                        within: Result { () throws(StatisticsError) in try within.correlation() }))
                }
            }
        }
        correlations.sort { ($0.factor, $0.symptom, $0.lagDays) < ($1.factor, $1.symptom, $1.lagDays) }

        // The most significant within-person estimate; the pooled one when too few people
        // allow a within-person estimate.
        let lagged = correlations.filter { $0.lagDays >= 1 }
        let byWithin = lagged.compactMap { c in (try? c.within.get()).map { (c, $0.pValue) } }
        let candidates = byWithin.isEmpty ? lagged.compactMap { c in (try? c.result.get()).map { (c, $0.pValue) } } : byWithin
        let strongest = candidates.min { ($0.1, $0.0.factor, $0.0.symptom) < ($1.1, $1.0.factor, $1.0.symptom) }?.0
        var doseResponse: DoseResponse?
        if let strongest {
            doseResponse = try self.doseResponse(for: strongest, in: database, layout: layout, grids: &grids)
        }
        return RunOverview(people: people, events: events, period: period, rule: rule,
                           dailyMeans: dailyMeans, correlations: correlations, doseResponse: doseResponse)
    }

    /// The second pass: every pair of the strongest correlation, cut into quintile bands.
    private func doseResponse(
        for pair: LaggedCorrelation, in database: CareDatabase, layout: PanelLayout, grids: inout DayGrids
    ) throws(AnalysisError) -> DoseResponse {
        var layout = layout
        let s = layout.symptomIndex[pair.symptom]!
        var x: [Double] = [], y: [Double] = []
        try forEachPerson(in: database) { log in
            let days = PersonDays(log: log, layout: &layout, grid: grids.grid(for: log.timeZone),
                                  windows: grids.scoreWindows(for: log.timeZone, rule: rule), rule: rule)
            let f = layout.factorIndex(pair.factor, unit: pair.unit)
            guard f < days.factorTotals.count, !days.factorTotals[f].isEmpty else { return }
            let totals = days.factorTotals[f], scores = days.symptomScores[s]
            for day in 0..<max(0, totals.count - pair.lagDays)
            where days.logged[day + pair.lagDays] && !totals[day].isNaN {
                x.append(totals[day])
                y.append(scores[day + pair.lagDays])
            }
        }
        return DoseResponse(factor: pair.factor, unit: pair.unit, symptom: pair.symptom, lagDays: pair.lagDays,
                            bands: Self.quintileBands(x: x, y: y))
    }

    private func forEachPerson(
        in database: CareDatabase, _ body: (PersonLog) throws -> Void
    ) throws(AnalysisError) {
        do { try database.forEachPerson(body) } catch { throw .store(error) }
    }

    /// Five bands of (nearly) equal count, cut at the quintiles of `x`; ties never straddle
    /// two bands.
    static func quintileBands(x: [Double], y: [Double]) -> [DoseResponse.Band] {
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
                               personDays: members.count, meanScore: mean))
            start = end
        }
        return bands
    }
}

