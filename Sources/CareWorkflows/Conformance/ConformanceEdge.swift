/// The awkward situations that conformance vectors exercise (issue 21): each row of the
/// expected outputs is labelled with the rule it tests and one of these, as
/// `RULE:EDGE` in its `case` column (e.g. `daily-score:dst-spring-forward-north`).
public enum ConformanceEdge: String, CaseIterable, Comparable, Sendable {
    /// Nothing awkward: entries at midday, doses on time.
    case ordinary
    /// A person of the random population added with `--people N --seed S`.
    case random
    /// Entries at 23:59 and 00:01 local time on consecutive days.
    case midnight
    /// The 23-hour day when clocks go forward, in the northern hemisphere (New York,
    /// 8 March 2026), and the day after.
    case dstSpringForwardNorth = "dst-spring-forward-north"
    /// The 25-hour day when clocks go back in the north (New York, 1 November 2026).
    case dstFallBackNorth = "dst-fall-back-north"
    /// Clocks going forward in the southern hemisphere (Sydney, 4 October 2026).
    case dstSpringForwardSouth = "dst-spring-forward-south"
    /// Clocks going back in the south (Sydney, 5 April 2026).
    case dstFallBackSouth = "dst-fall-back-south"
    /// A person who travels: their zone changes (London, Tokyo from 20 to 22 January, London
    /// again), and each entry counts on its date in the zone they were in
    /// (`ZoneTimeline`); a schedule's clock time occurs once, at the first instant the
    /// traveller's clock reads it.
    case tripAcrossZones = "trip-across-zones"
    /// A dose logged late whose taken time was corrected (seed 000, Req 14): adherence
    /// uses the taken time, not when it was logged.
    case editedDose = "edited-dose"
    /// A symptom reported absent (severity 0): it counts 0 points but appears in the scores.
    case symptomAbsent = "symptom-absent"
    /// A monthly schedule on day 31, which February (and every 30-day month) skips.
    case day31InFebruary = "day-31-in-february"
    /// Reward points across a month boundary: the balance starts again at 0 each month.
    case monthPointsReset = "month-points-reset"
    /// A task done after its grace period: it counts as missed.
    case taskDoneLate = "task-done-late"
    /// A task snoozed, then done before the end of the snooze plus the grace period: done.
    case taskSnoozed = "task-snoozed"

    /// The edges that daylight-saving changes produce.
    public static let daylightSaving: Set<ConformanceEdge> = [
        .dstSpringForwardNorth, .dstFallBackNorth, .dstSpringForwardSouth, .dstFallBackSouth,
    ]

    public static func < (lhs: ConformanceEdge, rhs: ConformanceEdge) -> Bool { lhs.rawValue < rhs.rawValue }
}
