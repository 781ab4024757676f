/// A day on which a person earned points, and what they could spend that day (seed 004,
/// DR6): the balance after the day's last award and before the day's redemptions, which is
/// when the simulator offers a redemption and what the rewards analysis counts as a chance
/// to redeem.
public struct RewardDayBalance: Hashable, Sendable {
    /// The person's calendar day.
    public var day: CalendarDay
    /// Points earned in the day's month up to the end of the day, less the points redeemed
    /// in that month on earlier days.
    public var balance: Int
    /// Points redeemed on the day.
    public var redeemed: Int

    /// Creates a day's balance.
    public init(day: CalendarDay, balance: Int, redeemed: Int) {
        self.day = day
        self.balance = balance
        self.redeemed = redeemed
    }

    /// The balance of every day with an award, in day order, from a ledger's `entries` and
    /// `redemptions` (any order). Balances reset at the start of each month, as in
    /// ``RewardLedger/balance(at:)``; a redemption on a day without an award is counted in
    /// its month but gives no day of its own.
    public static func days(entries: [RewardLedgerEntry], redemptions: [RewardRedemption]) -> [RewardDayBalance] {
        var earned: [CalendarDay: Int] = [:], spent: [CalendarDay: Int] = [:]
        for entry in entries { earned[entry.day, default: 0] += entry.points }
        for redemption in redemptions { spent[redemption.day, default: 0] += redemption.points }
        var days: [RewardDayBalance] = []
        var month: CalendarMonth?, balance = 0
        for day in Set(earned.keys).union(spent.keys).sorted() {
            if CalendarMonth(day) != month {
                month = CalendarMonth(day)
                balance = 0
            }
            balance += earned[day] ?? 0
            let redeemed = spent[day] ?? 0
            if earned[day] != nil { days.append(RewardDayBalance(day: day, balance: balance, redeemed: redeemed)) }
            balance -= redeemed
        }
        return days
    }
}
