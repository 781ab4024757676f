@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze measurements` and the run report's measurement section end to end on
/// a small simulated run (seed 000 Req 20-28): 60 people for 45 days logging blood pressure,
/// half of them through a syncing cuff, with a planted fall of 6 mmHg a month.
@Suite struct MeasurementsCommandTests {
    static let yaml = """
        format: 1
        name: pressure
        seed: 11
        people: 60
        days: 45
        start_date: 2026-04-06
        time_zones: [Europe/London]
        segments:
          - {name: all, share: 1, traits: {logging: {beta: [9, 1]}}}
        symptoms:
          - {name: headache, category: Head, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: caffeine, unit: mg, mean: 180, between_sd: 80, within_sd: 70}
        measurements:
          - {quantity: blood_pressure, mean: 135, between_sd: 10, within_sd: 6, device_share: 0.5, trend_per_30_days: -6}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-measurements-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("pressure.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    static func analyze(_ options: [String] = []) throws -> [[String]] {
        let outcome = try CarelabProcess.run(["analyze", "measurements", "--db", database] + options)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try CSVInput.parse(outcome.stdout, name: "stdout").table
    }

    static func row(_ table: [[String]], _ measure: String, _ item: String, group: String = "all") -> [String]? {
        table.first { $0[0] == measure && $0[1] == item && $0[2] == group }
    }

    @Test("Req 26-27: the long table covers both pressures, recovers the planted trend and both sources")
    func summaryRecoversThePlantedTrend() throws {
        let table = try Self.analyze()
        #expect(table[0] == AnalyzeCommandTests.longHeader)
        let slope = try #require(Self.row(table, "mean_slope_per_30_days", "blood_pressure_systolic"))
        #expect(Double(slope[5])! < -6 && -6 < Double(slope[6])!, "\(slope)")
        for source in ["device", "manual"] {
            let rate = try #require(Self.row(table, "readings_per_day_of_use", "blood_pressure_diastolic", group: source))
            #expect(Double(rate[4])! > 0 && Double(rate[4])! <= 1, "\(rate)")
        }
        let people = try #require(Self.row(table, "people", "blood_pressure_systolic"))
        #expect(Int(people[4])! > 50)
        #expect(Self.row(table, "mean_in_range_share", "blood_pressure_systolic") != nil)
        let truth = try String(contentsOf: Self.folder.appendingPathComponent("truth.json"), encoding: .utf8)
        #expect(truth.contains("\"trend_per_30_days\" : -6"))
    }

    @Test("Req 20-28: rows backed by fewer people than --min-cell are withheld")
    func smallGroupsAreSuppressed() throws {
        let table = try Self.analyze(["--min-cell", "1000"])
        #expect(table.count > 1)
        #expect(table.dropFirst().allSatisfy { $0[4] == "" && $0[7] == "" && $0[8] == "true" })
    }

    @Test("Req 20-28: the run report has a Health measurements section, suppressed under a larger minimum")
    func reportHasTheSection() throws {
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("## Health measurements"))
        #expect(readme.contains("| blood_pressure_systolic | mmHg |"))
        #expect(readme.contains("Mean per-person share of readings in the target range (%)"))
        let out = Self.folder.deletingLastPathComponent().appendingPathComponent("report")
        let outcome = try CarelabProcess.run(["report", "--db", Self.database, "--out", out.path, "--min-cell", "1000", "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let suppressed = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(suppressed.contains("| blood_pressure_systolic | mmHg | fewer than 1000 | suppressed |"))
        #expect(suppressed.contains("suppressed (fewer than 1000 people)"))
    }

    @Test("Req 20-28: analyze truth sets the planted trend against the mean per-person slope")
    func truthRecoversTheTrend() throws {
        let outcome = try CarelabProcess.run(["analyze", "truth", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        let header = table[0], column = { (name: String) in header.firstIndex(of: name)! }
        let row = try #require(table.first { $0[0] == "measurement_trend" && $0[column("item")] == "blood_pressure_systolic" })
        #expect(row[column("planted")] == "-6.0" && row[column("recovered")] == "true", "\(row)")
        #expect(outcome.stderr.contains("1 of 1 measurement trends recovered"), "the summary goes to stderr")
        #expect(!table.contains { $0[0] == "summary" })
    }

    @Test("Req 20-28: the help points to measurements against symptom scores")
    func helpNamesTheCorrelations() throws {
        let outcome = try CarelabProcess.run(["analyze", "measurements", "--help"])
        #expect(outcome.stdout.contains("--exposures measurement"))
    }
}
