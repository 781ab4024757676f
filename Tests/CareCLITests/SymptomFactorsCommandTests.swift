@testable import CareCLI
import Foundation
import CareAnalytics
import CareReports
import Testing

/// Seed 000 Req 5-7 end to end: `carelab simulate` of a scenario whose entries carry
/// relieving and aggravating factors and notes, `carelab analyze symptom-factors`, the run
/// report's section, and `analyze truth`'s `symptom_factor` rows.
@Suite struct SymptomFactorsCommandTests {
    static let yaml = """
        format: 1
        name: factors
        seed: 9
        people: PEOPLE
        days: 40
        start_date: 2026-03-02
        time_zones: [Europe/London]
        symptoms:
          - name: back pain
            baseline_mean: 1.5
            baseline_sd: 0.4
            daily_sd: 0.8
            relieving: {heating pad: 0.4, rest: 0.3}
            aggravating: {stress: 0.3}
            notes: 0.3
        factors:
          - {name: sleep, unit: hours, mean: 7, within_sd: 1}
        symptom_factor_effects:
          - {symptom: back pain, role: relieving, factor: heating pad, shift: -0.7}
        """

    /// The run folder of `people` people, made once per size.
    static func run(people: Int) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-factors-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("factors.yaml")
        try! yaml.replacingOccurrences(of: "PEOPLE", with: String(people)).write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }

    static let large = run(people: 120)
    static let tiny = run(people: 4)

    static func analyze(_ run: URL, _ extra: [String] = []) throws -> [[String]] {
        let outcome = try CarelabProcess.run(["analyze", "symptom-factors", "--db",
                                              run.appendingPathComponent("carelab.sqlite").path] + extra)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try CSVInput.parse(outcome.stdout, name: "stdout").table
    }

    @Test func req5And6EachFactorIsARowWithItsEstimateAndTheEffectIsFound() throws {
        let table = try Self.analyze(Self.large)
        #expect(table[0] == SymptomFactorAnalysis.columns(SmallCellRule()).map(\.name))
        #expect(table.dropFirst().map { "\($0[1]) \($0[2])" } == ["aggravating stress", "relieving heating pad", "relieving rest"])
        let column = { (name: String) in table[0].firstIndex(of: name)! }
        let heat = try #require(table.first { $0[2] == "heating pad" })
        #expect(Double(heat[column("ci_upper")])! < 0 && Double(heat[column("q")])! < 0.05)
        #expect(heat[column("suppressed")] == "false")
    }

    @Test func req5And6ARowBelowTheMinimumCellKeepsItsLabelsAndNoNumber() throws {
        let table = try Self.analyze(Self.large, ["--min-cell", "1000"])
        for row in table.dropFirst() {
            #expect(row.last == "true")
            #expect(row.dropFirst(3).dropLast().allSatisfy { $0.isEmpty }, "\(row)")
        }
    }

    @Test func req5To7TheReportHasTheSectionAndNeverANote() throws {
        let readme = try String(contentsOf: Self.large.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("## Relieving and aggravating factors"))
        #expect(readme.contains("| back pain | relieving | heating pad |"))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.large.path).filter { !$0.hasSuffix(".sqlite") }
        for file in files where !file.hasPrefix(".") {
            let text = try String(contentsOf: Self.large.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("Simulated note"), "\(file)")
        }
        let tinyReadme = try String(contentsOf: Self.tiny.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(tinyReadme.contains("## Relieving and aggravating factors"))
        #expect(!tinyReadme.contains("| back pain | relieving | heating pad |"))
        #expect(tinyReadme.contains("noted by fewer than 11 people are not shown."))
    }

    @Test func req5And6AnalyzeTruthComparesThePlantedShift() throws {
        let outcome = try CarelabProcess.run(["analyze", "truth", "--db", Self.large.appendingPathComponent("carelab.sqlite").path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        let row = try #require(table.first { $0[0] == "symptom_factor" })
        let column = { (name: String) in table[0].firstIndex(of: name)! }
        #expect(row[column("factor")] == "heating pad" && row[column("item")] == "relieving")
        #expect(row[column("planted")] == "-0.7")
        #expect(Double(row[column("planted_on_estimate_scale")])! < 0)
        #expect(row[column("recovered")] == "true")
    }

    @Test func theHelpStartsWithAnExample() throws {
        let outcome = try CarelabProcess.run(["analyze", "symptom-factors", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("EXAMPLE:\n  carelab analyze symptom-factors --db"))
    }
}
