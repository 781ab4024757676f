import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR6: redemptions of reward points counted on data written by hand.
@Suite struct RedemptionAnalysisTests {
    static func survey(_ person: Int, _ day: Int) -> RewardLedgerEntry {
        let at = HandBuiltRun.at(day, hour: 9)
        return RewardLedgerEntry(eventID: "survey-\(person)-\(day)", activity: .survey, instant: at,
                                 day: CalendarDay(containing: at, in: HandBuiltRun.zone), points: 50, ruleVersion: 1)
    }

    static func redemption(_ day: Int) -> RewardRedemption {
        let at = HandBuiltRun.at(day, hour: 10)
        return RewardRedemption(id: "r-\(day)", reward: "gift card", points: 100, instant: at,
                                day: CalendarDay(containing: at, in: HandBuiltRun.zone))
    }

    /// Forty days from Monday 2 March 2026 (to 10 April), London, a 50-point survey a day:
    /// - person 1 on days 0-3 (2-5 March), redeeming 100 on day 1: balances 50, 100
    ///   (a chance, taken), 50, 100 (a chance, missed);
    /// - person 2 on days 0-1 and 30-31 (1-2 April), redeeming 100 on day 31: balances 50,
    ///   100 (a chance, missed), then 50 after April's reset and 100 (a chance, taken);
    /// - person 3 only logs in.
    static func run() throws -> HandBuiltRun {
        var one = HandBuiltRun.person(1, loginDays: [0, 1, 2, 3])
        one.rewards = (0...3).map { survey(1, $0) }
        one.redemptions = [redemption(1)]
        var two = HandBuiltRun.person(2, loginDays: [0, 1, 30, 31])
        two.rewards = [0, 1, 30, 31].map { survey(2, $0) }
        two.redemptions = [redemption(31)]
        return try HandBuiltRun(days: 40, people: [one, two, HandBuiltRun.person(3, loginDays: [0])])
    }

    /// Counted by hand: 2 of 4 chances taken (1 of 2 each, so the clustered interval has no
    /// width); March's 300 points earned left 200 unspent at April's reset (April has not
    /// ended).
    @Test func seed004DR6RedemptionsAreCountedFromTheStoredLedgers() throws {
        let report = try RewardAnalysis().run(on: try Self.run().database)
        let all = try #require(report.redemptions.first)
        #expect(report.redemptions.map(\.group) == ["all"])
        #expect(all.cost == 100 && all.people == 3 && all.redeemers == 2)
        #expect(all.redemptions == 2 && all.pointsRedeemed == 200)
        #expect(all.chanceDays == 4 && all.peopleWithChances == 2)
        #expect(all.redeemedShare?.estimate == 0.5)
        #expect(all.redeemedShare.map { abs($0.interval.upper - $0.interval.lower) < 1e-12 } == true)
        #expect(all.pointsEarnedInEndedMonths == 300 && all.pointsLeftAtResets == 200)
    }

    /// A dearer reward makes fewer chances: at 150 points none of these balances is one.
    @Test func seed004DR6TheCostDecidesWhatIsAChance() throws {
        let report = try RewardAnalysis(redemptionCost: 150).run(on: try Self.run().database)
        let all = try #require(report.redemptions.first)
        #expect(all.cost == 150 && all.chanceDays == 0 && all.redeemedShare == nil)
    }

    @Test func seed004DR6ARunWithoutRedemptionsHasNoRedemptionFigures() throws {
        var one = HandBuiltRun.person(1, loginDays: [0])
        one.rewards = [Self.survey(1, 0)]
        let report = try RewardAnalysis().run(on: try HandBuiltRun(days: 7, people: [one]).database)
        #expect(report.redemptions.isEmpty)
    }
}
