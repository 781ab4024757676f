import Foundation

/// A grid that grows: writers (the store's encoder, the importer) meet instants of any
/// date, so their grids start around the first one and grow, doubling their span, when an
/// instant falls outside; only the added days are laid out through `Calendar`.
extension DayGrid {
    /// The 64 days around `day` in `timeZone`: the span a growing grid starts with.
    public init(timeZone: TimeZone, around day: CalendarDay) {
        self.init(timeZone: timeZone, first: day.adding(days: -32), dayCount: 64)
    }

    /// The 64 days around the local day of `instant` in `timeZone`.
    public init(timeZone: TimeZone, around instant: Date) {
        self.init(timeZone: timeZone, around: CalendarDay(containing: instant, in: timeZone))
    }

    /// The index of the day that contains `instant`, growing the grid first when the
    /// instant falls outside it. Read the grid's days after the call: an index from before
    /// it may name another day.
    ///
    /// The grid doubles its span towards the instant; an instant more than a span away
    /// starts a grid afresh around it, so that a stray date decades off does not lay out
    /// every day in between.
    public mutating func dayIndex(extendingTo instant: Date) -> Int {
        if let index = dayIndex(of: instant) { return index }
        if isFar(CalendarDay(containing: instant, in: timeZone)) { self = DayGrid(timeZone: timeZone, around: instant) }
        while true {
            if let index = dayIndex(of: instant) { return index }
            double(earlier: instant < start(of: 0))
        }
    }

    /// The index of `day`, growing the grid first when the day falls outside it, as
    /// ``dayIndex(extendingTo:)-(Date)`` does.
    public mutating func dayIndex(extendingTo day: CalendarDay) -> Int {
        if let index = dayIndex(of: day) { return index }
        if isFar(day) { self = DayGrid(timeZone: timeZone, around: day) }
        while true {
            if let index = dayIndex(of: day) { return index }
            double(earlier: day < first)
        }
    }

    /// The instant of a local clock time on `day`, growing the grid first when the day falls
    /// outside it, or nil when the components name no time on a 24-hour clock. A skipped time
    /// moves forward, a repeated time resolves to its first occurrence
    /// (``instant(day:hour:minute:second:)``).
    public mutating func instant(on day: CalendarDay, hour: Int, minute: Int = 0, second: Int = 0) -> Date? {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        let index = dayIndex(extendingTo: day)  // may replace the grid: read it afterwards
        return instant(day: index, hour: hour, minute: minute, second: second)
    }

    /// Whether `day` lies more than a span before the first day or after the last.
    private func isFar(_ day: CalendarDay) -> Bool {
        let offset = first.days(to: day)
        return offset < -dayCount || offset >= 2 * dayCount
    }

    /// Adds `dayCount` days before the first day or after the last.
    private mutating func double(earlier: Bool) {
        let addedFirst = earlier ? first.adding(days: -dayCount) : first.adding(days: dayCount)
        let added = Self.layout(first: addedFirst, dayCount: dayCount, calendar: calendar)
        if earlier {
            starts = added.starts.dropLast() + starts
            regular = added.regular + regular
            labels = added.labels + labels
            first = addedFirst
        } else {
            starts += added.starts.dropFirst()
            regular += added.regular
            labels += added.labels
        }
        dayCount *= 2
    }
}
