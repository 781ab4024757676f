import Foundation
import Testing
@testable import CareModel

/// Daily scores per category (seed 000, Req 8) and per symptom (Req 9).
@Suite struct DailyScorerTests {
    static let london = TimeZone(identifier: "Europe/London")!
    static let headache = Symptom(name: "headache", category: SymptomCategory("Head"))
    static let migraine = Symptom(name: "migraine", category: SymptomCategory("Head"))
    static let nausea = Symptom(name: "nausea", category: SymptomCategory("Digestion"))
    static let day = CalendarDay(year: 2026, month: 6, day: 10)

    func entry(_ symptom: Symptom, _ severity: Severity, on day: CalendarDay = day, at hour: Int,
               minute: Int = 0, second: Int = 0) -> SymptomEntry {
        SymptomEntry(symptom: symptom,
                     timestamp: day.instant(hour: hour, minute: minute, second: second, in: Self.london)!,
                     timeOfDay: TimeOfDay(hour: hour), severity: severity)
    }

    func score(_ scores: [DailyScore], _ level: ScoreLevel, _ name: String, on day: CalendarDay = day) -> Int? {
        scores.first { $0.day == day && $0.level == level && $0.name == name }?.score
    }

    let scorer = DailyScorer(timeZone: london)

    @Test("Req 8/9: each severity earns its points (mild 1 … debilitating 4)", arguments: [
        (Severity.mild, 1), (.moderate, 2), (.severe, 3), (.debilitating, 4),
    ])
    func severityPoints(_ severity: Severity, _ points: Int) {
        let scores = scorer.scores(for: [entry(Self.headache, severity, at: 9)], tracking: [Self.headache],
                                   from: Self.day, through: Self.day)
        #expect(score(scores, .symptom, "headache") == points)
        #expect(score(scores, .category, "Head") == points)
    }

    @Test("Req 8: the category score adds up every entry of every symptom in the category")
    func categorySumsItsSymptoms() {
        let entries = [entry(Self.headache, .mild, at: 8), entry(Self.headache, .severe, at: 13),
                       entry(Self.migraine, .debilitating, at: 20), entry(Self.nausea, .moderate, at: 10)]
        let scores = scorer.scores(for: entries, tracking: [Self.headache, Self.migraine, Self.nausea],
                                   from: Self.day, through: Self.day)
        #expect(score(scores, .category, "Head") == 1 + 3 + 4)
        #expect(score(scores, .symptom, "headache") == 1 + 3)
        #expect(score(scores, .symptom, "migraine") == 4)
        #expect(score(scores, .category, "Digestion") == 2)
    }

    @Test("Req 8/9: 0 indicates no entries, for every tracked category and symptom on every day")
    func emptyDaysScoreZero() {
        let scores = scorer.scores(for: [], tracking: [Self.headache, Self.nausea],
                                   from: Self.day, through: Self.day.adding(days: 2))
        #expect(scores.count == 3 * 4)
        #expect(scores.allSatisfy { $0.score == 0 })
    }

    @Test("Req 8: an entry at exactly 00:00 belongs to the day that starts, 23:59:59 to the day that ends")
    func midnightBoundaries() {
        let next = Self.day.adding(days: 1)
        let entries = [entry(Self.headache, .severe, on: next, at: 0),
                       entry(Self.headache, .mild, at: 23, minute: 59, second: 59)]
        let scores = scorer.scores(for: entries, tracking: [Self.headache], from: Self.day, through: next)
        #expect(score(scores, .symptom, "headache", on: Self.day) == 1)
        #expect(score(scores, .symptom, "headache", on: next) == 3)
    }

    @Test("Req 8: on the 23-hour spring-forward day every entry of the local day counts")
    func springForwardDay() {
        let day = CalendarDay(year: 2026, month: 3, day: 29)  // clocks go 01:00 → 02:00 in London
        let window = scorer.window(for: day)
        #expect(window.upperBound.timeIntervalSince(window.lowerBound) == 23 * 3600)
        let entries = [entry(Self.headache, .mild, on: day, at: 0, minute: 30),
                       entry(Self.headache, .moderate, on: day, at: 23, minute: 30)]
        let scores = scorer.scores(for: entries, tracking: [Self.headache], from: day, through: day)
        #expect(score(scores, .symptom, "headache", on: day) == 3)
    }

    @Test("Req 8: on the 25-hour fall-back day both 01:30s count")
    func fallBackDay() {
        let day = CalendarDay(year: 2026, month: 10, day: 25)  // clocks go 02:00 → 01:00 in London
        let window = scorer.window(for: day)
        #expect(window.upperBound.timeIntervalSince(window.lowerBound) == 25 * 3600)
        let first = day.instant(hour: 1, minute: 30, in: Self.london)!
        let entries = [first, first.addingTimeInterval(3600)].map {
            SymptomEntry(symptom: Self.headache, timestamp: $0, timeOfDay: .night, severity: .severe)
        }
        let scores = scorer.scores(for: entries, tracking: [Self.headache], from: day, through: day)
        #expect(score(scores, .symptom, "headache", on: day) == 6)
    }

    @Test("Req 8: an entry edited after the fact is scored with its new values")
    func editedEntry() {
        var edited = entry(Self.headache, .mild, at: 22)
        edited.severity = .debilitating
        edited.timestamp = Self.day.adding(days: 1).instant(hour: 1, in: Self.london)!
        let scores = scorer.scores(for: [edited], tracking: [Self.headache],
                                   from: Self.day, through: Self.day.adding(days: 1))
        #expect(score(scores, .symptom, "headache", on: Self.day) == 0)
        #expect(score(scores, .symptom, "headache", on: Self.day.adding(days: 1)) == 4)
    }

    @Test func entriesOfAnUntrackedSymptomAreStillScored() {
        let scores = scorer.scores(for: [entry(Self.nausea, .mild, at: 12)], tracking: [Self.headache],
                                   from: Self.day, through: Self.day)
        #expect(score(scores, .symptom, "nausea") == 1)
        #expect(score(scores, .category, "Digestion") == 1)
    }

    @Test func aRuleWithOtherPointsIsApplied() {
        var rule = ScoringRule.version1
        rule.points[.debilitating] = 10
        let scores = DailyScorer(rule: rule, timeZone: Self.london)
            .scores(for: [entry(Self.headache, .debilitating, at: 9)], tracking: [Self.headache],
                    from: Self.day, through: Self.day)
        #expect(score(scores, .symptom, "headache") == 10)
    }
}
