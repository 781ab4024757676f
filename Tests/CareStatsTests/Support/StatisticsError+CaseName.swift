@testable import CareStats

extension StatisticsError {
    /// The case's name, as the fixtures write expected errors.
    var caseName: String {
        switch self {
        case .tooFewObservations: "tooFewObservations"
        case .tooFewGroups: "tooFewGroups"
        case .constantInput: "constantInput"
        case .lengthMismatch: "lengthMismatch"
        case .outOfRange: "outOfRange"
        case .rankDeficient: "rankDeficient"
        case .noEvents: "noEvents"
        case .nonFinite: "nonFinite"
        case .emptyInterval: "emptyInterval"
        case .notConverged: "notConverged"
        case .numerical: "numerical"
        }
    }
}

/// Runs `body` and returns the name of the ``StatisticsError`` it threw, or nil.
func thrownCase<T>(_ body: () throws(StatisticsError) -> T) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return error.caseName
    }
}
