import Foundation

/// How daily symptom scores are computed: points per severity, the scoring window and the
/// local time at which a day's score is produced (seed 000, Req 8 and 9).
///
/// Rules are data, so an app team can change them and regression-test the change. The
/// seed's rule is ``version1``: mild 1, moderate 2, severe 3, debilitating 4, summed over
/// the local calendar day that ends at 12:00 am.
public struct ScoringRule: Hashable, Codable, Sendable {
    /// The rule's version; stored next to every score computed with it.
    public var version: Int
    /// Points for each severity of the ``Severity/scale``.
    public var points: [Severity: Int]
    /// Which entries count towards the score produced at the cut-off.
    public var window: ScoreWindow
    /// The local clock time at which a day's score is produced.
    public var cutoff: ClockTime

    /// Creates a rule.
    public init(version: Int, points: [Severity: Int], window: ScoreWindow, cutoff: ClockTime) {
        self.version = version
        self.points = points
        self.window = window
        self.cutoff = cutoff
    }

    /// The seed's rule (seed 000, Req 8-9 fit criteria): 1-4 points, local calendar day,
    /// produced at 12:00 am.
    public static let version1 = ScoringRule(
        version: 1,
        points: [.mild: 1, .moderate: 2, .severe: 3, .debilitating: 4],
        window: .localDay,
        cutoff: ClockTime(hour: 0, minute: 0)
    )

    /// Points for one entry of the given severity (0 when the rule gives none, and always 0
    /// for a symptom reported absent).
    public func points(for severity: Severity) -> Int { severity == .absent ? 0 : points[severity] ?? 0 }

    /// Checks that the rule can be used: a version of at least 1, points for every severity
    /// and none negative (a score is a sum of points, 0 meaning nothing logged, Req 8-9),
    /// a cut-off that exists on a 24-hour clock, and a window of at least one hour.
    ///
    /// Problems are reported in a fixed order (version, points by severity, window,
    /// cut-off), the first one found.
    public func validate() throws(ScoringRuleError) {
        guard version >= 1 else { throw .invalidVersion(version) }
        for severity in Severity.scale {
            guard let value = points[severity] else { throw .missingPoints(severity) }
            guard value >= 0 else { throw .negativePoints(severity, value) }
        }
        if case .hours(let hours) = window, hours < 1 { throw .invalidWindow(hours: hours) }
        guard cutoff.isValid else { throw .invalidCutoff(cutoff) }
    }
}

/// The span of time that a day's score covers.
public enum ScoreWindow: Hashable, Codable, Sendable {
    /// From the cut-off on the scored day to the cut-off on the next day, in local time:
    /// 24 hours on most days, 23 or 25 on daylight-saving days.
    case localDay
    /// Exactly this many hours of elapsed time before the cut-off that closes the day
    /// (the literal reading of "the past 24 hours" with `hours(24)`).
    ///
    /// Windows of elapsed time do not tile the calendar on daylight-saving days: with
    /// `hours(24)` the extra hour of a 25-hour day belongs to no day's score, and the last
    /// hour before a 23-hour day's cut-off counts towards two days' scores.
    case hours(Int)
}
