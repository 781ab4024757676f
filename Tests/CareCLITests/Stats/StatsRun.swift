import ArgumentParser
import Foundation
@testable import CareCLI
@testable import CareWorkflows

/// Runs `carelab stats …` (or another command group's command that reads a CSV) in-process
/// on a CSV written to a temporary folder, with `-o`, and returns what it wrote.
enum StatsRun {
    /// Writes `csv` to a file named `name`, runs `carelab <group> <arguments with FILE
    /// replaced>` and returns the output CSV's rows (header first), split on commas outside
    /// quotes.
    static func run(_ arguments: [String], csv: String, name: String = "data.csv", group: String = "stats") throws
        -> [[String]]
    {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("carelab-stats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent(name), output = folder.appendingPathComponent("out.csv")
        try Data(csv.utf8).write(to: input)
        let resolved = arguments.map { $0 == "FILE" ? input.path : $0 }
        var command = try CareLabCommand.parseAsRoot([group] + resolved + ["-o", output.path])
        try command.run()
        let text = try String(contentsOf: output, encoding: .utf8)
        return try CSVInput.parse(text, name: "out.csv").table
    }

    /// The exit code `carelab` gives for `error` (64 usage, 65 bad data).
    static func exitCode(of error: Error) -> Int32 {
        if let failure = error as? Failure { return failure.exitCode.rawValue }
        return CareLabCommand.exitCode(for: error).rawValue
    }
}

extension CSVInput {
    /// The header and the records.
    var table: [[String]] { [header] + records }
}
