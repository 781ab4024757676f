import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Worked by hand: two people in UTC over 2-3 March 2026, headache (Head) and nausea
/// (Digestion), scored under the seed's rule (1, 2, 3, 4) and a doubling rule (1, 2, 4, 8).
///
/// Person 1: headache severe and nausea mild on the 2nd, headache debilitating on the 3rd.
/// Old: day 1 Head 3 + Digestion 1 = 4, day 2 Head 4 = 4, mean 4.0 points per day.
/// New: day 1 Head 4 + Digestion 1 = 5, day 2 Head 8 = 8, mean 6.5. Changed scores: Head and
/// headache on both days, 4. Person 2: nausea moderate on the 3rd, 2 points under both
/// rules, mean 1.0, nothing changed. 2 people × 2 days × (2 categories + 2 symptoms) = 16
/// scores.
@Suite struct ScoringRuleComparisonTests {
    static let headache = Symptom(name: "headache", category: SymptomCategory("Head"))
    static let nausea = Symptom(name: "nausea", category: SymptomCategory("Digestion"))
    static let doubling = ScoringRule(version: 2, points: [.mild: 1, .moderate: 2, .severe: 4, .debilitating: 8],
                                      window: .localDay, cutoff: ClockTime(hour: 0, minute: 0))

    static func entry(_ symptom: Symptom, _ at: String, _ severity: Severity) -> SymptomEntry {
        SymptomEntry(symptom: symptom, timestamp: ISO8601DateFormatter().date(from: at)!, timeOfDay: .morning, severity: severity)
    }

    static var comparison: ScoringRuleComparison {
        var comparison = ScoringRuleComparison(
            old: .version1, new: doubling,
            period: StudyPeriod(first: CalendarDay(year: 2026, month: 3, day: 2), last: CalendarDay(year: 2026, month: 3, day: 3)),
            symptoms: [headache, nausea])
        comparison.add(PersonRecord(personID: 1, timeZone: .gmt, symptomEntries: [
            entry(headache, "2026-03-02T10:00:00Z", .severe), entry(nausea, "2026-03-02T12:00:00Z", .mild),
            entry(headache, "2026-03-03T09:00:00Z", .debilitating),
        ]))
        comparison.add(PersonRecord(personID: 2, timeZone: .gmt, symptomEntries: [entry(nausea, "2026-03-03T20:00:00Z", .moderate)]))
        return comparison
    }

    @Test("Req 8-9: each person's mean daily total score under both rules, worked by hand")
    func meansUnderBothRules() {
        let people = Self.comparison.people
        #expect(people == [
            .init(personID: 1, oldMean: 4.0, newMean: 6.5, changedScores: 4),
            .init(personID: 2, oldMean: 1.0, newMean: 1.0, changedScores: 0),
        ])
    }

    @Test func countsChangedScoresAndPeople() {
        let comparison = Self.comparison
        #expect(comparison.scoreCount == 16)
        #expect(comparison.changedScores == 4)
        #expect(comparison.changedPeople == 1)
    }

    @Test func peopleMovedMostComeFirstTiesByIdentifier() {
        #expect(Self.comparison.movedMost(2).map(\.personID) == [1, 2])
        var tied = ScoringRuleComparison(old: .version1, new: .version1, period: Self.comparison.period, symptoms: [])
        for id in [3, 1, 2] { tied.add(PersonRecord(personID: id, timeZone: .gmt)) }
        #expect(tied.movedMost(2).map(\.personID) == [1, 2])
    }
}
