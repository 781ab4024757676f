import CareModel
import CareStats
import Foundation

/// Journal keywords (seed 002, entries 45-49) by ISO week for ``CardsAnalysis``: counts by
/// keyword, and whether each is positive (valence above 0.5 in ``EmotionDictionary/standard``)
/// for the weekly share and its trend.
struct KeywordTally {
    private var counts: [String: [String: Int]] = [:]
    private var positives: [String: (positive: Int, all: Int)] = [:]
    private var weekPeople: [String: Int] = [:]
    private var rows: [(week: String, positive: Double, person: Int)] = []
    /// People with a keyword.
    private(set) var people = 0

    /// Adds `log`'s keywords but those of deleted entries (seed 002, entry 42), each in the
    /// week `week` gives.
    mutating func add(_ log: PersonRecord, week: (Date) -> String) {
        let entries = log.journalKeywords.filter { $0.deletedAt == nil }
        guard !entries.isEmpty else { return }
        people += 1
        var weeks = Set<String>()
        for entry in entries {
            guard let valence = EmotionDictionary.standard.word(entry.keyword)?.affect.valence else { continue }
            let label = week(entry.at), positive = valence > 0.5
            weeks.insert(label)
            counts[label, default: [:]][entry.keyword, default: 0] += 1
            positives[label, default: (0, 0)].all += 1
            if positive { positives[label]!.positive += 1 }
            rows.append((label, positive ? 1 : 0, log.personID))
        }
        for label in weeks { weekPeople[label, default: 0] += 1 }
    }

    /// The weeks, in order.
    var weeks: [CardsReport.KeywordWeek] {
        counts.keys.sorted().map { week in
            let tally = positives[week]!
            return CardsReport.KeywordWeek(week: week, people: weekPeople[week] ?? 0, keywords: counts[week]!,
                                           positiveShare: try? Proportion.wilson(successes: tally.positive, trials: tally.all))
        }
    }

    /// The slope per week of a linear probability model of positive on the week's number
    /// (0 for the first week with a keyword), clustered by person; nil when undefined.
    var slope: GroupMean? {
        let order = Dictionary(uniqueKeysWithValues: counts.keys.sorted().enumerated().map { ($1, Double($0)) })
        let name = "week"
        guard let fit = try? LinearRegression.ordinaryLeastSquares(
            y: rows.map(\.positive), predictors: [Predictor(name: name, values: rows.map { order[$0.week]! })],
            clusters: rows.map(\.person)),
            let term = fit.term(named: name) else { return nil }
        return GroupMean(estimate: term.estimate, interval: term.interval, pValue: term.pValue,
                         people: Set(rows.map(\.person)).count)
    }
}
