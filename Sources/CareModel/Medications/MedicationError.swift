import Foundation

/// Why a medication or a dose log cannot be recorded, naming the field and the value.
public enum MedicationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name that is empty or only spaces.
    case emptyName(field: String)
    /// A dose amount that is not a positive number.
    case invalidDosage(field: String, value: Double)
    /// A corrected intake time later than the moment the dose was logged.
    case takenAfterLogging(field: String, value: Date, loggedAt: Date)

    public var description: String {
        switch self {
        case .emptyName(let field):
            "\(field) is empty: expected a name"
        case .invalidDosage(let field, let value):
            "\(field) is \(value): expected an amount above 0"
        case .takenAfterLogging(let field, let value, let loggedAt):
            "\(field) is \(value.formatted(.iso8601)): expected a time no later than when the dose was logged, "
                + loggedAt.formatted(.iso8601)
        }
    }
}
