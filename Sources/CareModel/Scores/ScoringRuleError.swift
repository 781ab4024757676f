/// Why a ``ScoringRule`` cannot be used (see ``ScoringRule/validate()``).
public enum ScoringRuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The version is below 1.
    case invalidVersion(Int)
    /// The rule gives no points for a severity, so entries of that severity would vanish
    /// from the score without a trace.
    case missingPoints(Severity)
    /// The rule gives negative points for a severity; a symptom can never lower a score.
    case negativePoints(Severity, Int)
    /// A window of elapsed time shorter than one hour.
    case invalidWindow(hours: Int)
    /// A cut-off that is not a time on a 24-hour clock.
    case invalidCutoff(ClockTime)

    public var description: String {
        switch self {
        case .invalidVersion(let version):
            "scoring rule version is \(version), expected 1 or more"
        case .missingPoints(let severity):
            "the scoring rule gives no points for '\(severity.name)'"
        case .negativePoints(let severity, let points):
            "points for '\(severity.name)' are \(points), expected 0 or more"
        case .invalidWindow(let hours):
            "the scoring window is \(English.count(hours, "hour")), expected 1 or more"
        case .invalidCutoff(let time):
            "the cut-off \(time) is not a time on a 24-hour clock (00:00 to 23:59)"
        }
    }
}
