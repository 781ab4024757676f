import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``RewardReport`` in one pass over the people of a run.
///
/// Points against continued use: people are cut into tertiles of the points they earned in
/// their first `earlyDays` days of use (equal counts, ties never split), and each
/// tertile's share still using the app in the last `finalDays` days of the period is
/// compared. Points are earned by using the app, so the comparison describes, and does not
/// show that points cause use; `carelab analyze arms` compares randomised arms.
///
/// Redemptions (seed 004, DR6): how many people spend their points, and the share of their
/// chances to redeem that they take, a chance being a day whose balance covers the
/// reward's cost (``RewardReport/Redemption``).
public struct RewardAnalysis: Sendable {
    public var earlyDays: Int
    public var finalDays: Int
    /// The reward's cost that defines a chance to redeem; nil for the smallest redemption
    /// stored, and then no redemption figures when none is.
    public var redemptionCost: Int?

    /// Creates the analysis; both windows must be at least 1 day and a cost at least 1 point.
    public init(earlyDays: Int = 14, finalDays: Int = 30, redemptionCost: Int? = nil) {
        precondition(earlyDays >= 1 && finalDays >= 1, "the windows must be at least 1 day")
        precondition(redemptionCost.map { $0 >= 1 } ?? true, "a reward costs at least 1 point")
        self.earlyDays = earlyDays
        self.finalDays = finalDays
        self.redemptionCost = redemptionCost
    }

    /// Runs the analysis over `database`, read in parts on every core.
    public func run(on database: CareDatabase) throws(AnalysisError) -> RewardReport {
        let start = try tally(of: database)
        let parts = try database.peopleInParts(reading: UsagePass.kinds) { start } _: { part, log in
            part.add(log)
        }
        return report(of: parts.reduce(into: start) { $0.merge($1) })
    }

    /// An empty tally for `database`'s period and the reward's cost (``redemptionCost``, or
    /// the smallest redemption stored).
    func tally(of database: CareDatabase) throws(AnalysisError) -> RewardTally {
        var cost = redemptionCost
        if cost == nil { cost = try Self.smallestRedemption(in: database) }
        return RewardTally(period: try StudyPeriod.of(database), earlyDays: earlyDays, finalDays: finalDays, cost: cost)
    }

    /// The report of a tally of everyone.
    func report(of tally: RewardTally) -> RewardReport {
        let people = tally.people
        let arms = Set(people.map(\.arm)).sorted()
        let groups = ["all"] + (arms.count > 1 ? arms : [])
        return RewardReport(
            distribution: groups.map { group in
                (group, try? DistributionSummary(people.filter { group == "all" || $0.arm == group }.map { Double($0.total) }))
            },
            monthly: groups.flatMap { group in
                (tally.months[group] ?? [:]).map {
                    RewardReport.Month(month: $0.key, group: group, points: $0.value.points, people: $0.value.people)
                }
                .sorted { $0.month < $1.month }
            },
            byActivity: tally.activities.map { ($0.key, $0.value.points, $0.value.people) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) },
            tertiles: Self.tertiles(points: people.map(\.early), continued: people.map(\.continued)),
            earlyDays: earlyDays, finalDays: finalDays,
            redemptions: tally.cost.map { cost in
                groups.compactMap { tally.redemptions[$0]?.redemption(group: $0, cost: cost) }
            } ?? [])
    }

    /// The cost of the cheapest redemption stored, nil when there is none.
    static func smallestRedemption(in database: CareDatabase) throws(AnalysisError) -> Int? {
        var smallest: Int?
        try database.people(reading: [.redemption]) { log in
            for redemption in log.redemptions { smallest = min(smallest ?? redemption.points, redemption.points) }
        }
        return smallest
    }

    /// Three groups of (nearly) equal size by points, ties kept together: a cut that would
    /// split a tie moves past it, so heavy ties can leave fewer than three groups.
    static func tertiles(points: [Int], continued: [Bool]) -> [RewardReport.Tertile] {
        let order = points.indices.sorted { (points[$0], $0) < (points[$1], $1) }
        var tertiles: [RewardReport.Tertile] = []
        var start = 0
        for tertile in 1...3 {
            var end = order.count * tertile / 3
            while end < order.count, end > 0, points[order[end]] == points[order[end - 1]] { end += 1 }
            guard end > start else { continue }
            let members = order[start..<end]
            let kept = members.filter { continued[$0] }.count
            tertiles.append(.init(tertile: tertiles.count + 1, lowestPoints: points[members.first!],
                                  highestPoints: points[members.last!],
                                  continued: try? Proportion.wilson(successes: kept, trials: members.count),
                                  people: members.count))
            start = end
        }
        return tertiles
    }
}
