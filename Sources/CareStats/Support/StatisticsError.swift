/// Why a statistic could not be computed.
public enum StatisticsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Fewer complete observations than the method needs.
    case tooFewObservations(needed: Int, got: Int)
    /// A column has no variance, so the statistic is undefined.
    case constantInput(column: String)
    /// The two columns have different lengths.
    case lengthMismatch(x: Int, y: Int)
    /// GSL reported a numerical failure.
    case numerical(operation: String, reason: String)

    public var description: String {
        switch self {
        case .tooFewObservations(let needed, let got):
            "undefined: needs at least \(needed) complete observations, got \(got)"
        case .constantInput(let column):
            "undefined: \(column) is constant"
        case .lengthMismatch(let x, let y):
            "columns differ in length (\(x) and \(y))"
        case .numerical(let operation, let reason):
            "\(operation) failed: \(reason)"
        }
    }
}
