@testable import CareCLI
import Foundation
import Testing

/// `carelab record` and `carelab analyze record` end to end on a small simulated run
/// (seed 001): 40 people for 30 days keep a medical record and dental chart.
@Suite struct RecordCommandTests {
    static let yaml = """
        format: 1
        name: record
        seed: 5
        people: 40
        days: 30
        start_date: 2026-05-04
        time_zones: [Europe/Berlin]
        symptoms:
          - {name: headache, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: caffeine, unit: mg, mean: 180, between_sd: 80, within_sd: 70}
        medical_record:
          conditions: {hypertension: 0.5, asthma: 0.05}
          allergies: {penicillin: 0.1}
          medications: {lisinopril: 0.4}
          blood_types: {O+: 0.6, A+: 0.4}
          tooth_status: {crowned: 0.1, missing: 0.1}
          teeth:
            - {fdi: 18, status: {missing: 0.5}}
          mistakes_per_year: {items: 12, teeth: 12}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-record-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("record.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    @Test func seed001OnePersonsRecordIsPrintedWithBothToothNumbers() throws {
        let outcome = try CarelabProcess.run(["record", "--db", Self.database, "--person", "3"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let text = outcome.stdout
        #expect(text.hasPrefix("Medical record of person 3, with every stored change\n"))
        #expect(text.contains("\nBlood type: O+\n") || text.contains("\nBlood type: A+\n"))
        #expect(text.contains("\nDental chart (32 teeth charted):\n"))
        #expect(text.contains("  Universal 1   FDI 18  "))
        #expect(text.contains("  Universal 32  FDI 48  "))
        #expect(text.contains(" added, ") && text.contains("History: "))
    }

    @Test func seed001TheRecordAsOfADateBeforeTheRunIsEmpty() throws {
        let outcome = try CarelabProcess.run(["record", "--db", Self.database, "--person", "3", "--as-of", "2026-05-03"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("Medical record of person 3, as of the end of 2026-05-03 (Europe/Berlin)\n"))
        #expect(outcome.stdout.contains("Blood type: not recorded"))
        #expect(outcome.stdout.contains("Dental chart (0 teeth charted):\n  none"))
        #expect(outcome.stdout.contains("History: 0 changes (0 added, 0 edited, 0 deleted)."))
    }

    @Test func seed001AnUnknownPersonOrDateIsRefused() throws {
        let unknown = try CarelabProcess.run(["record", "--db", Self.database, "--person", "999"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr.contains("no person 999"))
        let badDate = try CarelabProcess.run(["record", "--db", Self.database, "--person", "1", "--as-of", "2026-13-01"])
        #expect(badDate.status == 64)
        #expect(badDate.stderr.contains("YYYY-MM-DD"))
    }

    /// The population tables: prevalence and tooth status by FDI number, small cells
    /// suppressed (asthma, planted at 5 % of 40 people, has fewer than 11 holders).
    @Test func seed001PopulationTablesSuppressSmallCells() throws {
        let outcome = try CarelabProcess.run(["analyze", "record", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        #expect(table[0] == ["measure", "kind", "item", "fdi", "universal", "value", "ci_lower", "ci_upper", "holders",
                             "people", "suppressed"])
        let hypertension = try #require(table.first { $0[0] == "prevalence" && $0[2] == "hypertension" })
        #expect(hypertension[10] == "false" && Double(hypertension[5])! > 0.3 && Double(hypertension[5])! < 0.7)
        let asthma = try #require(table.first { $0[0] == "prevalence" && $0[2] == "asthma" })
        #expect(asthma[10] == "true" && asthma[5].isEmpty && asthma[8].isEmpty && asthma[9].isEmpty)
        let molar = try #require(table.first { $0[0] == "tooth_status" && $0[1] == "missing" && $0[3] == "18" })
        #expect(molar[4] == "1" && molar[2] == "third molar")
        for row in table.dropFirst() where row[10] == "false" { #expect(Int(row[8])! >= 11, "\(row)") }
        let report = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(report.contains("## Medical record and dental chart"))
        #expect(report.contains("| condition | asthma | fewer than 11 | suppressed |  |"))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("Medical record and dental chart"))
    }

    /// Bad input: a tooth number outside both numbering systems is refused with its
    /// place, what was expected and a suggestion, and nothing is written.
    @Test func seed001ATeethNumberOutsideBothSystemsIsRefusedAndNothingIsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-record-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("bad.yaml"), out = folder.appendingPathComponent("run")
        try Self.yaml.replacingOccurrences(of: "{fdi: 18,", with: "{fdi: 99,").write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try CarelabProcess.run(["simulate", scenario.path, "--out", out.path])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("bad.yaml:19:13: 'medical_record.teeth[0].fdi' is 99, which is not a permanent "
                                        + "tooth in FDI numbering (expected 11-18, 21-28, 31-38 or 41-48) (did you mean "
                                        + "'fdi: 48, the lower right third molar (Universal 32, FDI 48)'?)"), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
