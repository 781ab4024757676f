/// Why a statistic could not be computed.
///
/// Cases that begin their description with "undefined" describe data on which the statistic
/// does not exist (too few observations, a constant column, collinear predictors); the others
/// describe a call that cannot be answered as asked.
public enum StatisticsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Fewer complete observations than the method needs.
    case tooFewObservations(needed: Int, got: Int)
    /// Fewer distinct groups (subjects, clusters, arms) than the method needs.
    case tooFewGroups(needed: Int, got: Int)
    /// A column has no variance, so the statistic is undefined.
    case constantInput(column: String)
    /// The two columns have different lengths.
    case lengthMismatch(x: Int, y: Int)
    /// A parameter or a data value lies outside the range the method accepts.
    case outOfRange(name: String, value: Double, expected: String)
    /// The predictors of a regression are collinear: the design matrix has `rank` < `columns`.
    case rankDeficient(rank: Int, columns: Int)
    /// A survival comparison has no observed event, so there is nothing to compare.
    case noEvents
    /// The value of `name` in `row` (0-based) is NaN or infinite where the method needs
    /// complete data; remove incomplete rows before the call.
    case nonFinite(name: String, row: Int)
    /// A counting-process interval (start, stop] in `row` (0-based) is empty: start ≥ stop.
    case emptyInterval(row: Int, start: Double, stop: Double)
    /// An iterative fit did not converge within `iterations` iterations, as when a
    /// coefficient diverges to ± infinity.
    case notConverged(iterations: Int)
    /// GSL reported a numerical failure.
    case numerical(operation: String, reason: String)

    public var description: String {
        switch self {
        case .tooFewObservations(let needed, let got):
            "undefined: needs at least \(needed) complete observations, got \(got)"
        case .tooFewGroups(let needed, let got):
            "undefined: needs at least \(needed) groups, got \(got)"
        case .constantInput(let column):
            "undefined: \(column) is constant"
        case .lengthMismatch(let x, let y):
            "columns differ in length (\(x) and \(y))"
        case .outOfRange(let name, let value, let expected):
            "\(name) = \(value) is out of range: expected \(expected)"
        case .rankDeficient(let rank, let columns):
            "undefined: the predictors are collinear (the design matrix has rank \(rank) for \(columns) columns)"
        case .noEvents:
            "undefined: no event was observed"
        case .nonFinite(let name, let row):
            "\(name) in row \(row) is not a finite number: remove incomplete rows first"
        case .emptyInterval(let row, let start, let stop):
            "the interval in row \(row) is empty: start \(start) is not before stop \(stop)"
        case .notConverged(let iterations):
            "undefined: the fit did not converge in \(iterations) iterations (a coefficient may be infinite)"
        case .numerical(let operation, let reason):
            "\(operation) failed: \(reason)"
        }
    }
}
