import CareModel
import Foundation

/// One person of the conformance population: what they logged, the days their results
/// cover, and which rows of which outputs exercise which edge.
public struct ConformancePerson: Sendable {
    /// Days of some outputs labelled with one edge.
    public struct Label: Sendable {
        var edge: ConformanceEdge
        var days: Set<CalendarDay>
        var families: Set<OutputFamily>
    }

    /// What the person logged.
    public var record: PersonRecord
    /// The first day of their results.
    public var first: CalendarDay
    /// The last day of their results.
    public var last: CalendarDay
    /// Edges labelled by hand, the first that applies winning.
    public var labels: [Label] = []
    /// The edge of rows that no label, daylight-saving change or short month marks.
    public var defaultEdge: ConformanceEdge = .ordinary

    /// The days of the results, in order.
    public var days: [CalendarDay] { (0...first.days(to: last)).map { first.adding(days: $0) } }

    /// The months the results cover, in order.
    public var months: [CalendarMonth] {
        var months = [CalendarMonth(first)]
        while let month = months.last, month < CalendarMonth(last) { months.append(month.adding(months: 1)) }
        return months
    }

    /// The instants of the results: from the start of the first day to the start of the day
    /// after the last, on the person's timeline (``ZoneTimeline/instants(from:through:)``).
    public var instants: Range<Date> { record.timeline.instants(from: first, through: last) }

    /// The edge a row of `family` on `day` exercises: a hand label; else a
    /// daylight-saving change in the person's zone on that day; else, for a monthly
    /// schedule on day 31, a February day; else the person's default.
    public func edge(on day: CalendarDay, family: OutputFamily, monthDay31: Bool = false) -> ConformanceEdge {
        if let label = labels.first(where: { $0.families.contains(family) && $0.days.contains(day) }) { return label.edge }
        if let change = Self.daylightSavingEdge(on: day, in: record.timeZone) { return change }
        if monthDay31, day.month == 2 { return .day31InFebruary }
        return defaultEdge
    }

    /// The edge of a row that covers several days (a week, a month): the first edge other
    /// than the default among its days, else the default.
    public func edge(over days: [CalendarDay], family: OutputFamily) -> ConformanceEdge {
        days.lazy.map { edge(on: $0, family: family) }.first { $0 != defaultEdge } ?? defaultEdge
    }

    /// The daylight-saving edge of `day` in `zone`, nil when its clocks do not change: a
    /// change forward in January to June is the northern spring, in July to December the
    /// southern one.
    public static func daylightSavingEdge(on day: CalendarDay, in zone: TimeZone) -> ConformanceEdge? {
        guard let start = day.start(in: zone), let end = day.adding(days: 1).start(in: zone) else { return nil }
        let change = zone.secondsFromGMT(for: end.addingTimeInterval(-1)) - zone.secondsFromGMT(for: start)
        guard change != 0 else { return nil }
        let north = day.month <= 6
        switch (change > 0, north) {
        case (true, true): return .dstSpringForwardNorth
        case (true, false): return .dstSpringForwardSouth
        case (false, true): return .dstFallBackSouth
        case (false, false): return .dstFallBackNorth
        }
    }
}
