import Foundation

/// The time zones a person is in over time, a home zone and dated changes, and the one
/// mapping from an instant to the person's local day and clock time (issue 21's "trip
/// across zones", issue 19's "a traveller's days follow the row's zone").
///
/// The rule, which every day-counting path of CareLab follows:
/// - The zone in effect at an instant is the zone of the last change at or before it, or
///   the home zone before the first change.
/// - An instant's local day and clock time are its date and time on the clock of the zone
///   in effect (that zone's daylight-saving rules included).
/// - Days are calendar dates counted in sequence, and a date is one day however many times
///   the person lives it. A change that sets the clock back past midnight (eastward across
///   the date line, Tokyo to Honolulu) makes a date happen twice: what was logged in both
///   stretches adds up on that one day. A change that sets the clock forward past a whole
///   date (westward across the date line, Honolulu to Tokyo) skips the date: it is still a
///   day of the sequence, on which nothing was logged (score 0, no log-in, nothing due).
///   Hours that a change repeats or skips within a day are treated the same way.
/// - A schedule's clock time on a date occurs at the first instant the person's clock
///   reads it (``occurrences(from:to:_:)``); a clock time that a change of zone skips does
///   not occur. A daylight-saving gap within one zone still moves the time forward
///   (RFC 5545, as ``RecurrenceRule/occurrences(from:to:in:)``).
/// - The start of a day is the first instant at which the person's clock reads that date
///   or a later one (``start(of:)``).
///
/// A timeline without changes is one zone, and every answer is exactly that zone's.
public struct ZoneTimeline: Hashable, Codable, Sendable {
    /// The zone before the first change.
    public let home: TimeZone
    /// The changes in time order, at most one per instant.
    public let changes: [ZoneChange]

    /// A timeline from `home` through `changes` (in any order). Of two changes at one
    /// instant, the later in `changes` wins.
    public init(home: TimeZone, changes: [ZoneChange] = []) {
        self.home = home
        let ordered = changes.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        self.changes = zip(ordered, ordered.dropFirst().map(Optional.some) + [nil])
            .filter { change, next in next.map { $0.at != change.at } ?? true }.map(\.0)
    }

    /// A span of instants spent in one zone.
    public struct Span: Hashable, Sendable {
        /// The zone in effect.
        public let timeZone: TimeZone
        /// The instants it is in effect: the first span starts at `Date.distantPast`, the
        /// last ends at `Date.distantFuture`.
        public let instants: Range<Date>
    }

    /// The spans of the timeline in time order, covering all time; one for a timeline
    /// without changes.
    public var spans: [Span] {
        let bounds = [Date.distantPast] + changes.map(\.at) + [Date.distantFuture]
        let zones = [home] + changes.map(\.timeZone)
        return zones.indices.compactMap { index in
            bounds[index] < bounds[index + 1] ? Span(timeZone: zones[index], instants: bounds[index]..<bounds[index + 1]) : nil
        }
    }

    /// The zone in effect at `instant`.
    public func zone(at instant: Date) -> TimeZone {
        var low = 0, high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle].at <= instant { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? home : changes[low - 1].timeZone
    }

    /// The person's local day of `instant`: its date on the clock of the zone in effect.
    public func localDay(of instant: Date) -> CalendarDay {
        CalendarDay(containing: instant, in: zone(at: instant))
    }

    /// The person's local date and clock time at `instant`, with the zone they read off.
    public func localTime(of instant: Date) -> LocalTime {
        LocalTime(instant, in: zone(at: instant))
    }

    /// The first instant at which the person's clock reads `day` or a later date: the
    /// start of `day` in the zone in effect then, or the instant of a change that set the
    /// clock forward past it.
    public func start(of day: CalendarDay) -> Date {
        if changes.isEmpty { return day.start(in: home)! }
        return spans.lazy.compactMap { span -> Date? in
            let start = max(span.instants.lowerBound, day.start(in: span.timeZone)!)
            return start < span.instants.upperBound ? start : nil
        }.first!
    }

    /// The instants of the days from `first` through `last`: from the start of `first` to
    /// the start of the day after `last` (``start(of:)``).
    public func instants(from first: CalendarDay, through last: CalendarDay) -> Range<Date> {
        start(of: first)..<start(of: last.adding(days: 1))
    }

    /// The occurrences in `[lower, upper)` of a schedule whose occurrences in one zone
    /// `inZone(lower, upper, zone)` gives: in each span, the span's zone's occurrences; a
    /// local date and clock time met again in a later span (a change that set the clock
    /// back) occurs only the first time. Ascending.
    public func occurrences(from lower: Date, to upper: Date, _ inZone: (Date, Date, TimeZone) -> [Date]) -> [Date] {
        if changes.isEmpty { return inZone(lower, upper, home) }
        var seen: Set<Int64> = []
        var result: [Date] = []
        for span in spans {
            let from = max(lower, span.instants.lowerBound), to = min(upper, span.instants.upperBound)
            guard from < to else { continue }
            for instant in inZone(from, to, span.timeZone)
            where seen.insert(LocalTime.clockSeconds(instant, in: span.timeZone)).inserted {
                result.append(instant)
            }
        }
        return result
    }
}

/// A local date and clock time, to the second, as read off a zone's clock.
public struct LocalTime: Hashable, Sendable {
    /// The zone whose clock it was read on.
    public let timeZone: TimeZone
    /// The date.
    public let day: CalendarDay
    /// The hour, 0-23.
    public let hour: Int
    /// The minute.
    public let minute: Int
    /// The second.
    public let second: Int

    /// The reading of `timeZone`'s clock at `instant` (its offset from GMT then, as
    /// ``CalendarDay/init(containing:in:)`` reads it).
    public init(_ instant: Date, in timeZone: TimeZone) {
        let seconds = Self.clockSeconds(instant, in: timeZone)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let ofDay = Int(seconds - days * 86_400)
        self.timeZone = timeZone
        day = CalendarDay(containing: instant, in: timeZone)
        hour = ofDay / 3600
        minute = ofDay % 3600 / 60
        second = ofDay % 60
    }

    /// The clock time to the minute.
    public var clockTime: ClockTime { ClockTime(hour: hour, minute: minute) }

    /// What `timeZone`'s clock reads at `instant`, as seconds since its 1970-01-01 00:00:
    /// two zones' clocks that read the same show the same local date and time.
    static func clockSeconds(_ instant: Date, in timeZone: TimeZone) -> Int64 {
        Int64(instant.timeIntervalSince1970.rounded(.down)) + Int64(timeZone.secondsFromGMT(for: instant))
    }
}
