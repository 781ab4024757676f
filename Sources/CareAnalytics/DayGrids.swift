import CareModel
import Foundation

/// Day grids and scoring windows of the study period, one per time zone, made on first use:
/// `Calendar` is consulted once per zone, not once per person and day. A person's grid and
/// windows follow their zone timeline (``ZoneTimeline``), built from the zones' own.
struct DayGrids {
    let period: StudyPeriod
    private var grids = DayGridCache()
    private var windows: [String: [Range<Date>]] = [:]

    init(period: StudyPeriod) { self.period = period }

    /// The local days of the period for the person of `log`.
    mutating func grid(for log: PersonRecord) -> PersonDayGrid {
        if log.zoneChanges.isEmpty { return PersonDayGrid(grid(for: log.timeZone)) }
        return PersonDayGrid(timeline: log.timeline) { grid(for: $0) }
    }

    /// The scoring windows of every day of the period for the person of `log` under `rule`
    /// (``DailyScorer/windows(from:through:)``); one rule per set of grids.
    mutating func scoreWindows(for log: PersonRecord, rule: ScoringRule) -> ScoringWindows {
        ScoringWindows(timeline: log.timeline) { zoneWindows(for: $0, rule: rule) }
    }

    private mutating func grid(for zone: TimeZone) -> DayGrid {
        grids.grid(for: zone) { DayGrid(timeZone: zone, first: period.first, dayCount: period.dayCount) }
    }

    private mutating func zoneWindows(for zone: TimeZone, rule: ScoringRule) -> [Range<Date>] {
        if let cached = windows[zone.identifier] { return cached }
        let made = DailyScorer(rule: rule, timeZone: zone).windows(from: period.first, through: period.last, in: zone)
        windows[zone.identifier] = made
        return made
    }
}
