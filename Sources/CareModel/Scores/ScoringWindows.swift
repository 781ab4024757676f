import Foundation

/// The scoring windows of a run of days under a user's ``ZoneTimeline``: for each span of
/// instants spent in one zone, that zone's window of every day, so that an entry is scored
/// on the day whose window contains it in the zone in effect when it was logged.
///
/// For a user who stays in one zone there is one part, over all time.
public struct ScoringWindows: Sendable {
    /// The windows of one zone, used over the instants it is in effect.
    public struct Part: Sendable {
        /// The instants the zone is in effect.
        public let instants: Range<Date>
        /// The zone's window of every day, in day order.
        public let windows: [Range<Date>]
    }

    /// One part per span of the timeline, in time order.
    public let parts: [Part]

    /// The number of days.
    public var dayCount: Int { parts[0].windows.count }

    /// The windows of `timeline`'s spans, each zone's from `windowsIn(zone)` (the same days
    /// for every zone), so that callers can share one computation per zone among users.
    public init(timeline: ZoneTimeline, windowsIn: (TimeZone) -> [Range<Date>]) {
        parts = timeline.spans.map { Part(instants: $0.instants, windows: windowsIn($0.timeZone)) }
    }
}
