/// Why adherence cannot be computed from the data given, naming the field and the value.
public enum AdherenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A window of fewer than one day.
    case emptyWindow(field: String, value: Int)
    /// A dispensing with a days' supply below 1.
    case invalidSupply(field: String, value: Int)
    /// An on-time window, holiday length or threshold outside its range.
    case invalidRule(field: String, value: Double)
    /// An observation window that does not lie within the follow-up window (AdhereR requires it).
    case observationOutsideFollowUp(observation: DayWindow, followUp: DayWindow)

    public var description: String {
        switch self {
        case .emptyWindow(let field, let value):
            "\(field) is \(value): expected at least 1 day"
        case .invalidSupply(let field, let value):
            "\(field) is \(value): expected at least 1 day of supply"
        case .invalidRule(let field, let value):
            "\(field) is \(value): expected " + AdherenceRule.expectation(for: field)
        case .observationOutsideFollowUp(let observation, let followUp):
            "observation window is \(observation): expected a window inside the follow-up window \(followUp)"
        }
    }
}
