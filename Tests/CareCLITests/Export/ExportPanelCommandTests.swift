@testable import CareCLI
import Foundation
import Testing

/// `carelab export panel` end to end on ``ExportFixture``'s hand-built run.
@Suite struct ExportPanelCommandTests {
    @Test func csvPanelHasEveryPersonDayWithScoresOnlyOnLoggedDays() throws {
        let folder = try ExportFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ExportFixture.makeRun(in: folder)
        let out = folder.appendingPathComponent("panel.csv").path
        try ExportPanelCommand.parse(["--db", db, "-o", out, "--quiet"]).run()
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text == ExportFixture.panel.joined(separator: "\r\n") + "\r\n")
    }

    @Test func dashWritesToStdoutAndPersonAndDaysNarrowTheRows() throws {
        let folder = try ExportFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ExportFixture.makeRun(in: folder)
        let outcome = try CarelabProcess.run(["export", "panel", "--db", db, "--person", "1", "--from", "2026-01-06",
                                              "--through", "2026-01-07", "-o", "-"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.stdout == [0, 2, 3].map { ExportFixture.panel[$0] }.joined(separator: "\r\n") + "\r\n")
        #expect(!FileManager.default.fileExists(atPath: CarelabProcess.packageRoot.appendingPathComponent("-").path))
    }

    @Test func parquetPanelIsAParquetFileAndTheSameBytesEachTime() throws {
        let folder = try ExportFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ExportFixture.makeRun(in: folder)
        var files: [Data] = []
        for name in ["a.parquet", "b.parquet"] {
            let out = folder.appendingPathComponent(name).path
            try ExportPanelCommand.parse(["--db", db, "--format", "parquet", "-o", out, "--quiet"]).run()
            files.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(files[0] == files[1])
        #expect(files[0].prefix(4) == Data("PAR1".utf8) && files[0].suffix(4) == Data("PAR1".utf8))
        // The footer names every column of the CSV header.
        let footer = String(decoding: files[0], as: UTF8.self)
        for name in ExportFixture.panel[0].split(separator: ",") { #expect(footer.contains(name)) }
    }

    static let badOptions: [(arguments: [String], status: Int32, message: String)] = [
        (["--format", "xlsx"], 64, "Please provide one of 'csv' and 'parquet'"),
        (["--from", "2026-13-01"], 64, "--from is '2026-13-01': expected a date such as 2026-03-01"),
        (["--from", "2026-01-08", "--through", "2026-01-06"], 64, "--through 2026-01-06 is before --from 2026-01-08"),
        (["--from", "2027-01-01"], 64, "--from and --through leave no day of the data (2026-01-05 to 2026-01-09)"),
        (["--person", "one"], 64, "--person"),
    ]

    @Test(arguments: badOptions)
    func badOptionsSayWhatIsWrong(_ bad: (arguments: [String], status: Int32, message: String)) throws {
        let folder = try ExportFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ExportFixture.makeRun(in: folder)
        let outcome = try CarelabProcess.run(["export", "panel", "--db", db] + bad.arguments + ["-o", "-"])
        #expect(outcome.status == bad.status)
        #expect(outcome.stderr.contains(bad.message), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }

    @Test func aMissingDatabaseIsExit66AndNoDatabaseOptionIsUsage() throws {
        let missing = try CarelabProcess.run(["export", "panel", "--db", "/nonexistent/carelab.sqlite"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("/nonexistent/carelab.sqlite"))
        let none = try CarelabProcess.run(["export", "panel"])
        #expect(none.status == 64)
        #expect(none.stderr.contains("--db"))
    }
}
