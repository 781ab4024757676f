import CareModel
import CareStore

/// What ``RewardAnalysis`` keeps of the people it has seen: each person's points (in person
/// order), points by month and group, by activity, and the redemption sums by group. A pass
/// over parts of a run fills one tally per part; merged in person order they equal the tally
/// of one pass over everyone.
struct RewardTally {
    struct Person { var arm: String, total: Int, early: Int, continued: Bool }

    private var grids: DayGrids
    let earlyDays: Int, finalDays: Int
    /// The reward's cost that defines a chance to redeem; nil for no redemption figures.
    let cost: Int?
    let lastMonth: CalendarMonth
    /// One entry per person who used the app, in person order.
    var people: [Person] = []
    var months: [String: [CalendarMonth: (points: Int, people: Int)]] = [:]
    var activities: [String: (points: Int, people: Int)] = [:]
    var redemptions: [String: RedemptionTally] = [:]

    init(period: StudyPeriod, earlyDays: Int, finalDays: Int, cost: Int?) {
        grids = DayGrids(period: period)
        self.earlyDays = earlyDays
        self.finalDays = finalDays
        self.cost = cost
        lastMonth = CalendarMonth(period.last)
    }

    mutating func add(_ log: PersonRecord) {
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
        people.append(Person(arm: arm, total: total, early: early, continued: activity.used.suffix(finalDays).contains(true)))
    }

    /// Adds the tally of the people who come next in person order.
    mutating func merge(_ other: RewardTally) {
        people += other.people
        for (group, byMonth) in other.months {
            months[group, default: [:]].merge(byMonth) { ($0.points + $1.points, $0.people + $1.people) }
        }
        activities.merge(other.activities) { ($0.points + $1.points, $0.people + $1.people) }
        for (group, sums) in other.redemptions { redemptions[group, default: RedemptionTally()].merge(sums) }
    }
}
