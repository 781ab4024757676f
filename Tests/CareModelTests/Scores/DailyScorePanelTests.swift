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

    /// Forty symptoms none of them tracked (past the point where the scorer stops comparing
    /// names one by one), given out of time order: each entry counts once on its day, and a
    /// symptom logged twice at the same instant under two categories takes the category of
    /// the entry given first.
    @Test func manyUntrackedSymptomsOutOfOrderCountOnceEachUnderTheirFirstCategory() throws {
        let start = ISO8601DateFormatter().date(from: "2026-04-06T08:00:00+10:00")!
        var entries: [SymptomEntry] = []
        for number in 0..<40 {
            let symptom = Symptom(name: "symptom \(number)", category: SymptomCategory("Group \(number % 3)"))
            for day in 0..<2 {
                entries.append(SymptomEntry(symptom: symptom, timestamp: start.addingTimeInterval(Double(day * 86_400 + number * 60)),
                                            timeOfDay: .morning, severity: day == 0 ? .mild : .severe))
            }
        }
        let tie = start.addingTimeInterval(3_600)
        entries.append(SymptomEntry(symptom: Symptom(name: "rash", category: SymptomCategory("Skin")), timestamp: tie,
                                    timeOfDay: .morning, severity: .moderate))
        entries.append(SymptomEntry(symptom: Symptom(name: "rash", category: SymptomCategory("Other")), timestamp: tie,
                                    timeOfDay: .morning, severity: .mild))
        // Reversed, the tie's second entry (under Other) is given first.
        entries.reverse()
        let april6 = Self.april4.adding(days: 2)
        let panel = scorer.panel(for: entries, tracking: [], windows: scorer.windows(from: april6, through: april6.adding(days: 1)))
        #expect(panel.symptomNames.count == 41)
        #expect(panel.categoryNames == ["Group 0", "Group 1", "Group 2", "Other"])
        let symptom7 = try #require(panel.symptomNames.firstIndex(of: "symptom 7"))
        #expect(panel.symptomScores[symptom7] == [1, 3])
        let rash = try #require(panel.symptomNames.firstIndex(of: "rash"))
        #expect(panel.symptomScores[rash] == [3, 0])
        // Group 0 holds symptoms 0, 3, … 39: 14 of them, mild (1) then severe (3).
        #expect(panel.categoryScores[0] == [14, 42])
        #expect(panel.categoryScores[3] == [3, 0])
    }
}
