import CareModel
import CareStats

/// The running sums behind ``RewardReport/Redemption`` for one group of people: each
/// person's chances to redeem (days with an award whose balance covered the cost) and
/// redemptions on them, and the points that were earned and left unspent when a month ended.
struct RedemptionTally {
    private(set) var people = 0
    private(set) var redeemers = 0
    private(set) var redemptions = 0
    private(set) var pointsRedeemed = 0
    private(set) var pointsEarnedInEndedMonths = 0
    private(set) var pointsLeftAtResets = 0
    /// Per person who had a chance: (days redeemed on, chance days).
    private(set) var chances: [(y: Double, x: Double)] = []

    /// Adds one person's ledger; months before `lastMonth` have ended (their reset came).
    mutating func add(_ record: PersonRecord, cost: Int, lastMonth: CalendarMonth) {
        people += 1
        if !record.redemptions.isEmpty { redeemers += 1 }
        redemptions += record.redemptions.count
        pointsRedeemed += record.redemptions.reduce(0) { $0 + $1.points }
        let days = RewardDayBalance.days(entries: record.rewards, redemptions: record.redemptions)
        let chanceDays = days.filter { $0.balance >= cost }
        if !chanceDays.isEmpty {
            chances.append((y: Double(chanceDays.filter { $0.redeemed > 0 }.count), x: Double(chanceDays.count)))
        }
        var earned: [CalendarMonth: Int] = [:], spent: [CalendarMonth: Int] = [:]
        for entry in record.rewards { earned[CalendarMonth(entry.day), default: 0] += entry.points }
        for redemption in record.redemptions { spent[CalendarMonth(redemption.day), default: 0] += redemption.points }
        for (month, points) in earned where month < lastMonth {
            pointsEarnedInEndedMonths += points
            pointsLeftAtResets += points - (spent[month] ?? 0)
        }
    }

    /// Adds the sums of the people who come next in person order.
    mutating func merge(_ other: RedemptionTally) {
        people += other.people
        redeemers += other.redeemers
        redemptions += other.redemptions
        pointsRedeemed += other.pointsRedeemed
        pointsEarnedInEndedMonths += other.pointsEarnedInEndedMonths
        pointsLeftAtResets += other.pointsLeftAtResets
        chances += other.chances
    }

    /// The group's figures.
    func redemption(group: String, cost: Int) -> RewardReport.Redemption {
        RewardReport.Redemption(
            group: group, cost: cost, people: people, redeemers: redeemers, redemptions: redemptions,
            pointsRedeemed: pointsRedeemed, chanceDays: Int(chances.reduce(0) { $0 + $1.x }),
            peopleWithChances: chances.count, redeemedShare: try? RatioEstimate(chances),
            pointsEarnedInEndedMonths: pointsEarnedInEndedMonths, pointsLeftAtResets: pointsLeftAtResets)
    }
}
