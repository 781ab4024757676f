import CareAnalytics
import CareModel
import CareStore
import Foundation
import Testing
@testable import CareReports

@Suite struct RuleComparisonReportTests {
    /// The comparison of `ScoringRuleComparisonTests`, worked by hand: person 1 moves from
    /// 4.0 to 6.5 points per day with 4 changed scores, person 2 stays at 1.0; 16 scores.
    static var report: RuleComparisonReport {
        let headache = Symptom(name: "headache", category: SymptomCategory("Head"))
        let nausea = Symptom(name: "nausea", category: SymptomCategory("Digestion"))
        func entry(_ symptom: Symptom, _ at: String, _ severity: Severity) -> SymptomEntry {
            SymptomEntry(symptom: symptom, timestamp: ISO8601DateFormatter().date(from: at)!, timeOfDay: .morning, severity: severity)
        }
        let doubling = ScoringRule(version: 2, points: [.mild: 1, .moderate: 2, .severe: 4, .debilitating: 8],
                                   window: .localDay, cutoff: ClockTime(hour: 0, minute: 0))
        var comparison = ScoringRuleComparison(
            old: .version1, new: doubling,
            period: StudyPeriod(first: CalendarDay(year: 2026, month: 3, day: 2), last: CalendarDay(year: 2026, month: 3, day: 3)),
            symptoms: [headache, nausea])
        comparison.add(PersonRecord(personID: 1, timeZone: .gmt, symptomEntries: [
            entry(headache, "2026-03-02T10:00:00Z", .severe), entry(nausea, "2026-03-02T12:00:00Z", .mild),
            entry(headache, "2026-03-03T09:00:00Z", .debilitating),
        ]))
        comparison.add(PersonRecord(personID: 2, timeZone: .gmt, symptomEntries: [entry(nausea, "2026-03-03T20:00:00Z", .moderate)]))
        return RuleComparisonReport(comparison: comparison, oldName: "v1.yaml", newName: "v2.yaml", population: "Two people", top: 1)
    }

    @Test func saysHowManyScoresAndPeopleChangedAndByHowMuch() {
        let lines = Self.report.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(7)) == [
            "Scoring rule version 1 (v1.yaml) → version 2 (v2.yaml)",
            "Two people; 2 days, 2026-03-02 to 2026-03-03",
            "",
            "Daily scores (person × day × category or symptom) changed: 4 of 16 (25.0 %)",
            "People with a changed daily score: 1 of 2 (50.0 %)",
            "Change in a person's mean daily total score (points per day):",
            // Changes 2.5 and 0: median and mean 1.25.
            "  least 0.000, median 1.250, mean 1.250, most 2.500",
        ])
    }

    @Test func listsThePeopleMovedMostBySyntheticIdentifier() {
        #expect(Self.report.text.hasSuffix("""
            People moved most (synthetic identifiers; mean daily total score, points per day):
            person_id  before  after  change  changed_scores
            ---------  ------  -----  ------  --------------
                    1   4.000  6.500   2.500               4

            """))
    }

    @Test func histogramShowsBothDistributionsOnSharedBins() {
        // Before 4.0 and 1.0, after 6.5 and 1.0: ten bins from 1.0 to 6.5, 0.55 wide.
        let text = Self.report.text
        #expect(text.contains("[1.00, 1.55) before │████████████████████████████████████████ 1\n"
                              + "             after  │████████████████████████████████████████ 1\n"))
        #expect(text.contains("[5.95, 6.50] before │ 0\n             after  │████████████████████████████████████████ 1\n"))
    }

    @Test func perPersonTableHasUnitsInColumnNames() {
        #expect(Self.report.perPerson.text == """
            person_id,mean_before_points_per_day,mean_after_points_per_day,change_points_per_day,changed_scores\r
            1,4.000000,6.500000,2.500000,4\r
            2,1.000000,1.000000,0.000000,0\r

            """)
    }

    @Test func medianOfEvenAndOddCounts() {
        #expect(RuleComparisonReport.median([3, 1, 2]) == 2)
        #expect(RuleComparisonReport.median([4, 1, 3, 2]) == 2.5)
        #expect(RuleComparisonReport.median([]) == nil)
    }
}
