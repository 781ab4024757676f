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

    /// Runs the analysis over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> RewardReport {
        let period = try StudyPeriod.of(database)
        var grids = DayGrids(period: period)
        var people: [(arm: String, total: Int, early: Int, continued: Bool)] = []
        var months: [String: [CalendarMonth: (points: Int, people: Int)]] = [:]
        var activities: [String: (points: Int, people: Int)] = [:]
        var cost = redemptionCost
        if cost == nil { cost = try Self.smallestRedemption(in: database) }
        var redemptions: [String: RedemptionTally] = [:]
        let lastMonth = CalendarMonth(period.last)
        try database.people(reading: Set(EventKind.allCases).subtracting([.measurement, .symptom, .factor])) { log in
            let grid = grids.grid(for: log)
            let activity = PersonActivity(log: log, grid: grid)
            guard let first = activity.firstDay else { return }
            let arm = log.arm ?? ""
            var total = 0, early = 0
            var mine: [CalendarMonth: Int] = [:], byActivity: [String: Int] = [:]
            for entry in log.rewards {
                total += entry.points
                if let day = grid.dayIndex(of: entry.instant), day < first + earlyDays { early += entry.points }
                mine[CalendarMonth(entry.day), default: 0] += entry.points
                byActivity[entry.activity.rawValue, default: 0] += entry.points
            }
            for group in Set(["all", arm]) {
                for (month, points) in mine {
                    let sum = months[group, default: [:]][month, default: (0, 0)]
                    months[group, default: [:]][month] = (sum.points + points, sum.people + 1)
                }
            }
            for (name, points) in byActivity {
                let sum = activities[name, default: (0, 0)]
                activities[name] = (sum.points + points, sum.people + 1)
            }
            if let cost {
                for group in Set(["all", arm]) { redemptions[group, default: RedemptionTally()].add(log, cost: cost, lastMonth: lastMonth) }
            }
            let continued = activity.used.suffix(finalDays).contains(true)
            people.append((arm, total, early, continued))
        }

        let arms = Set(people.map(\.arm)).sorted()
        let groups = ["all"] + (arms.count > 1 ? arms : [])
        return RewardReport(
            distribution: groups.map { group in
                (group, try? DistributionSummary(people.filter { group == "all" || $0.arm == group }.map { Double($0.total) }))
            },
            monthly: groups.flatMap { group in
                (months[group] ?? [:]).map { RewardReport.Month(month: $0.key, group: group, points: $0.value.points, people: $0.value.people) }
                    .sorted { $0.month < $1.month }
            },
            byActivity: activities.map { ($0.key, $0.value.points, $0.value.people) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) },
            tertiles: Self.tertiles(points: people.map(\.early), continued: people.map(\.continued)),
            earlyDays: earlyDays, finalDays: finalDays,
            redemptions: cost.map { cost in groups.compactMap { redemptions[$0]?.redemption(group: $0, cost: cost) } } ?? [])
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
