import ArgumentParser
import CareReports
import CareStats
import CareWorkflows
import Foundation

/// The confidence level of a `carelab stats` command's intervals.
struct StatsLevelOption: ParsableArguments {
    @Option(help: "Confidence level of the intervals, between 0 and 1.")
    var level = 0.95

    func validate() throws {
        guard level > 0, level < 1 else { throw ValidationError("--level must be between 0 and 1, got \(level)") }
    }
}

extension CorrelationMethod: ExpressibleByArgument {}
extension PValueAdjustment: ExpressibleByArgument {}

extension Failure {
    /// A statistic that the data leave undefined, or that the data cannot give: bad data (65).
    static func statistics(_ error: StatisticsError, in input: CSVInput, _ what: String) -> Failure {
        .badData("\(input.name): \(what): \(error.description)")
    }
}
