import CareModel
import Foundation
import Testing

/// Daily category and symptom scores (seed 000, Req 8 and 9): 1 point per mild, 2 per
/// moderate, 3 per severe and 4 per debilitating entry, summed per category and per
/// symptom over the day that ends at 12:00 am in the user's time zone, 0 when nothing was
/// logged. Every expected score is summed by hand in the case's comment.
@Suite struct DailyScorerTests {
    static let headache = Symptom(name: "headache", category: SymptomCategory("Head"))
    static let migraine = Symptom(name: "migraine", category: SymptomCategory("Head"))
    static let nausea = Symptom(name: "nausea", category: SymptomCategory("Digestion"))
    static let tracked = [headache, migraine, nausea]

    struct Logged: Sendable {
        var at: String
        var symptom: Symptom
        var severity: Severity
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var zone = "Europe/London"
        var rule = ScoringRule.version1
        var day: CalendarDay
        var entries: [Logged]
        /// Expected scores by `category:NAME` or `symptom:NAME`; everything else is 0.
        var expected: [String: Int]
        var testDescription: String { label }
    }

    static let march10 = CalendarDay(year: 2026, month: 3, day: 10)

    static let cases: [Case] = [
        Case(label: "Req 8-9: an empty day scores 0 for every category and symptom",
             day: march10, entries: [], expected: [:]),
        // headache mild 1 + severe 3 = 4; migraine debilitating 4; Head 4 + 4 = 8;
        // nausea moderate 2; Digestion 2.
        Case(label: "Req 8-9: points 1-4 by severity are summed per symptom and per category",
             day: march10,
             entries: [Logged(at: "2026-03-10T08:00:00Z", symptom: headache, severity: .mild),
                       Logged(at: "2026-03-10T13:00:00Z", symptom: headache, severity: .severe),
                       Logged(at: "2026-03-10T18:00:00Z", symptom: migraine, severity: .debilitating),
                       Logged(at: "2026-03-10T20:00:00Z", symptom: nausea, severity: .moderate)],
             expected: ["category:Head": 8, "symptom:headache": 4, "symptom:migraine": 4,
                        "category:Digestion": 2, "symptom:nausea": 2]),
        // 00:00:00 GMT on 10 March opens 10 March: mild 1.
        Case(label: "Req 8-9: an entry at exactly 00:00 counts for the day it starts",
             day: march10, entries: [Logged(at: "2026-03-10T00:00:00Z", symptom: headache, severity: .mild)],
             expected: ["category:Head": 1, "symptom:headache": 1]),
        // The same entry is not in 9 March's score, which closes at that instant.
        Case(label: "Req 8-9: an entry at exactly 00:00 is not in the day that ends then",
             day: .init(year: 2026, month: 3, day: 9),
             entries: [Logged(at: "2026-03-10T00:00:00Z", symptom: headache, severity: .mild)],
             expected: [:]),
        // 23:59:59 GMT on 9 March is the last second of 9 March: moderate 2.
        Case(label: "Req 8-9: an entry one second before midnight counts for the day that ends",
             day: .init(year: 2026, month: 3, day: 9),
             entries: [Logged(at: "2026-03-09T23:59:59Z", symptom: nausea, severity: .moderate)],
             expected: ["category:Digestion": 2, "symptom:nausea": 2]),
        // 03:30 UTC on 10 March is 23:30 EDT on 9 March in New York: severe 3 on 9 March.
        Case(label: "Req 8-9: days are counted in the user's time zone, not UTC",
             zone: "America/New_York", day: .init(year: 2026, month: 3, day: 9),
             entries: [Logged(at: "2026-03-10T03:30:00Z", symptom: headache, severity: .severe)],
             expected: ["category:Head": 3, "symptom:headache": 3]),
        // London 29 March (23 h, 00:00Z to 23:00Z): 00:30 GMT mild 1 and 23:59 BST (22:59Z)
        // severe 3 count; 00:00 BST on 30 March (23:00Z) does not. headache 4, Head 4.
        Case(label: "Req 8-9: the 23-hour spring-forward day in London",
             day: .init(year: 2026, month: 3, day: 29),
             entries: [Logged(at: "2026-03-29T00:30:00Z", symptom: headache, severity: .mild),
                       Logged(at: "2026-03-29T22:59:00Z", symptom: headache, severity: .severe),
                       Logged(at: "2026-03-29T23:00:00Z", symptom: headache, severity: .debilitating)],
             expected: ["category:Head": 4, "symptom:headache": 4]),
        // London 25 October (25 h): 01:30 BST (00:30Z) and 01:30 GMT (01:30Z) both count,
        // moderate 2 + moderate 2, and 23:30 GMT mild 1: nausea 5, Digestion 5.
        Case(label: "Req 8-9: both 01:30s of the 25-hour fall-back day in London count",
             day: .init(year: 2026, month: 10, day: 25),
             entries: [Logged(at: "2026-10-25T00:30:00Z", symptom: nausea, severity: .moderate),
                       Logged(at: "2026-10-25T01:30:00Z", symptom: nausea, severity: .moderate),
                       Logged(at: "2026-10-25T23:30:00Z", symptom: nausea, severity: .mild)],
             expected: ["category:Digestion": 5, "symptom:nausea": 5]),
        // New York 8 March (05:00Z to 04:00Z next day): 23:30 EDT (03:30Z on 9 March)
        // severe 3 counts, 00:00 EDT on 9 March (04:00Z) does not.
        Case(label: "Req 8-9: the 23-hour spring-forward day in New York",
             zone: "America/New_York", day: .init(year: 2026, month: 3, day: 8),
             entries: [Logged(at: "2026-03-09T03:30:00Z", symptom: migraine, severity: .severe),
                       Logged(at: "2026-03-09T04:00:00Z", symptom: migraine, severity: .severe)],
             expected: ["category:Head": 3, "symptom:migraine": 3]),
        // New York 1 November (04:00Z to 05:00Z next day): 01:30 EDT (05:30Z) mild 1,
        // 01:30 EST (06:30Z) mild 1 and 23:30 EST (04:30Z on 2 November) debilitating 4: 6.
        Case(label: "Req 8-9: the 25-hour fall-back day in New York",
             zone: "America/New_York", day: .init(year: 2026, month: 11, day: 1),
             entries: [Logged(at: "2026-11-01T05:30:00Z", symptom: headache, severity: .mild),
                       Logged(at: "2026-11-01T06:30:00Z", symptom: headache, severity: .mild),
                       Logged(at: "2026-11-02T04:30:00Z", symptom: headache, severity: .debilitating)],
             expected: ["category:Head": 6, "symptom:headache": 6]),
        // Cut-off 04:00: 02:00 on 11 March still belongs to 10 March (mild 1); 03:59 on
        // 10 March belongs to 9 March and is left out.
        Case(label: "Req 8-9: with a 04:00 cut-off the small hours count for the day before",
             rule: ScoringRule(version: 2, points: ScoringRule.version1.points, window: .localDay,
                               cutoff: ClockTime(hour: 4, minute: 0)),
             day: march10,
             entries: [Logged(at: "2026-03-10T03:59:00Z", symptom: headache, severity: .severe),
                       Logged(at: "2026-03-11T02:00:00Z", symptom: headache, severity: .mild)],
             expected: ["category:Head": 1, "symptom:headache": 1]),
        // `.hours(24)` on 25 October: 00:30 BST (23:30Z on 24 October) is before the window
        // (00:00Z to 00:00Z) and left out; 01:30 GMT (01:30Z) severe 3 counts.
        Case(label: "Req 8-9: a 24-hour window leaves out the first hour of the 25-hour day",
             rule: ScoringRule(version: 2, points: ScoringRule.version1.points, window: .hours(24),
                               cutoff: ClockTime(hour: 0, minute: 0)),
             day: .init(year: 2026, month: 10, day: 25),
             entries: [Logged(at: "2026-10-24T23:30:00Z", symptom: headache, severity: .mild),
                       Logged(at: "2026-10-25T01:30:00Z", symptom: headache, severity: .severe)],
             expected: ["category:Head": 3, "symptom:headache": 3]),
        // …and the day before ends at 00:00 BST on 25 October (23:00Z), so that entry is in
        // neither day's score.
        Case(label: "Req 8-9: a 24-hour window leaves that first hour out of the day before too",
             rule: ScoringRule(version: 2, points: ScoringRule.version1.points, window: .hours(24),
                               cutoff: ClockTime(hour: 0, minute: 0)),
             day: .init(year: 2026, month: 10, day: 24),
             entries: [Logged(at: "2026-10-24T23:30:00Z", symptom: headache, severity: .mild)],
             expected: [:]),
        // A rule with other points: mild 0, moderate 1, severe 3, debilitating 9.
        // severe 3 + debilitating 9 = 12 for migraine; moderate 1 for nausea.
        Case(label: "Req 8-9: points come from the rule in force, not from the severity rank",
             rule: ScoringRule(version: 2, points: [.mild: 0, .moderate: 1, .severe: 3, .debilitating: 9],
                               window: .localDay, cutoff: ClockTime(hour: 0, minute: 0)),
             day: march10,
             entries: [Logged(at: "2026-03-10T09:00:00Z", symptom: migraine, severity: .severe),
                       Logged(at: "2026-03-10T10:00:00Z", symptom: migraine, severity: .debilitating),
                       Logged(at: "2026-03-10T11:00:00Z", symptom: nausea, severity: .moderate),
                       Logged(at: "2026-03-10T12:00:00Z", symptom: headache, severity: .mild)],
             expected: ["category:Head": 12, "symptom:migraine": 12, "category:Digestion": 1, "symptom:nausea": 1]),
    ]

    @Test("Req 8-9: one day's category and symptom scores", arguments: cases)
    func scoresOfOneDay(_ c: Case) {
        let scorer = DailyScorer(rule: c.rule, timeZone: zone(c.zone))
        let entries = c.entries.map {
            SymptomEntry(symptom: $0.symptom, timestamp: instant($0.at), timeOfDay: .morning, severity: $0.severity)
        }
        let scores = scorer.scores(for: entries, tracking: Self.tracked, from: c.day, through: c.day)
        let actual = Dictionary(uniqueKeysWithValues: scores.map { ("\($0.level.rawValue):\($0.name)", $0.score) })
        let everyName = ["category:Head", "category:Digestion", "symptom:headache", "symptom:migraine", "symptom:nausea"]
        #expect(Set(actual.keys) == Set(everyName))
        for name in everyName {
            #expect(actual[name] == (c.expected[name] ?? 0), "\(name)")
        }
    }

    @Test("Req 8-9: every day of the range gets a score, ordered by day, categories first, then name")
    func everyDayInOrder() {
        let scorer = DailyScorer(timeZone: zone("Europe/London"))
        let scores = scorer.scores(for: [], tracking: Self.tracked, from: Self.march10, through: Self.march10.adding(days: 1))
        let rows = scores.map { "\($0.day) \($0.level.rawValue) \($0.name) \($0.score)" }
        #expect(rows == [
            "2026-03-10 category Digestion 0", "2026-03-10 category Head 0",
            "2026-03-10 symptom headache 0", "2026-03-10 symptom migraine 0", "2026-03-10 symptom nausea 0",
            "2026-03-11 category Digestion 0", "2026-03-11 category Head 0",
            "2026-03-11 symptom headache 0", "2026-03-11 symptom migraine 0", "2026-03-11 symptom nausea 0",
        ])
    }

    @Test("A range whose last day is before its first has no scores")
    func emptyRange() {
        let scorer = DailyScorer(timeZone: zone("Europe/London"))
        #expect(scorer.scores(for: [], tracking: Self.tracked, from: Self.march10, through: Self.march10.adding(days: -1)).isEmpty)
    }

    @Test("Req 2, 8: an entry recorded under an old category counts in the symptom's tracked category")
    func trackedCategoryWins() {
        let stale = Symptom(name: "headache", category: SymptomCategory("Pain"))
        let entry = SymptomEntry(symptom: stale, timestamp: instant("2026-03-10T09:00:00Z"), timeOfDay: .morning, severity: .severe)
        let scores = DailyScorer(timeZone: zone("Europe/London"))
            .scores(for: [entry], tracking: Self.tracked, from: Self.march10, through: Self.march10)
        #expect(!scores.contains { $0.name == "Pain" })
        #expect(scores.first { $0.level == .category && $0.name == "Head" }?.score == 3)
    }

    @Test("Req 9: a symptom that is logged but not tracked is scored in the category of its first entry")
    func untrackedSymptom() {
        let first = SymptomEntry(symptom: Symptom(name: "rash", category: SymptomCategory("Skin")),
                                 timestamp: instant("2026-03-10T09:00:00Z"), timeOfDay: .morning, severity: .mild)
        let later = SymptomEntry(symptom: Symptom(name: "rash", category: SymptomCategory("Other")),
                                 timestamp: instant("2026-03-10T10:00:00Z"), timeOfDay: .morning, severity: .moderate)
        let scores = DailyScorer(timeZone: zone("Europe/London"))
            .scores(for: [later, first], tracking: [], from: Self.march10, through: Self.march10)
        // mild 1 + moderate 2 = 3, all under Skin.
        #expect(scores.map { "\($0.level.rawValue):\($0.name)=\($0.score)" } == ["category:Skin=3", "symptom:rash=3"])
    }
}
