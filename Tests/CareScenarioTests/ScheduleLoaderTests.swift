import CareModel
@testable import CareScenario
import Foundation
import Testing

/// Schedule files: every field, and errors at the line and column of the field at fault.
@Suite struct ScheduleLoaderTests {
    @Test func everyFieldIsRead() throws {
        let text = """
            time_zone: Europe/Berlin
            start: 2026-03-02
            end: 2026-06-30
            repeat: weekly
            every: 2
            times: ["20:00", "8:00"]
            weekdays: [mon, Wednesday, FR]
            """
        let file = try ScheduleLoader.parse(text, file: "s.yaml")
        let expected = try RecurrenceRule(
            start: CalendarDay(year: 2026, month: 3, day: 2), end: CalendarDay(year: 2026, month: 6, day: 30),
            times: [ClockTime(hour: 8, minute: 0), ClockTime(hour: 20, minute: 0)], frequency: .weekly, interval: 2,
            weekdays: [.monday, .wednesday, .friday]
        )
        #expect(file.rule == expected)
        #expect(file.timeZone == TimeZone(identifier: "Europe/Berlin"))
    }

    /// A monthly rule in parts and the same rule as an RRULE are one rule.
    @Test func monthlyKeysAndAnRRuleGiveTheSameRule() throws {
        let parts = try ScheduleLoader.parse("""
            start: 2026-01-01
            repeat: monthly
            times: ["17:00"]
            month_weekdays: [mon, tue, wed, thu, fri]
            set_positions: [-1]
            count: 12
            """, file: "s.yaml")
        let rrule = try ScheduleLoader.parse("""
            start: 2026-01-01
            times: ["17:00"]
            rrule: "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=12"
            """, file: "s.yaml")
        #expect(parts.rule == rrule.rule)
        #expect(parts.rule.lastCountedDay() == CalendarDay(year: 2026, month: 12, day: 31))
    }

    @Test(arguments: [
        ("start: 2026-01-01\nrepeat: daily\nevery: 0\ntimes: [\"08:00\"]\n", "s.yaml:3:8: 'every' is 0, expected 1 to 100000"),
        ("start: 2026-01-01\nrepeat: weekly\ntimes: [\"08:00\"]\nweekdays: [mon, funday]\n",
         "s.yaml:4:17: 'weekdays[1]' is funday, expected a weekday such as monday, mon or MO"),
        ("start: 2026-01-01\nend: 2025-12-01\nrepeat: daily\ntimes: [\"08:00\"]\n",
         "s.yaml:2:6: 'end' is 2025-12-01, expected a day on or after the start, 2026-01-01"),
        ("start: 2026-01-01\nrepeat: monthly\ntimes: [\"08:00\"]\nweekdays: [mon]\n",
         "s.yaml:4:11: 'weekdays' is a list of weekdays, expected no weekdays for a monthly schedule (only daily and weekly use them)"),
        ("start: 2026-01-01\nrepeat: daily\ntimes: []\n", "s.yaml:3:8: 'times' is an empty list, expected at least one time of day"),
        ("start: 2026-01-01\nrepeat: daily\ntimes: [\"08:00\"]\ncolour: red\n", "s.yaml:4:1: unknown key 'colour'"),
        ("start: 2026-01-01\nrepeat: weekly\ntimes: [\"08:00\"]\nmonth_days: [31]\n",
         "s.yaml:4:13: 'month_days' is a list of days of the month, expected nothing for a weekly schedule (days, weekdays and positions of the month are for monthly ones)"),
        ("start: 2026-01-01\nrepeat: monthly\ntimes: [\"08:00\"]\nmonth_weekdays: [1mon, 7fri]\n",
         "s.yaml:4:24: 'month_weekdays[1]' is 7fri, expected a weekday such as MO, or the n-th in the month such as 1MO, 2TU or -1FR (1 to 5, -1 to -5)"),
        ("start: 2026-01-01\ntimes: [\"08:00\"]\nrrule: \"FREQ=YEARLY;BYMONTH=3\"\n",
         "s.yaml:3:8: 'rrule' is BYMONTH=3, expected one of BYDAY, BYMONTHDAY, BYSETPOS, COUNT, FREQ, INTERVAL, UNTIL, WKST"),
        ("start: 2026-01-01\ntimes: [\"08:00\"]\nrrule: \"FREQ=DAILY\"\nrepeat: daily\n",
         "s.yaml:4:9: 'repeat' is given with rrule, expected rrule alone, or the rule in parts without rrule"),
    ])
    func impossibleSchedulesAreRejectedWhereTheyAre(text: String, message: String) {
        let error = #expect(throws: ScenarioError.self) { try ScheduleLoader.parse(text, file: "s.yaml") }
        #expect(error?.description == message)
    }

    @Test func aMissingFileSaysSo() {
        let error = #expect(throws: ScenarioError.self) { try ScheduleLoader.load(contentsOf: "/nonexistent/s.yaml") }
        #expect(error?.description == "/nonexistent/s.yaml: cannot read the file: no such file")
    }
}
