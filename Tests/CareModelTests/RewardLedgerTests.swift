import CareModel
import Foundation
import Testing

/// Worked examples of the ledger's rules (seed 004 DR6.FR8.0).
@Suite struct RewardLedgerTests {
    private let newYork = zone("America/New_York")

    private func logIn(_ id: String, _ at: String) -> RewardEvent {
        RewardEvent(id: id, activity: .dailyLogIn, instant: instant(at))
    }

    @Test func sameEventRecordedTwiceEarnsOnce() {
        var ledger = RewardLedger(timeZone: newYork)
        let survey = RewardEvent(id: "survey-7", activity: .survey, instant: instant("2026-03-10T15:00:00Z"))
        #expect(ledger.record(survey, rule: .version1).pointsAdded == 50)
        #expect(ledger.record(survey, rule: .version1) == .duplicate(eventID: "survey-7"))
        #expect(ledger.entries.count == 1)
        #expect(ledger.balance(at: instant("2026-03-10T16:00:00Z")) == 50)
    }

    @Test func dailyLogInEarnsOncePerLocalDay() {
        // 10 March 2026 in New York (EDT): 08:00 and 22:30 local are the same day; 00:30 on
        // 11 March local is the next. In UTC the second log-in (02:30Z on 11 March) would
        // fall on another day, so a UTC ledger would award it.
        var ledger = RewardLedger(timeZone: newYork)
        #expect(ledger.record(logIn("a", "2026-03-10T08:00:00-04:00"), rule: .version1).pointsAdded == 10)
        #expect(ledger.record(logIn("b", "2026-03-10T22:30:00-04:00"), rule: .version1)
            == .alreadyEarnedToday(CalendarDay(year: 2026, month: 3, day: 10)))
        #expect(ledger.record(logIn("c", "2026-03-11T00:30:00-04:00"), rule: .version1).pointsAdded == 10)
        #expect(ledger.balance(at: instant("2026-03-11T12:00:00Z")) == 20)
    }

    @Test func dailyLogInOnTheSpringForwardDayCountsOneDay() {
        // 8 March 2026: New York skips 02:00-03:00. 00:30 EST (05:30Z) and 23:30 EDT
        // (03:30Z on 9 March) are the same 23-hour local day.
        var ledger = RewardLedger(timeZone: newYork)
        ledger.record(logIn("a", "2026-03-08T00:30:00-05:00"), rule: .version1)
        let second = ledger.record(logIn("b", "2026-03-08T23:30:00-04:00"), rule: .version1)
        #expect(second == .alreadyEarnedToday(CalendarDay(year: 2026, month: 3, day: 8)))
    }

    @Test func pointsResetAtTheStartOfTheMonthInTheUsersTimeZone() {
        // 31 March 2026 23:30 in New York is 03:30Z on 1 April: it belongs to March for this
        // user. At 00:10 local on 1 April the balance has reset to 0; March's total stays 80.
        var ledger = RewardLedger(timeZone: newYork)
        ledger.record(RewardEvent(id: "v", activity: .video, instant: instant("2026-03-02T12:00:00-05:00")), rule: .version1)
        ledger.record(logIn("l", "2026-03-31T23:30:00-04:00"), rule: .version1)
        ledger.record(RewardEvent(id: "w", activity: .survey, instant: instant("2026-03-31T23:40:00-04:00")), rule: .version1)
        #expect(ledger.balance(at: instant("2026-03-31T23:59:00-04:00")) == 80)
        #expect(ledger.balance(at: instant("2026-04-01T00:10:00-04:00")) == 0)
        #expect(ledger.total(in: CalendarMonth(year: 2026, month: 3)) == 80)
        #expect(ledger.monthlyTotals == [CalendarMonth(year: 2026, month: 3): 80])
    }

    @Test func balanceCountsOnlyEventsUpToTheInstant() {
        var ledger = RewardLedger(timeZone: newYork)
        ledger.record(RewardEvent(id: "late", activity: .learningModule, instant: instant("2026-03-20T12:00:00Z")), rule: .version1)
        ledger.record(RewardEvent(id: "early", activity: .video, instant: instant("2026-03-05T12:00:00Z")), rule: .version1)
        #expect(ledger.balance(at: instant("2026-03-10T00:00:00Z")) == 20)
        #expect(ledger.balance(at: instant("2026-03-20T12:00:00Z")) == 70)
    }

    @Test func entriesKeepTheRuleVersionTheyWereEarnedUnder() {
        var ledger = RewardLedger(timeZone: newYork)
        let doubled = RewardRule(version: 2, points: [.video: 40])
        ledger.record(RewardEvent(id: "x", activity: .video, instant: instant("2026-03-05T12:00:00Z")), rule: .version1)
        ledger.record(RewardEvent(id: "y", activity: .video, instant: instant("2026-03-06T12:00:00Z")), rule: doubled)
        #expect(ledger.entries.map(\.ruleVersion) == [1, 2])
        #expect(ledger.entries.map(\.points) == [20, 40])
    }
}
