import CareModel
import Foundation
import Testing

/// The panel path of ``DailyScorer``: windows computed once per zone and period, then
/// scores as columns (seed 000, Req 8-9), across Sydney's return to standard time on
/// 5 April 2026, when 03:00 AEDT becomes 02:00 AEST and the day lasts 25 hours.
@Suite struct DailyScorePanelTests {
    static let sydney = TimeZone(identifier: "Australia/Sydney")!
    static let headache = Symptom(name: "headache", category: SymptomCategory("Head"))
    static let nausea = Symptom(name: "nausea", category: SymptomCategory("Digestion"))
    static let april4 = CalendarDay(year: 2026, month: 4, day: 4)

    let scorer = DailyScorer(timeZone: sydney)

    @Test func theWindowOfTheDaylightSavingDayLasts25Hours() {
        let windows = scorer.windows(from: Self.april4, through: Self.april4.adding(days: 2), in: Self.sydney)
        #expect(windows.map { $0.upperBound.timeIntervalSince($0.lowerBound) } == [86_400, 90_000, 86_400])
        #expect(zip(windows, windows.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }

    /// 4 April 10:00: headache mild (1). 5 April 01:30 AEDT (before the change): headache
    /// severe (3); 5 April 23:00 AEST: headache moderate (2), so 5 April has 3 + 2 = 5.
    /// 6 April 00:00: nausea mild (1), the first instant of 6 April.
    @Test func panelColumnsSumEachDaysPointsByCategoryAndSymptom() throws {
        let entries = [
            (Self.headache, "2026-04-04T10:00:00+11:00", Severity.mild),
            (Self.headache, "2026-04-05T01:30:00+11:00", .severe),
            (Self.headache, "2026-04-05T23:00:00+10:00", .moderate),
            (Self.nausea, "2026-04-06T00:00:00+10:00", .mild),
        ].map { symptom, time, severity in
            SymptomEntry(symptom: symptom, timestamp: ISO8601DateFormatter().date(from: time)!, timeOfDay: .morning,
                         severity: severity)
        }
        let panel = scorer.panel(for: entries, tracking: [Self.headache, Self.nausea],
                                 windows: scorer.windows(from: Self.april4, through: Self.april4.adding(days: 2)))
        #expect(panel.categoryNames == ["Digestion", "Head"] && panel.symptomNames == ["headache", "nausea"])
        #expect(panel.symptomScores == [[1, 5, 0], [0, 0, 1]])
        #expect(panel.categoryScores == [[0, 0, 1], [1, 5, 0]])
        // The per-cell form is the same numbers, by day, categories then symptoms.
        let cells = scorer.scores(for: entries, tracking: [Self.headache, Self.nausea], from: Self.april4,
                                  through: Self.april4.adding(days: 2))
        #expect(cells.map(\.score) == [0, 1, 1, 0, 0, 5, 5, 0, 1, 0, 0, 1])
    }
}
