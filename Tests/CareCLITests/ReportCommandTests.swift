import Foundation
import Testing

@Suite struct ReportCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-report-\(UUID().uuidString)")

    @Test func aReportOfAStoredRunHasTheSameTablesAsTheRunItself() throws {
        let run = scratch.appendingPathComponent("run"), report = scratch.appendingPathComponent("report")
        let simulated = try CarelabProcess.run(["simulate", "Scenarios/default.yaml", "--out", run.path,
                                                "--people", "30", "--days", "15", "--quiet"])
        #expect(simulated.status == 0, "\(simulated.stderr)")
        let reported = try CarelabProcess.run(["report", "--db", run.appendingPathComponent("carelab.sqlite").path,
                                               "--out", report.path, "--quiet"])
        #expect(reported.status == 0, "\(reported.stderr)")
        for name in ["daily_scores_mean.csv", "lagged_correlations.csv", "dose_response.txt"] {
            #expect(try Data(contentsOf: run.appendingPathComponent(name))
                    == Data(contentsOf: report.appendingPathComponent(name)), "\(name) differs")
        }
    }

    @Test func aMissingDatabaseFailsWithoutWritingTheFolder() throws {
        let report = scratch.appendingPathComponent("report")
        let outcome = try CarelabProcess.run(["report", "--db", "/nonexistent.sqlite", "--out", report.path])
        #expect(outcome.status == 66)
        #expect(outcome.stderr == "carelab: error: /nonexistent.sqlite: no such database\n")
        #expect(!FileManager.default.fileExists(atPath: report.path))
    }
}
