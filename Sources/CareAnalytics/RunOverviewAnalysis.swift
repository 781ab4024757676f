import CareModel
import CareStats
import CareStore

/// Computes a ``RunOverview`` from a stored run in one pass over its people.
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
        let symptoms: [Symptom]
        let people: Int, events: Int
        do {
            symptoms = try database.symptoms()
            people = try database.personCount()
            events = try database.eventCount()
        } catch { throw .store(error) }

        var scoreSums: [ScoreKey: (sum: Int, people: Int)] = [:]
        var pairs: [PairKey: (x: [Double], y: [Double])] = [:]
        var units: [String: String] = [:]
        do {
            try database.forEachPerson { log in
                for entry in log.factorEntries {
                    if case .amount(_, let unit) = entry.measurement { units[entry.factor] = unit.rawValue }
                }
                let days = PersonDays(log: log, symptoms: symptoms, period: period, rule: rule)
                for score in days.scores {
                    let key = ScoreKey(day: score.day, level: score.level, name: score.name)
                    scoreSums[key, default: (0, 0)].sum += score.score
                    scoreSums[key, default: (0, 0)].people += 1
                }
                for (factor, totals) in days.factorTotals {
                    for (symptom, scores) in days.symptomScores {
                        for lag in lags {
                            let key = PairKey(factor: factor, symptom: symptom, lag: lag)
                            for t in 0..<max(0, totals.count - lag) where !totals[t].isNaN {
                                pairs[key, default: ([], [])].x.append(totals[t])
                                pairs[key, default: ([], [])].y.append(scores[t + lag])
                            }
                        }
                    }
                }
            }
        } catch {
            throw .store(error)
        }

        let dailyMeans = scoreSums.sorted { $0.key < $1.key }.map { key, value in
            DailyMeanScore(day: key.day, level: key.level, name: key.name, people: value.people,
                           meanScore: Double(value.sum) / Double(value.people))
        }
        let correlations = pairs.keys.sorted().map { key in
            let (x, y) = pairs[key]!
            return LaggedCorrelation(
                factor: key.factor, unit: units[key.factor] ?? "", symptom: key.symptom, lagDays: key.lag,
                result: Result { () throws(StatisticsError) in try Correlation.pearson(x, y) })
        }
        let strongest = correlations
            .filter { $0.lagDays >= 1 }
            .compactMap { c in (try? c.result.get()).map { (c, $0.pValue) } }
            .min { $0.1 < $1.1 }?.0
        let doseResponse = strongest.map { c in
            let (x, y) = pairs[PairKey(factor: c.factor, symptom: c.symptom, lag: c.lagDays)]!
            return DoseResponse(factor: c.factor, unit: c.unit, symptom: c.symptom, lagDays: c.lagDays,
                                bands: Self.quintileBands(x: x, y: y))
        }
        return RunOverview(people: people, events: events, period: period, rule: rule,
                           dailyMeans: dailyMeans, correlations: correlations, doseResponse: doseResponse)
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

private struct ScoreKey: Hashable, Comparable {
    var day: CalendarDay
    var level: ScoreLevel
    var name: String

    static func < (a: ScoreKey, b: ScoreKey) -> Bool {
        (a.day, a.level == .category ? 0 : 1, a.name) < (b.day, b.level == .category ? 0 : 1, b.name)
    }
}

private struct PairKey: Hashable, Comparable {
    var factor: String
    var symptom: String
    var lag: Int

    static func < (a: PairKey, b: PairKey) -> Bool { (a.factor, a.symptom, a.lag) < (b.factor, b.symptom, b.lag) }
}
