import Foundation

/// The local days of a period for one person, following their ``ZoneTimeline``: the
/// ``DayGrid`` of each zone they are in, used over the instants that zone is in effect, so
/// that `dayIndex(of:)` is the timeline's ``ZoneTimeline/localDay(of:)`` counted from
/// `first`, at the speed of a grid.
public struct PersonDayGrid: Sendable {
    /// Day 0.
    public let first: CalendarDay
    /// The number of days.
    public let dayCount: Int
    /// The timeline's spans, each with its zone's grid of the period.
    private let parts: [(instants: Range<Date>, grid: DayGrid)]

    /// The grid of `timeline` over the period that `grid(zone)` lays out for each zone (the
    /// same first day and day count for every zone), so that callers can share one grid
    /// per zone among many people.
    public init(timeline: ZoneTimeline, grid: (TimeZone) -> DayGrid) {
        parts = timeline.spans.map { ($0.instants, grid($0.timeZone)) }
        first = parts[0].grid.first
        dayCount = parts[0].grid.dayCount
    }

    /// The grid of a person who stays in one zone.
    public init(_ grid: DayGrid) {
        parts = [(Date.distantPast..<Date.distantFuture, grid)]
        first = grid.first
        dayCount = grid.dayCount
    }

    /// The calendar day with index `day`.
    public func calendarDay(_ day: Int) -> CalendarDay { first.adding(days: day) }

    /// The index of the person's local day of `instant`, or nil outside the period.
    public func dayIndex(of instant: Date) -> Int? {
        if parts.count == 1 { return parts[0].grid.dayIndex(of: instant) }
        return parts.first { $0.instants.contains(instant) }!.grid.dayIndex(of: instant)
    }
}
