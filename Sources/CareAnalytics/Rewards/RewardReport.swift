import CareModel
import CareStats

/// Reward points (seed 004 DR6.FR8.0, seed 003 story 24): how they are distributed, how
/// many are earned each month, and whether people who earn more early keep using the app.
public struct RewardReport: Sendable {
    /// Points per person over the period, for all people then each arm.
    public var distribution: [(group: String, summary: DistributionSummary?)]
    /// Points earned in each calendar month (of the person's local day), all people then each arm.
    public var monthly: [Month]
    /// Points by activity over the period.
    public var byActivity: [(activity: String, points: Int, people: Int)]
    /// Retention by tertile of points earned in the first ``earlyDays`` days of use.
    public var tertiles: [Tertile]
    /// The early window, in days from each person's first day of use.
    public var earlyDays: Int
    /// The final window in which use counts as continued use, in days before the period's end.
    public var finalDays: Int
    /// Points redeemed for a reward, all people then each arm; empty when the run has no
    /// redemption and the analysis was given no cost.
    public var redemptions: [Redemption] = []

    /// One month's points for one group.
    public struct Month: Sendable {
        public var month: CalendarMonth
        public var group: String
        public var points: Int
        /// People who earned points that month.
        public var people: Int
    }

    /// One tertile of early points.
    public struct Tertile: Sendable {
        /// 1 (fewest points) to 3.
        public var tertile: Int
        public var lowestPoints: Int
        public var highestPoints: Int
        /// Share of its people who used the app in the final window.
        public var continued: Proportion?
        public var people: Int
    }

    /// Points spent on a reward (seed 004, DR6) by one group. A chance to redeem is a day
    /// with an award whose balance, after the day's awards and before its redemptions,
    /// covers ``cost`` (``CareModel/RewardDayBalance``).
    public struct Redemption: Sendable {
        public var group: String
        /// The reward's cost in points that defines a chance.
        public var cost: Int
        /// People in the group.
        public var people: Int
        /// People who redeemed at least once.
        public var redeemers: Int
        /// Redemptions, and the points they spent.
        public var redemptions: Int
        public var pointsRedeemed: Int
        /// Chances to redeem, and the people who had at least one.
        public var chanceDays: Int
        public var peopleWithChances: Int
        /// The share of chances taken, clustered by person (a ratio of per-person sums);
        /// nil with fewer than two people with chances.
        public var redeemedShare: RatioEstimate?
        /// Points earned in months that ended within the period, and what was left of them
        /// unspent when the month's reset came.
        public var pointsEarnedInEndedMonths: Int
        public var pointsLeftAtResets: Int
    }
}
