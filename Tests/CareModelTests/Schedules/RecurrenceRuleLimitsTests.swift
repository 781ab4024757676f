import CareModel
import Foundation
import Testing

/// Issue 15: no recurrence rule, however it was written, traps. Each of these once
/// overflowed `Int` in the day arithmetic (a trap in Swift) or was accepted and trapped later.
@Suite struct RecurrenceRuleLimitsTests {
    static let gmt = TimeZone.gmt

    @Test(arguments: [Frequency.daily, .weekly, .monthly, .yearly], [Int.max, Int.max / 7, RecurrenceRule.maximumInterval + 1])
    func anIntervalAboveTheCapIsRejected(_ frequency: Frequency, _ interval: Int) {
        #expect(throws: ScheduleError.intervalTooLarge(field: "every", value: interval)) {
            try RecurrenceRule(start: day("2026-01-01"), times: [time("08:00")], frequency: frequency, interval: interval)
        }
    }

    @Test(arguments: [Frequency.daily, .weekly, .monthly, .yearly])
    func theLargestIntervalRunsToTheEndOfTheCalendar(_ frequency: Frequency) throws {
        let rule = try RecurrenceRule(start: day("0001-01-01"), times: [time("00:00"), time("23:59")],
                                      frequency: frequency, interval: RecurrenceRule.maximumInterval)
        let all = rule.occurrences(from: .distantPast, to: .distantFuture, in: Self.gmt)
        #expect(all.first == day("0001-01-01").instant(hour: 0, in: Self.gmt))
        #expect(all == all.sorted() && all.last! < Date(timeIntervalSince1970: 253_402_300_800))
    }

    @Test(arguments: [
        CalendarDay(year: Int.max, month: 1, day: 1), CalendarDay(year: Int.min, month: 1, day: 1),
        CalendarDay(year: 10_000, month: 1, day: 1), CalendarDay(year: 2026, month: 13, day: 1),
        CalendarDay(year: 2026, month: 2, day: 30), CalendarDay(year: 2026, month: 1, day: Int.max),
    ])
    func aStartOrEndOffTheCalendarIsRejected(_ bad: CalendarDay) {
        #expect(throws: ScheduleError.dayOutOfRange(field: "start", value: bad)) {
            try RecurrenceRule(start: bad, times: [time("08:00")], frequency: .daily)
        }
        #expect(throws: ScheduleError.dayOutOfRange(field: "end", value: bad)) {
            try RecurrenceRule(start: day("2026-01-01"), end: bad, times: [time("08:00")], frequency: .daily)
        }
    }

    @Test func aDecodedRuleWithAHugeYearIsAnErrorNotATrap() throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), times: [time("08:00")], frequency: .daily)
        let json = String(decoding: try JSONEncoder().encode(rule), as: UTF8.self)
        let tampered = json.replacingOccurrences(of: "\"year\":2026", with: "\"year\":\(Int.max)")
        #expect(tampered != json)
        #expect(throws: ScheduleError.dayOutOfRange(field: "start", value: CalendarDay(year: Int.max, month: 1, day: 1))) {
            try JSONDecoder().decode(RecurrenceRule.self, from: Data(tampered.utf8))
        }
    }

    @Test func windowsFarOutsideTheCalendarAreNarrowed() throws {
        let rule = try RecurrenceRule(start: day("9999-12-30"), times: [time("12:00")], frequency: .daily)
        let far = Date(timeIntervalSince1970: 1e300)
        #expect(rule.occurrences(from: Date(timeIntervalSince1970: -1e300), to: far, in: Self.gmt).count == 2)
        #expect(rule.occurrences(from: far, to: far.addingTimeInterval(86_400), in: Self.gmt).isEmpty)
        #expect(rule.occurrences(from: Date(timeIntervalSince1970: .nan), to: far, in: Self.gmt).isEmpty)
    }
}
