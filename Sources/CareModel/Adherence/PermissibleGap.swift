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

/// AdhereR's rules for cutting a history into treatment episodes
/// (`compute.treatment.episodes()`, one medication, no dosage change).
public struct EpisodeRule: Hashable, Sendable {
    /// A gap longer than this ends an episode; the next event starts a new one.
    public var permissibleGap: PermissibleGap
    /// Whether the permissible gap is added to the end of an episode that a longer gap ends
    /// (`maximum.permissible.gap.append.to.episode`).
    public var appendsGap: Bool
    /// Whether supply left over at an event is carried into the next event interval
    /// (`carryover.within.obs.window`); AdhereR's CMA per episode turns it off for
    /// CMA1-CMA4 and on for CMA5-CMA9.
    public var carriesOver: Bool

    /// A rule; AdhereR's defaults for `compute.treatment.episodes()` are a 90-day gap, not
    /// appended, with carry-over.
    public init(permissibleGap: PermissibleGap = .days(90), appendsGap: Bool = false, carriesOver: Bool = true)
        throws(AdherenceError)
    {
        self.permissibleGap = try permissibleGap.validated()
        self.appendsGap = appendsGap
        self.carriesOver = carriesOver
    }
}
