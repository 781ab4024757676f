import CareModel
import Foundation
import Testing

/// Hand-worked recurrence examples (seed 000 Req 15-16): each expectation is written out
/// from a wall calendar.
@Suite struct RecurrenceRuleTests {
    let utc = zone("UTC")

    private func days(_ rule: RecurrenceRule, from: String, through: String) -> [String] {
        rule.occurrences(from: local("\(from) 00:00", in: utc), to: local("\(through) 23:59", in: utc), in: utc)
            .map { CalendarDay(containing: $0, in: utc).description }
    }

    /// The seed's choices (Req 15), each starting on Thursday 2026-01-01 at 09:00, over
    /// January 2026 (Thursdays: 1, 8, 15, 22, 29).
    @Test(arguments: [
        (Frequency.daily, 1, 31, ["2026-01-01", "2026-01-02", "2026-01-31"]),
        (.daily, 2, 16, ["2026-01-01", "2026-01-03", "2026-01-31"]),
        (.daily, 3, 11, ["2026-01-01", "2026-01-04", "2026-01-31"]),
        (.weekly, 1, 5, ["2026-01-01", "2026-01-08", "2026-01-29"]),
        (.weekly, 2, 3, ["2026-01-01", "2026-01-15", "2026-01-29"]),
        (.weekly, 3, 2, ["2026-01-01", "2026-01-22", "2026-01-22"]),
        (.monthly, 1, 1, ["2026-01-01", "2026-01-01", "2026-01-01"]),
    ])
    func seedFrequenciesOccurOnTheRightDays(frequency: Frequency, every: Int, count: Int, firstSecondLast: [String]) throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), times: [time("09:00")], frequency: frequency, interval: every)
        let found = days(rule, from: "2026-01-01", through: "2026-01-31")
        #expect(found.count == count)
        #expect([found.first, found.dropFirst().first ?? found.first, found.last] == firstSecondLast.map(Optional.some))
    }

    @Test func severalTimesADayAreAllOccurrencesInClockOrder() throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), times: [time("20:00"), time("08:00"), time("08:00")], frequency: .daily)
        let found = rule.occurrences(from: local("2026-01-01 00:00", in: utc), to: local("2026-01-03 00:00", in: utc), in: utc)
        #expect(rule.times == [time("08:00"), time("20:00")])
        #expect(found == ["2026-01-01 08:00", "2026-01-01 20:00", "2026-01-02 08:00", "2026-01-02 20:00"].map { local($0, in: utc) })
    }

    /// Mondays and Wednesdays of January 2026: 5, 7, 12, 14, 19, 21, 26, 28; the start
    /// day (Thursday 1st) is not a chosen weekday, so it is no occurrence.
    @Test func chosenWeekdaysOfAWeeklyRule() throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), times: [time("07:00")], frequency: .weekly, weekdays: [.monday, .wednesday])
        #expect(days(rule, from: "2026-01-01", through: "2026-01-31")
            == ["2026-01-05", "2026-01-07", "2026-01-12", "2026-01-14", "2026-01-19", "2026-01-21", "2026-01-26", "2026-01-28"])
    }

    /// Every other week on Mondays and Fridays from Thursday 1 January: the week of the
    /// 1st (Friday 2nd), skip the week of the 5th, the week of the 12th (12, 16), skip,
    /// the week of the 26th (26, 30).
    @Test func everyOtherWeekCountsWeeksFromTheWeekOfTheStart() throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), times: [time("07:00")], frequency: .weekly, interval: 2, weekdays: [.monday, .friday])
        #expect(days(rule, from: "2026-01-01", through: "2026-01-31") == ["2026-01-02", "2026-01-12", "2026-01-16", "2026-01-26", "2026-01-30"])
    }

    /// A daily rule restricted to weekends: every 3 days from Thursday 1 January gives
    /// 1 Thu, 4 Sun, 7 Wed, 10 Sat, 13 Tue, 16 Fri, 19 Mon, 22 Thu, 25 Sun, 28 Wed, 31 Sat;
    /// the weekend days among them are 4, 10, 25 and 31.
    @Test func weekdaysRestrictADailyRule() throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), times: [time("10:00")], frequency: .daily, interval: 3, weekdays: [.saturday, .sunday])
        #expect(days(rule, from: "2026-01-01", through: "2026-01-31") == ["2026-01-04", "2026-01-10", "2026-01-25", "2026-01-31"])
    }

    /// Monthly on the 31st (RFC 5545): months without a 31st are skipped, never moved.
    @Test func theThirtyFirstIsSkippedInShorterMonths() throws {
        let rule = try RecurrenceRule(start: day("2026-01-31"), times: [time("08:00")], frequency: .monthly)
        #expect(days(rule, from: "2026-01-01", through: "2026-12-31")
            == ["2026-01-31", "2026-03-31", "2026-05-31", "2026-07-31", "2026-08-31", "2026-10-31", "2026-12-31"])
    }

    @Test func theTwentyNinthOfFebruaryOccursInLeapYearsOnly() throws {
        let yearly = try RecurrenceRule(start: day("2024-02-29"), times: [time("12:00")], frequency: .yearly)
        #expect(days(yearly, from: "2024-01-01", through: "2033-12-31") == ["2024-02-29", "2028-02-29", "2032-02-29"])
        let monthly = try RecurrenceRule(start: day("2027-01-29"), times: [time("12:00")], frequency: .monthly)
        #expect(days(monthly, from: "2027-02-01", through: "2028-03-01") .filter { $0.contains("-02-") } == ["2028-02-29"])
    }

    @Test func theEndDayIsTheLastPossibleDay() throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), end: day("2026-01-03"), times: [time("23:30")], frequency: .daily)
        #expect(days(rule, from: "2026-01-01", through: "2026-01-31") == ["2026-01-01", "2026-01-02", "2026-01-03"])
    }

    @Test func aOneOffItemOccursOnceAtEachTime() throws {
        let rule = try RecurrenceRule.once(on: day("2026-05-04"), at: [time("09:00"), time("15:00")])
        let found = rule.occurrences(from: local("2026-01-01 00:00", in: utc), to: local("2027-01-01 00:00", in: utc), in: utc)
        #expect(found == [local("2026-05-04 09:00", in: utc), local("2026-05-04 15:00", in: utc)])
    }

    @Test func theWindowIsHalfOpen() throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), times: [time("08:00")], frequency: .daily)
        let found = rule.occurrences(from: local("2026-01-02 08:00", in: utc), to: local("2026-01-04 08:00", in: utc), in: utc)
        #expect(found == [local("2026-01-02 08:00", in: utc), local("2026-01-03 08:00", in: utc)])
    }
}
