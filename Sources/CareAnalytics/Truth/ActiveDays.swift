import CareModel
import CareStats
import CareStore
import Foundation

/// Each arm's people's days with a log-in, period by period of the study: the observed
/// engagement curve that `analyze truth` sets against the one the scenario implies.
///
/// A person's share of a period's days with a log-in, over all the study's days (after a
/// dropout too: a person who left uses the app on none), pooled over the arm's people as
/// days with a log-in over days (``RatioEstimate``, with person-level variance).
struct ActiveDays {
    /// Per period, per person of the arm: the days with a log-in, and the period's days.
    var periods: [[(active: Double, days: Double)]]

    /// Per period, the pooled share with its interval; nil for fewer than two people.
    var shares: [RatioEstimate?] {
        periods.map { try? RatioEstimate($0.map { ($0.active, $0.days) }) }
    }

    /// The counts of every arm over the `days` of the study, in periods of `periodDays`.
    static func read(days: Int, periodDays: Int, database: CareDatabase) throws(AnalysisError) -> [String: ActiveDays] {
        let periodCount = (days + periodDays - 1) / periodDays
        var grids = DayGrids(period: try StudyPeriod.of(database))
        var arms: [String: ActiveDays] = [:]
        try database.people(reading: [.usage]) { log in
            let grid = grids.grid(for: log)
            var active = Set<Int>()
            for event in log.usageEvents where event.kind == .login {
                if let day = grid.dayIndex(of: event.timestamp), day < days { active.insert(day) }
            }
            var counts = arms[log.arm ?? "", default: ActiveDays(periods: Array(repeating: [], count: periodCount))]
            for p in 0..<periodCount {
                let range = (p * periodDays)..<min(days, (p + 1) * periodDays)
                counts.periods[p].append((Double(active.filter(range.contains).count), Double(range.count)))
            }
            arms[log.arm ?? ""] = counts
        }
        return arms
    }
}
