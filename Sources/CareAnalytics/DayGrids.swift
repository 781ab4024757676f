import CareModel
import Foundation

/// Day grids and scoring windows of the study period, one per time zone, made on first use:
/// `Calendar` is consulted once per zone, not once per person and day.
struct DayGrids {
    let period: StudyPeriod
    private var grids: [String: DayGrid] = [:]
    private var windows: [String: [Range<Date>]] = [:]

    init(period: StudyPeriod) { self.period = period }

    mutating func grid(for zone: TimeZone) -> DayGrid {
        if let grid = grids[zone.identifier] { return grid }
        let grid = DayGrid(timeZone: zone, first: period.first, dayCount: period.dayCount)
        grids[zone.identifier] = grid
        return grid
    }

    /// The scoring windows of every day of the period in `zone` under `rule`
    /// (``DailyScorer/windows(from:through:)``); one rule per set of grids.
    mutating func scoreWindows(for zone: TimeZone, rule: ScoringRule) -> [Range<Date>] {
        if let cached = windows[zone.identifier] { return cached }
        let made = DailyScorer(rule: rule, timeZone: zone).windows(from: period.first, through: period.last)
        windows[zone.identifier] = made
        return made
    }
}
