import ArgumentParser
import Foundation
import Testing
@testable import CareCLI

@Suite struct ImportCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-import-\(UUID().uuidString)")
    static let fixtures = "Tests/CareImportTests/Fixtures"

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    var db: String { scratch.appendingPathComponent("study.sqlite").path }

    func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test func theDocumentedExampleImportsIntoADatabaseAndKeyReadableByTheOwnerOnly() throws {
        let outcome = try CarelabProcess.run(["import", "csv", "docs/examples/generic.csv", "--db", db,
                                              "--time-zone", "America/New_York"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("imported docs/examples/generic.csv (csv) as import 1: 12 rows read, 12 events added"))
        #expect(try mode(db) == 0o600)
        #expect(try mode(db + ".pseudonym-key") == 0o600)
    }

    /// Headache 3, 0, 2, 0 on four days: the zeros are entries (reported absent), so every
    /// day is logged and the mean over logged days is 1.25, not 2.5 over two days.
    @Test func aSymptomReportedAbsentIsALoggedDayScoringZeroInScoresAndTheReport() throws {
        let export = scratch.appendingPathComponent("absent.csv")
        try (["user_id,timestamp,kind,name,value,unit"] + zip(1...4, [3, 0, 2, 0]).map { day, severity in
            "P1,2026-03-0\(day)T10:00:00Z,symptom,headache,\(severity),severity"
        }).joined(separator: "\n").write(to: export, atomically: true, encoding: .utf8)
        #expect(try CarelabProcess.run(["import", "csv", export.path, "--db", db, "--time-zone", "UTC"]).status == 0)

        let scores = try CarelabProcess.run(["scores", "--db", db])
        let headache = try CSVInput.parse(scores.stdout, name: "scores").table.filter { $0.contains("headache") }
        #expect(headache.map { $0[4] } == ["3", "0", "2", "0"])
        #expect(headache.allSatisfy { $0[5] == "true" })

        let report = scratch.appendingPathComponent("report")
        let outcome = try CarelabProcess.run(["report", "--db", db, "--out", report.path, "--min-cell", "1"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let means = try CSVInput.parse(String(contentsOf: report.appendingPathComponent("daily_scores_mean.csv"), encoding: .utf8),
                                       name: "daily_scores_mean.csv").table
        let column = try #require(means.first?.firstIndex(of: "mean_score_points"))
        let headacheMeans = means.filter { $0.contains("headache") }.compactMap { Double($0[column]) }
        #expect(headacheMeans == [3, 0, 2, 0])
        #expect(headacheMeans.reduce(0, +) / Double(headacheMeans.count) == 1.25)
    }

    @Test func aBadRowExits65WithFileLineAndColumnAndCreatesNothing() throws {
        let outcome = try CarelabProcess.run(["import", "csv", "\(Self.fixtures)/generic-bad.csv", "--db", db])
        #expect(outcome.status == 65)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("carelab: error: \(Self.fixtures)/generic-bad.csv:3:2: field 'timestamp': '2026-02-30T08:00:00Z' is not") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func malformedFHIRNDJSONExits65AtItsLineAndLeavesAnExistingDatabaseAsItWas() throws {
        #expect(try CarelabProcess.run(["import", "fhir", "Examples/fhir/bundle.json", "--db", db]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let export = scratch.appendingPathComponent("Observation.ndjson")
        try "{\"resourceType\":\"Patient\",\"id\":\"a\"}\n{\"resourceType\":\"Observation\",\n"
            .write(to: export, atomically: true, encoding: .utf8)
        let outcome = try CarelabProcess.run(["import", "fhir", export.path, "--db", db])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("carelab: error: \(export.path):2:1: the line is not JSON"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    @Test func aBadRowLeavesAnExistingDatabaseByteForByteAsItWas() throws {
        #expect(try CarelabProcess.run(["import", "csv", "docs/examples/generic.csv", "--db", db]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        #expect(try CarelabProcess.run(["import", "csv", "\(Self.fixtures)/generic-bad.csv", "--db", db]).status == 65)
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    @Test func skippingInvalidRowsWritesEachToTheRejectsFileWithItsReason() throws {
        let rejects = scratch.appendingPathComponent("rejects.csv").path
        let outcome = try CarelabProcess.run(["import", "csv", "\(Self.fixtures)/generic-bad.csv", "--db", db,
                                              "--skip-invalid", "--rejects", rejects])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("7 rows read, 2 events added"))
        #expect(outcome.stderr.contains("5 rows rejected: \(rejects)"))
        let text = try String(contentsOfFile: rejects, encoding: .utf8)
        let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.count == 6)
        #expect(lines[0] == "file,line,column,field,reason,row")
        #expect(lines[3] == "\(Self.fixtures)/generic-bad.csv,5,5,value,900 bpm is impossible for heart_rate (possible: more than 0 and at most 600 bpm),"
                + "\"P002,2026-03-02T10:00:00Z,measurement,heart_rate,900,bpm\"")
        #expect(try mode(rejects) == 0o600)
    }

    @Test func importingTheSameFileTwiceAddsNothingTheSecondTime() throws {
        #expect(try CarelabProcess.run(["import", "csv", "docs/examples/generic.csv", "--db", db]).status == 0)
        let again = try CarelabProcess.run(["import", "csv", "docs/examples/generic.csv", "--db", db])
        #expect(again.status == 0)
        #expect(again.stderr.hasPrefix("docs/examples/generic.csv was already imported as import 1"))
        #expect(again.stderr.hasSuffix("nothing added\n"))
    }

    @Test func theSummarySuppressesSmallCellsAndHoldsNoFreeText() throws {
        let summary = scratch.appendingPathComponent("summary.csv").path
        let outcome = try CarelabProcess.run(["import", "daylio", "\(Self.fixtures)/daylio.csv", "--db", db, "--user", "P017",
                                              "--summary", summary])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(lines.first == "kind,name,unit,people,events,suppressed")
        // One person: every row is below the default minimum of 11 people.
        #expect(lines.dropFirst().allSatisfy { $0.hasSuffix(",,,true") })
        #expect(!text.contains("reading") && !text.contains("Picnic") && !text.contains("Finished the book"))
        #expect(outcome.stderr.contains("(10 of 10 rows suppressed: fewer than 11 people)"))
    }

    @Test func theSummaryShowsCellsAtOrAboveAChosenMinimum() throws {
        let summary = scratch.appendingPathComponent("summary.csv").path
        let outcome = try CarelabProcess.run(["import", "csv", "docs/examples/generic.csv", "--db", db,
                                              "--summary", summary, "--min-cell", "1", "--quiet"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.contains("\r\nmeasurement,blood_pressure_systolic,mmHg,1,1,false\r\n"))
        #expect(text.contains("\r\ntag,\"travel, long haul\",present,1,1,false\r\n"))
    }

    @Test(arguments: [
        (["import", "yaml", "x.csv", "--db", "x.sqlite"], "'yaml' is not a format"),
        (["import", "daylio", "x.csv", "--db", "x.sqlite"], "name them with --user ID"),
        (["import", "csv", "x.csv", "--db", "x.sqlite", "--rejects", "r.csv"], "--rejects needs --skip-invalid"),
        (["import", "csv", "x.csv", "--db", "x.sqlite", "--time-zone", "Mars/Olympus"], "not an IANA time zone"),
    ])
    func usageErrorsExitWith64(arguments: [String], message: String) throws {
        let outcome = try CarelabProcess.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(message))
    }

    @Test func helpStartsWithAnExample() throws {
        let help = CareLabCommand.helpMessage(for: ImportCommand.self)
        let example = try #require(help.range(of: "EXAMPLE:\n  carelab import "), "no example in the help")
        let usage = try #require(help.range(of: "USAGE:"), "no USAGE: in the help")
        #expect(example.lowerBound < usage.lowerBound)
    }
}
