@testable import CareCLI
import Foundation
import Testing

/// In imported data a name can be a person's own words: a row suppressed by the small-cell
/// rule does not show the names it takes from the data (the factor, the symptom), in
/// `analyze` tables and in the report's CSV files; simulated names stay.
@Suite struct ImportedLabelPrivacyTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-labels-\(UUID().uuidString)")
    static let privateName = "walk with Anna"

    /// Twelve people log caffeine and a headache on ten days; one of them also logs a walk
    /// under a name of their own.
    func database() throws -> String {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var rows = ["user_id,timestamp,kind,name,value,unit"]
        for person in 1...12 {
            for day in 1...10 {
                let date = String(format: "2026-03-%02dT", day)
                rows.append("P\(person),\(date)08:00:00Z,factor,caffeine,\(50 * ((person + day) % 5)),mg")
                rows.append("P\(person),\(date)18:00:00Z,symptom,headache,\((person * day) % 4),severity")
                if person == 1 { rows.append("P1,\(date)12:00:00Z,factor,\(Self.privateName),\(day % 3 * 10),minutes") }
            }
        }
        let file = scratch.appendingPathComponent("export.csv")
        try rows.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let db = scratch.appendingPathComponent("study.sqlite").path
        let outcome = try CarelabProcess.run(["import", "csv", file.path, "--db", db, "--time-zone", "UTC", "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return db
    }

    @Test func aSuppressedRowOfImportedDataDoesNotNameItsFactor() throws {
        let db = try database()
        let outcome = try CarelabProcess.run(["analyze", "correlations", "--db", db])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        let suppressed = table.dropFirst().filter { $0.last == "true" }
        #expect(!suppressed.isEmpty && suppressed.allSatisfy { $0[0].isEmpty && $0[2].isEmpty })
        #expect(!outcome.stdout.contains(Self.privateName))
        #expect(table.contains { $0[0] == "caffeine" && $0.last == "false" }, "a name twelve people logged stays")

        let report = scratch.appendingPathComponent("report")
        #expect(try CarelabProcess.run(["report", "--db", db, "--out", report.path, "--quiet"]).status == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: report.path) {
            let text = try String(contentsOf: report.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains(Self.privateName), "\(name) names a factor one person logged")
        }
    }

    @Test func simulatedNamesStayOnSuppressedRows() throws {
        let out = scratch.appendingPathComponent("run")
        #expect(try CarelabProcess.run(["simulate", "Scenarios/default.yaml", "--out", out.path, "--people", "8",
                                        "--days", "10", "--no-report", "--quiet"]).status == 0)
        let outcome = try CarelabProcess.run(["analyze", "correlations", "--db", out.path])
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        #expect(table.dropFirst().allSatisfy { $0.last == "true" && $0[0] == "caffeine" })
    }
}
