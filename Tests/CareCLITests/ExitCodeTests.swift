import Foundation
import Testing

/// Every command that reads a file exits 66 (EX_NOINPUT) when the file is missing.
@Suite struct ExitCodeTests {
    static let missing = "/nonexistent/carelab-missing"

    static let commands: [[String]] = [
        ["simulate", missing, "--out", "/tmp/carelab-never-written"],
        ["report", "--db", missing, "--out", "/tmp/carelab-never-written"],
        ["import", "csv", missing, "--db", "/tmp/carelab-never-written.sqlite"],
        ["analyze", "engagement", "--db", missing],
        ["scores", "--db", missing],
        ["stats", "correlate", missing, "--x", "a", "--y", "b"],
        ["rules", "check", missing, "--golden", "/tmp/carelab-never-written"],
        ["rules", "diff", missing, missing, "--scenario", "Scenarios/default.yaml"],
        ["schedule", "occurrences", "--file", missing],
        ["notebook", "run", missing],
        ["power", missing, "--replicates", "2", "--out", "/tmp/carelab-never-written"],
    ]

    @Test(arguments: commands)
    func aMissingInputFileExits66AndNamesTheFile(arguments: [String]) throws {
        let outcome = try CarelabProcess.run(arguments)
        #expect(outcome.status == 66, "\(arguments): \(outcome.stderr)")
        #expect(outcome.stderr.contains(Self.missing))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/carelab-never-written"))
    }
}
