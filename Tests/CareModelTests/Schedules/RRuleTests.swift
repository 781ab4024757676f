import CareModel
import Foundation
import Testing

/// RFC 5545 RRULE strings read, written and expanded: days and weekdays of the month, set
/// positions, COUNT and UNTIL against python-dateutil, a lossless round trip, and a clear
/// error for every part CareLab does not take.
@Suite struct RRuleTests {
    @Test func fixturesLoad() {
        #expect(RRuleFixture.all.count == 240)
        #expect(RRuleFixture.all.contains { $0.rrule.contains("BYSETPOS") && !$0.occurrences.isEmpty })
    }

    @Test(arguments: RRuleFixture.all)
    func occurrencesMatchDateutil(_ fixture: RRuleFixture) throws {
        let rule = try fixture.rule()
        let zone = try #require(TimeZone(identifier: fixture.timeZone))
        #expect(rule.occurrences(from: instant(fixture.from), to: instant(fixture.to), in: zone) == fixture.occurrences.map(instant))
    }

    /// Every rule of both fixture files reads back from its own RRULE as the same rule (a
    /// one-off item comes back as a daily rule of one day, with the same occurrences).
    @Test func writingThenReadingGivesTheSameRule() throws {
        let rules = try RRuleFixture.all.map { try $0.rule() } + RecurrenceFixture.all.map { try $0.rule() }
        for rule in rules {
            let again = try RecurrenceRule(rrule: rule.rrule, start: rule.start, times: rule.times)
            if rule.frequency == .once {
                #expect(again.frequency == .daily && again.count == 1)
            } else {
                #expect(again == rule, "\(rule.rrule)")
            }
        }
    }

    static let start = CalendarDay(year: 2026, month: 1, day: 31)
    static let eight = [ClockTime(hour: 8, minute: 0)]

    /// "Monthly on the 31st" from any start day, and the last day of every month.
    @Test func monthlyOnThe31stSkipsShortMonthsAndMinusOneIsTheLastDay() throws {
        let start = CalendarDay(year: 2026, month: 1, day: 5)
        let zone = TimeZone(identifier: "UTC")!
        let days = { (rule: RecurrenceRule) in
            rule.occurrences(from: instant("2026-01-01T00:00:00Z"), to: instant("2026-07-01T00:00:00Z"), in: zone)
                .map { CalendarDay(containing: $0, in: zone).description }
        }
        let thirtyFirst = try RecurrenceRule(start: start, times: Self.eight, frequency: .monthly, monthDays: [31])
        #expect(days(thirtyFirst) == ["2026-01-31", "2026-03-31", "2026-05-31"])
        let last = try RecurrenceRule(start: start, times: Self.eight, frequency: .monthly, monthDays: [-1])
        #expect(days(last) == ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"])
        let firstMonday = try RecurrenceRule(rrule: "RRULE:FREQ=MONTHLY;BYDAY=1MO;COUNT=3", start: start, times: Self.eight)
        #expect(days(firstMonday) == ["2026-01-05", "2026-02-02", "2026-03-02"])
    }

    @Test(arguments: [
        ("FREQ=HOURLY", "FREQ=HOURLY"), ("FREQ=MONTHLY;BYMONTH=3", "BYMONTH=3"), ("FREQ=DAILY;BYHOUR=8", "BYHOUR=8"),
        ("FREQ=WEEKLY;WKST=SU", "WKST=SU"), ("FREQ=DAILY;COUNT=3;UNTIL=20260301", "FREQ=DAILY;COUNT=3;UNTIL=20260301"),
        ("FREQ=WEEKLY;BYDAY=1MO", "BYDAY=1MO"), ("FREQ=DAILY;INTERVAL=two", "INTERVAL=TWO"), ("INTERVAL=2", "INTERVAL=2"),
        ("FREQ=DAILY;UNTIL=2026-03-01", "UNTIL=2026-03-01"), ("FREQ=DAILY;FREQ=WEEKLY", "FREQ=WEEKLY"),
    ])
    func unsupportedOrMalformedPartsAreNamed(text: String, part: String) {
        #expect {
            _ = try RecurrenceRule(rrule: text, start: Self.start, times: Self.eight)
        } throws: { error in
            guard case .unsupportedRRule(let field, let value, _) = error as? ScheduleError else { return false }
            return field == "rrule" && value == part
        }
    }

    @Test func optionsOfTheWrongFrequencyOrRangeAreRefused() {
        #expect(throws: ScheduleError.monthOptionNotAllowed(field: "month_days", frequency: .weekly)) {
            try RecurrenceRule(start: Self.start, times: Self.eight, frequency: .weekly, monthDays: [1])
        }
        #expect(throws: ScheduleError.invalidMonthDay(field: "month_days", value: 32)) {
            try RecurrenceRule(start: Self.start, times: Self.eight, frequency: .monthly, monthDays: [32])
        }
        #expect(throws: ScheduleError.setPositionsWithoutDays(field: "set_positions")) {
            try RecurrenceRule(start: Self.start, times: Self.eight, frequency: .monthly, setPositions: [-1])
        }
        #expect(throws: ScheduleError.invalidCount(field: "count", value: 0)) {
            try RecurrenceRule(start: Self.start, times: Self.eight, frequency: .daily, count: 0)
        }
        // A count with an end could not be written as an RRULE: COUNT and UNTIL never go together.
        #expect(throws: ScheduleError.invalidCount(field: "count", value: 3)) {
            try RecurrenceRule(start: Self.start, end: Self.start.adding(days: 9), times: Self.eight, frequency: .daily, count: 3)
        }
        #expect(throws: ScheduleError.invalidOrdinal(field: "month_weekdays", value: "6MO")) {
            try MonthWeekday(parsing: "6MO")
        }
    }

    /// UNTIL with a time ends the rule with that day when every time is at or before it, the
    /// day before when every time is after it, and is refused in between.
    @Test func untilWithATimeOfDay() throws {
        let times = [ClockTime(hour: 8, minute: 0), ClockTime(hour: 20, minute: 0)]
        let late = try RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=20260305T210000Z", start: Self.start, times: times)
        #expect(late.end == CalendarDay(year: 2026, month: 3, day: 5))
        let early = try RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=20260305T070000", start: Self.start, times: times)
        #expect(early.end == CalendarDay(year: 2026, month: 3, day: 4))
        #expect(throws: ScheduleError.self) {
            try RecurrenceRule(rrule: "FREQ=DAILY;UNTIL=20260305T120000", start: Self.start, times: times)
        }
    }

    /// The largest count ends far out without trapping or looping; a count the calendar
    /// cannot reach before year 9999 is no limit.
    @Test func theLargestCountIsFound() throws {
        let daily = try RecurrenceRule(start: Self.start, times: Self.eight, frequency: .daily, count: RecurrenceRule.maximumCount)
        #expect(daily.lastCountedDay() == Self.start.adding(days: RecurrenceRule.maximumCount - 1))
        let monthly = try RecurrenceRule(start: Self.start, times: Self.eight, frequency: .monthly, monthDays: [31],
                                         count: RecurrenceRule.maximumCount)
        #expect(monthly.lastCountedDay() == nil)
    }
}
