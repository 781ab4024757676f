import CareModel
import Foundation
import Testing

/// Seed 004 DR6: points redeemed for a gift card never take a balance below zero, lower
/// only their own month, and give each day with an award its balance.
@Suite struct RewardRedemptionTests {
    private let newYork = zone("America/New_York")

    /// A ledger with a survey (50) and a module (50) on 30 March and a survey on 2 April, New York time.
    private func ledger() -> RewardLedger {
        var ledger = RewardLedger(timeZone: newYork)
        ledger.record(RewardEvent(id: "s1", activity: .survey, instant: instant("2026-03-30T09:00:00-04:00")), rule: .version1)
        ledger.record(RewardEvent(id: "m1", activity: .learningModule, instant: instant("2026-03-30T09:20:00-04:00")),
                      rule: .version1)
        ledger.record(RewardEvent(id: "s2", activity: .survey, instant: instant("2026-04-02T09:00:00-04:00")), rule: .version1)
        return ledger
    }

    @Test func seed004DR6RedeemingLowersTheBalanceOfItsMonthOnly() throws {
        var ledger = ledger()
        let redemption = try ledger.redeem(id: "r1", reward: "gift card", points: 60, at: instant("2026-03-30T10:00:00-04:00"))
        #expect(redemption.day == CalendarDay(year: 2026, month: 3, day: 30))
        #expect(ledger.balance(at: instant("2026-03-30T09:59:00-04:00")) == 100)
        #expect(ledger.balance(at: instant("2026-03-30T10:00:00-04:00")) == 40)
        #expect(ledger.balance(at: instant("2026-04-02T10:00:00-04:00")) == 50)
        #expect(ledger.total(in: CalendarMonth(year: 2026, month: 3)) == 100, "a redemption is not an award")
    }

    @Test func seed004DR6ABalanceNeverGoesBelowZero() throws {
        var ledger = ledger()
        try ledger.redeem(id: "r1", reward: "gift card", points: 100, at: instant("2026-03-30T10:00:00-04:00"))
        #expect(ledger.balance(at: instant("2026-03-30T10:00:00-04:00")) == 0)
        #expect(throws: RewardRedemptionError.insufficientBalance(balance: 0, cost: 1)) {
            try ledger.redeem(id: "r2", reward: "gift card", points: 1, at: instant("2026-03-30T11:00:00-04:00"))
        }
        // April's 50 points cannot pay for March's spending or buy a 60-point card.
        #expect(throws: RewardRedemptionError.insufficientBalance(balance: 50, cost: 60)) {
            try ledger.redeem(id: "r3", reward: "gift card", points: 60, at: instant("2026-04-02T10:00:00-04:00"))
        }
        #expect(ledger.redemptions.map(\.id) == ["r1"])
    }

    @Test func seed004DR6ARetriedOrFreeRedemptionIsRefused() throws {
        var ledger = ledger()
        try ledger.redeem(id: "r1", reward: "gift card", points: 10, at: instant("2026-03-30T10:00:00-04:00"))
        #expect(throws: RewardRedemptionError.duplicate(id: "r1")) {
            try ledger.redeem(id: "r1", reward: "gift card", points: 10, at: instant("2026-03-30T10:05:00-04:00"))
        }
        #expect(throws: RewardRedemptionError.invalidCost(0)) {
            try ledger.redeem(id: "r2", reward: "gift card", points: 0, at: instant("2026-03-30T10:05:00-04:00"))
        }
        #expect(ledger.balance(at: instant("2026-03-30T12:00:00-04:00")) == 90)
    }

    /// Each day with an award has the balance after its awards and before its redemptions;
    /// the balance starts again at each month.
    @Test func seed004DR6DayBalancesFollowTheLedgerRule() throws {
        var ledger = ledger()
        ledger.record(RewardEvent(id: "s3", activity: .survey, instant: instant("2026-03-31T09:00:00-04:00")), rule: .version1)
        try ledger.redeem(id: "r1", reward: "gift card", points: 60, at: instant("2026-03-30T10:00:00-04:00"))
        let days = RewardDayBalance.days(entries: ledger.entries, redemptions: ledger.redemptions)
        #expect(days == [
            RewardDayBalance(day: CalendarDay(year: 2026, month: 3, day: 30), balance: 100, redeemed: 60),
            RewardDayBalance(day: CalendarDay(year: 2026, month: 3, day: 31), balance: 90, redeemed: 0),
            RewardDayBalance(day: CalendarDay(year: 2026, month: 4, day: 2), balance: 50, redeemed: 0),
        ])
        // The rule agrees with the ledger's balance at each day's last award.
        #expect(ledger.balance(at: instant("2026-03-31T09:00:00-04:00")) == 90)
    }
}
