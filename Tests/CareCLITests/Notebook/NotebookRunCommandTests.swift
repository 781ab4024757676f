import Foundation
import Testing

/// `carelab notebook run`, end to end through the built executable.
@Suite struct NotebookRunCommandTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-notebook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A notebook with two blocks; the schedule's instants are those of
    /// `ScheduleOccurrencesCommandTests` (monthly on the 31st skips February and April).
    static let notebook = """
        # Test

        ```carelab
        carelab schedule occurrences --start 2026-01-31 --repeat monthly --times 08:00 --through 2026-05-31 --time-zone UTC
        ```

        Between.

        ```carelab
        carelab schedule occurrences --start 2026-03-07 --repeat daily --times 02:30 \\
          --through 2026-03-08 --time-zone America/New_York --format csv
        ```

        """

    static let expected = """
        # Test

        ```carelab
        carelab schedule occurrences --start 2026-01-31 --repeat monthly --times 08:00 --through 2026-05-31 --time-zone UTC
        ```

        ```text
        2026-01-31T08:00:00Z
        2026-03-31T08:00:00Z
        2026-05-31T08:00:00Z
        ```

        Between.

        ```carelab
        carelab schedule occurrences --start 2026-03-07 --repeat daily --times 02:30 \\
          --through 2026-03-08 --time-zone America/New_York --format csv
        ```

        ```text
        instant,local_date,local_time,weekday,utc_offset
        2026-03-07T02:30:00-05:00,2026-03-07,02:30,saturday,-05:00
        2026-03-08T03:30:00-04:00,2026-03-08,03:30,sunday,-04:00
        ```

        """

    @Test func writesEachBlocksOutputUnderItAndTheSameBytesEveryRun() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("test.md")
        try Self.notebook.write(to: source, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let first = try CarelabProcess.run(["notebook", "run", source.path, "--out", out.path, "--quiet"])
        #expect(first.status == 0)
        #expect(first.stderr == "")
        let written = try String(contentsOf: out.appendingPathComponent("test.md"), encoding: .utf8)
        // CSV's CRLF line ends become LF inside the Markdown document.
        #expect(written == Self.expected)

        #expect(try CarelabProcess.run(["notebook", "run", source.path, "--out", out.path, "--check"]).status == 0)
        // Its own output as input gives the same document.
        let again = try CarelabProcess.run(["notebook", "run", out.appendingPathComponent("test.md").path, "--out",
                                            folder.appendingPathComponent("again").path, "-q"])
        #expect(again.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("again/test.md"), encoding: .utf8) == Self.expected)
    }

    @Test func aFailingCommandStopsTheRunAndNothingIsWritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("bad.md")
        try "```carelab\ncarelab schedule occurrences --start 2026-13-01 --repeat daily --times 08:00\n```\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let outcome = try CarelabProcess.run(["notebook", "run", source.path, "--out", out.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("--start is '2026-13-01'"))
        #expect(outcome.stderr.contains("\(source.path):2: 'carelab schedule occurrences --start 2026-13-01 --repeat daily --times 08:00' "
                                        + "stopped with exit code 64; nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("bad.md").path))
    }

    @Test func aLineThatIsNotACarelabCommandIsBadData() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("shell.md")
        try "Intro\n\n```carelab\nls -l\n```\n".write(to: source, atomically: true, encoding: .utf8)
        let outcome = try CarelabProcess.run(["notebook", "run", source.path, "--out", folder.appendingPathComponent("o").path])
        #expect(outcome.status == 65)
        #expect(outcome.stderr == "carelab: error: \(source.path):4: a notebook runs carelab commands other than 'notebook', "
                + "one per line, found 'ls -l'\n")
    }

    @Test func theNotebookIsNeverOverwrittenByItsOutput() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("same.md")
        try "Just prose.\n".write(to: source, atomically: true, encoding: .utf8)
        let outcome = try CarelabProcess.run(["notebook", "run", source.path, "--out", folder.path])
        #expect(outcome.status == 64)
        #expect(try String(contentsOf: source, encoding: .utf8) == "Just prose.\n")
    }

    @Test("The shipped notebooks' outputs in Reports/notebooks are up to date", arguments: ["schedules", "scoring-rules"])
    func shippedNotebooksAreUpToDate(_ name: String) throws {
        let outcome = try CarelabProcess.run(["notebook", "run", "Notebooks/\(name).md", "--check"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }
}
