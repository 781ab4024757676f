@testable import CareCLI
import Foundation
import Testing

/// `carelab fit`: a scenario fitted to a simulated run recovers what the run planted, loads
/// and simulates as a twin, and names its database by hash only.
@Suite struct FitCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-fit-\(UUID().uuidString)")

    /// The default scenario, smaller: 100 people for 40 days.
    func simulatedRun() throws -> URL {
        let run = scratch.appendingPathComponent("run")
        let outcome = try CarelabProcess.run(["simulate", "Scenarios/default.yaml", "--people", "100", "--days", "40",
                                              "--out", run.path, "--no-report", "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return run
    }

    @Test func aFitRecoversThePlantedValuesAndSimulatesAsATwin() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try simulatedRun()
        let twin = scratch.appendingPathComponent("twin.yaml")
        let fit = try CarelabProcess.run(["fit", "--db", run.path, "-o", twin.path,
                                          "--check-against", run.appendingPathComponent("truth.json").path])
        #expect(fit.status == 0, "\(fit.stderr)")

        let table = try CSVInput.parse(fit.stdout, name: "stdout").table
        #expect(table.first == ["family", "parameter", "planted", "fitted", "ci_lower", "ci_upper", "recovered"])
        let rows = Dictionary(table.dropFirst().map { ($0[1], $0) }) { first, _ in first }
        for symptom in ["headache", "fatigue", "nausea"] {
            for key in ["baseline_mean", "baseline_sd", "daily_sd"] {
                #expect(rows["\(symptom).\(key)"] != nil, "\(symptom).\(key)")
            }
        }
        #expect(rows["caffeine->headache@1.within"]?[6] == "true", "the planted effect: \(String(describing: rows["caffeine->headache@1.within"]))")
        let recovered = table.dropFirst().filter { $0[6] == "true" }.count
        #expect(Double(recovered) >= 0.8 * Double(table.count - 1), "\(fit.stdout)")
        #expect(fit.stderr.contains("recovered \(recovered) of \(table.count - 1) planted values"))

        let text = try String(contentsOf: twin, encoding: .utf8)
        #expect(text.contains("# with SHA-256 "))
        #expect(text.contains("people: 100"))
        #expect(text.contains("days: 40"))
        let simulated = try CarelabProcess.run(["simulate", twin.path, "--out", scratch.appendingPathComponent("twin").path,
                                                "--no-report", "--quiet"])
        #expect(simulated.status == 0, "the twin simulates: \(simulated.stderr)")
    }

    /// Three people of the shipped Flaredown export: what a pilot this small cannot identify
    /// is listed at the top of the file, and the twin still simulates.
    @Test func anImportedExportIsFittedAndSaysWhatItCouldNot() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let db = scratch.appendingPathComponent("flaredown.sqlite").path
        let imported = try CarelabProcess.run(["import", "flaredown", "Examples/flaredown/export.csv", "--db", db, "--quiet"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let twin = scratch.appendingPathComponent("twin.yaml")
        let fit = try CarelabProcess.run(["fit", "--db", db, "-o", twin.path, "--quiet"])
        #expect(fit.status == 0, "\(fit.stderr)")
        let text = try String(contentsOf: twin, encoding: .utf8)
        #expect(text.contains("people: 3"))
        #expect(text.contains("#   - engagement and dropout: not identified by these data"))
        #expect(text.contains("  - name: \"Headache\""))
        let simulated = try CarelabProcess.run(["simulate", twin.path, "--out", scratch.appendingPathComponent("twin").path,
                                                "--no-report", "--quiet"])
        #expect(simulated.status == 0, "the twin simulates: \(simulated.stderr)")
    }

    @Test func aMissingDatabaseIsNamed() throws {
        let outcome = try CarelabProcess.run(["fit", "--db", "/nonexistent/study.sqlite", "-o", "/tmp/never.yaml"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("/nonexistent/study.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.yaml"))
    }
}
