import CareModel
import CareStore

/// How a change of scoring rule moves every person's daily scores (seed 000, Req 8 and 9;
/// STYLE.md, "rules as data"): the same entries scored under the old and the new rule,
/// person by person, so a product team sees who a change touches before shipping it.
///
/// A person's result is their mean daily total score: the sum of the day's category
/// scores (every entry's points, each symptom counting in one category, Req 2), averaged
/// over the period's days, days without entries counting 0 as the rule says.
public struct ScoringRuleComparison: Sendable {
    /// One person's result under both rules.
    public struct Person: Hashable, Sendable {
        /// The person's synthetic identifier.
        public var personID: Int
        /// Mean daily total score under the old rule (points per day).
        public var oldMean: Double
        /// Mean daily total score under the new rule (points per day).
        public var newMean: Double
        /// Daily scores (day × category or symptom) that differ between the rules.
        public var changedScores: Int

        /// New minus old mean daily total score.
        public var change: Double { newMean - oldMean }
    }

    /// The rule in force.
    public let old: ScoringRule
    /// The proposed rule.
    public let new: ScoringRule
    /// The days scored.
    public let period: StudyPeriod
    /// The tracked symptoms.
    public let symptoms: [Symptom]
    /// Every person added, in the order added.
    public private(set) var people: [Person] = []
    /// Daily scores compared (people × days × categories and symptoms).
    public private(set) var scoreCount = 0

    /// Starts a comparison; both rules must be valid (``ScoringRule/validate()``).
    public init(old: ScoringRule, new: ScoringRule, period: StudyPeriod, symptoms: [Symptom]) {
        self.old = old
        self.new = new
        self.period = period
        self.symptoms = symptoms
    }

    /// Scores one person's entries under both rules.
    public mutating func add(_ log: PersonRecord) {
        let before = DailyScorer(rule: old, timeline: log.timeline)
            .scores(for: log.symptomEntries, tracking: symptoms, from: period.first, through: period.last)
        let after = DailyScorer(rule: new, timeline: log.timeline)
            .scores(for: log.symptomEntries, tracking: symptoms, from: period.first, through: period.last)
        let changed = zip(before, after).filter { $0.score != $1.score }.count
        people.append(Person(personID: log.personID, oldMean: meanDailyTotal(before), newMean: meanDailyTotal(after),
                             changedScores: changed))
        scoreCount += before.count
    }

    private func meanDailyTotal(_ scores: [DailyScore]) -> Double {
        let total = scores.filter { $0.level == .category }.reduce(0) { $0 + $1.score }
        return Double(total) / Double(period.dayCount)
    }

    /// Daily scores that differ between the rules, over everyone.
    public var changedScores: Int { people.reduce(0) { $0 + $1.changedScores } }

    /// People with at least one daily score that differs.
    public var changedPeople: Int { people.filter { $0.changedScores > 0 }.count }

    /// The `count` people whose mean daily total score moved most, largest move first,
    /// ties by identifier.
    public func movedMost(_ count: Int) -> [Person] {
        Array(people.sorted { (-abs($0.change), $0.personID) < (-abs($1.change), $1.personID) }.prefix(count))
    }
}
