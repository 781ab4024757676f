/// How long a gap in supply may last before AdhereR's treatment episode ends
/// (`maximum.permissible.gap` with its `maximum.permissible.gap.unit`).
public enum PermissibleGap: Hashable, Sendable, CustomStringConvertible {
    /// A fixed number of days (AdhereR's weeks, months and years are 7, 30 and 365 days).
    case days(Int)
    /// A percentage (can exceed 100) of the days' supply of the event before the gap.
    case percent(Double)

    /// Checks that the gap is not negative.
    public func validated() throws(AdherenceError) -> PermissibleGap {
        switch self {
        case .days(let days) where days < 0:
            throw .invalidRule(field: "permissible_gap_days", value: Double(days))
        case .percent(let percent) where !(percent >= 0 && percent.isFinite):
            throw .invalidRule(field: "permissible_gap_percent", value: percent)
        default:
            return self
        }
    }

    /// The longest gap allowed after an event supplying `daysSupply` days; a fraction of a
    /// day when a percentage does not divide evenly, as in AdhereR.
    func limit(afterSupply daysSupply: Int) -> Double {
        switch self {
        case .days(let days): Double(days)
        case .percent(let percent): percent / 100 * Double(daysSupply)
        }
    }

    /// `90 days` or `50% of the supply`.
    public var description: String {
        switch self {
        case .days(let days): "\(days) \(English.word("day", count: days))"
        case .percent(let percent): "\(percent)% of the supply"
        }
    }
}
