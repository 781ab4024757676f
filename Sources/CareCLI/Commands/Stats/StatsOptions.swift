import ArgumentParser
import CareReports
import CareStats
import Foundation

/// Where a `carelab stats` command writes its CSV.
struct StatsOutputOptions: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: "Write the CSV to this file instead of stdout.")
    var output: String?

    /// Writes `table` to `--output`, or to stdout.
    func write(_ table: CSVTable) throws {
        let data = Data(table.text.utf8)
        guard let output else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw Failure.failed("cannot write \(output): \(error.localizedDescription)")
        }
    }
}

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
