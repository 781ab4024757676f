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
        // The HTML page is written too (its opening paragraph differs: no scenario description).
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("report.html").path))
    }

    /// One lagged-correlation result (issue 14): the report's table is byte for byte what
    /// `carelab analyze correlations --max-lag 1` writes for the run.
    @Test func theReportsCorrelationTableIsTheAnalyzeCorrelationsTable() throws {
        let run = scratch.appendingPathComponent("run")
        let simulated = try CarelabProcess.run(["simulate", "Scenarios/default.yaml", "--out", run.path,
                                                "--people", "30", "--days", "15", "--quiet"])
        #expect(simulated.status == 0, "\(simulated.stderr)")
        let table = scratch.appendingPathComponent("correlations.csv")
        let analyzed = try CarelabProcess.run(["analyze", "correlations", "--db", run.path, "--max-lag", "1",
                                               "-o", table.path])
        #expect(analyzed.status == 0, "\(analyzed.stderr)")
        let report = try String(contentsOf: run.appendingPathComponent("lagged_correlations.csv"), encoding: .utf8)
        #expect(try String(contentsOf: table, encoding: .utf8) == report)
        #expect(report.hasPrefix("factor,factor_unit,outcome,outcome_level,lag_days,people,pooled_pairs,pooled_r,"))
    }

    @Test func aMissingDatabaseFailsWithoutWritingTheFolder() throws {
        let report = scratch.appendingPathComponent("report")
        let outcome = try CarelabProcess.run(["report", "--db", "/nonexistent.sqlite", "--out", report.path])
        #expect(outcome.status == 66)
        #expect(outcome.stderr == "carelab: error: /nonexistent.sqlite: no such database\n")
        #expect(!FileManager.default.fileExists(atPath: report.path))
    }
}
