import CareModel
import Testing
@testable import CareAnalytics

@Suite struct SingleSubjectAnalysisTests {
    /// 5 January 1970 was a Monday, 1 March 2026 a Sunday, 29 February 2024 a Thursday.
    @Test(arguments: [(CalendarDay(year: 1970, month: 1, day: 5), 0), (CalendarDay(year: 2026, month: 3, day: 1), 6),
                      (CalendarDay(year: 2024, month: 2, day: 29), 3), (CalendarDay(year: 1969, month: 12, day: 31), 2)])
    func weekdaysCountFromMonday(day: CalendarDay, weekday: Int) {
        #expect(SingleSubjectAnalysis.weekday(of: day) == weekday)
    }
}
