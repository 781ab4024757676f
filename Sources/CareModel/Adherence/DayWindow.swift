import Foundation

/// A run of whole calendar days, `start` included and `end` excluded, as AdhereR's
/// follow-up and observation windows are (`end = start + duration`).
public struct DayWindow: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The first day.
    public let start: CalendarDay
    /// The number of days, at least 1.
    public let dayCount: Int

    /// A window of `days` days from `start`.
    public init(start: CalendarDay, days: Int) throws(AdherenceError) {
        guard days >= 1 else { throw .emptyWindow(field: "days", value: days) }
        self.start = start
        self.dayCount = days
    }

    /// The window from `first` through `last`, both included.
    public init(first: CalendarDay, last: CalendarDay) throws(AdherenceError) {
        try self.init(start: first, days: first.days(to: last) + 1)
    }

    /// The first day after the window.
    public var end: CalendarDay { start.adding(days: dayCount) }

    /// The last day in the window.
    public var last: CalendarDay { start.adding(days: dayCount - 1) }

    /// Whether `day` lies in the window.
    public func contains(_ day: CalendarDay) -> Bool { start <= day && day < end }

    /// The instants from the start of the first day to the start of the day after the
    /// last, in `timeZone`.
    public func instants(in timeZone: TimeZone) -> (from: Date, to: Date) {
        (start.start(in: timeZone)!, end.start(in: timeZone)!)
    }

    /// The instants of the window's days under `timeline`: from the start of the first day
    /// to the start of the day after the last (``ZoneTimeline/instants(from:through:)``).
    public func instants(in timeline: ZoneTimeline) -> (from: Date, to: Date) {
        let range = timeline.instants(from: start, through: last)
        return (range.lowerBound, range.upperBound)
    }

    /// `2026-01-01 + 90 days`.
    public var description: String { "\(start) + \(dayCount) \(English.word("day", count: dayCount))" }
}
