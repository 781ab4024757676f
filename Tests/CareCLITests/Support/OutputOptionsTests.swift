import ArgumentParser
import Foundation
import Testing
@testable import CareCLI

/// `--format`, `-o` and `--quiet` on the data-producing commands.
@Suite struct OutputOptionsTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The run of `ScoresCommandTests`: person 2's mild headache (1 point) on 28 March.
    @Test("Req 8-9: scores as JSON have typed numbers; --person and --from/--through filter")
    func scoresAsJSON() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ScoresCommandTests.makeRun(in: folder)
        let out = folder.appendingPathComponent("scores.json").path
        try ScoresCommand.parse(["--db", db, "--person", "2", "--through", "2026-03-28", "--format", "json", "-o", out]).run()
        #expect(try String(contentsOfFile: out, encoding: .utf8) == """
            [
              {"person_id": 2, "date": "2026-03-28", "level": "category", "name": "Digestion", "score_points": 0, "logged": true},
              {"person_id": 2, "date": "2026-03-28", "level": "category", "name": "Head, neck", "score_points": 1, "logged": true},
              {"person_id": 2, "date": "2026-03-28", "level": "symptom", "name": "headache", "score_points": 1, "logged": true},
              {"person_id": 2, "date": "2026-03-28", "level": "symptom", "name": "nausea", "score_points": 0, "logged": true}
            ]

            """)
    }

    @Test func scoresAsATableForReading() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ScoresCommandTests.makeRun(in: folder)
        let outcome = try CarelabProcess.run(["scores", "--db", db, "--person", "1", "--from", "2026-03-29", "--format", "table"])
        #expect(outcome.stdout == """
            person_id  date        level     name        score_points  logged
            ---------  ----------  --------  ----------  ------------  ------
                    1  2026-03-29  category  Digestion              2  true
                    1  2026-03-29  category  Head, neck             0  true
                    1  2026-03-29  symptom   headache               0  true
                    1  2026-03-29  symptom   nausea                 2  true

            """)
    }

    @Test func quietSilencesMessagesButNotData() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ScoresCommandTests.makeRun(in: folder)
        let out = folder.appendingPathComponent("s.csv").path
        let loud = try CarelabProcess.run(["scores", "--db", db, "-o", out])
        #expect(loud.stderr == "scored 2 people × 2 days with scoring rule version 1: 16 rows in \(out)\n")
        let quiet = try CarelabProcess.run(["scores", "--db", db, "-o", out, "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr == "")
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("person_id,date,level,name,score_points,logged\r\n"))
    }

    @Test func anExistingOutputFileIsReplacedWhole() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ScoresCommandTests.makeRun(in: folder)
        let out = folder.appendingPathComponent("s.csv").path
        try String(repeating: "old line\n", count: 1000).write(toFile: out, atomically: true, encoding: .utf8)
        try ScoresCommand.parse(["--db", db, "--person", "2", "--from", "2026-03-29", "-o", out, "-q"]).run()
        #expect(try String(contentsOfFile: out, encoding: .utf8) == """
            person_id,date,level,name,score_points,logged\r
            2,2026-03-29,category,Digestion,,false\r
            2,2026-03-29,category,"Head, neck",,false\r
            2,2026-03-29,symptom,headache,,false\r
            2,2026-03-29,symptom,nausea,,false\r

            """)
    }

    @Test func occurrencesWithAFormatBecomeATable() throws {
        let outcome = try CarelabProcess.run(["schedule", "occurrences", "--start", "2026-03-07", "--repeat", "daily",
                                              "--times", "02:30", "--through", "2026-03-08", "--time-zone", "America/New_York",
                                              "--format", "tsv"])
        #expect(outcome.stdout == """
            instant\tlocal_date\tlocal_time\tweekday\tutc_offset
            2026-03-07T02:30:00-05:00\t2026-03-07\t02:30\tsaturday\t-05:00
            2026-03-08T03:30:00-04:00\t2026-03-08\t03:30\tsunday\t-04:00

            """)
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let outcome = try CarelabProcess.run(["scores", "--db", "x.sqlite", "--format", "xml"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("xml"))
    }
}
