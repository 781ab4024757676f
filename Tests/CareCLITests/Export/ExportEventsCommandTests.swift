@testable import CareCLI
import Foundation
import Testing

/// `carelab export events` end to end on ``ExportFixture``'s hand-built run.
@Suite struct ExportEventsCommandTests {
    static let header = "person_id,kind,occurred_at_unix,local_date,name,value,unit,time_of_day,detail_text,detail_value"

    @Test func personKindAndDaysKeepOnlyTheirRowsInKeyOrder() throws {
        let folder = try ExportFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ExportFixture.makeRun(in: folder)
        let outcome = try CarelabProcess.run(["export", "events", "--db", db, "--person", "1", "--kind", "factor",
                                              "--kind", "dose", "--from", "2026-01-05", "--through", "2026-01-06",
                                              "-o", "-"])
        #expect(outcome.status == 0)
        // Doses before factors (kinds in order), then by instant; 2026-01-08's caffeine is out.
        #expect(outcome.stdout == [
            Self.header,
            "1,dose,1767607200,2026-01-05,ibuprofen,,,,,",
            "1,factor,1767690000,2026-01-06,caffeine,100.0,mg,morning,,",
            "1,factor,1767711600,2026-01-06,caffeine,50.0,mg,morning,,",
        ].joined(separator: "\r\n") + "\r\n")
    }

    @Test func everyEventOfEveryPersonWithoutFilters() throws {
        let folder = try ExportFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try ExportFixture.makeRun(in: folder)
        let out = folder.appendingPathComponent("events.csv").path
        try ExportEventsCommand.parse(["--db", db, "-o", out, "--quiet"]).run()
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\r\n")
        // 2 symptoms, 3 factors, 1 dose, 1 mood, 2 heart rates.
        #expect(lines.count == 1 + 9)
        #expect(lines.dropFirst().map { $0.split(separator: ",")[1] }
                == ["dose", "factor", "factor", "factor", "measurement", "measurement", "mood", "symptom", "symptom"])
        #expect(lines[5] == "1,measurement,1767686400,2026-01-06,heart_rate,60.0,bpm,,manual,")
    }

    @Test func anUnknownKindNamesTheAcceptedOnes() throws {
        let outcome = try CarelabProcess.run(["export", "events", "--db", "x.sqlite", "--kind", "symptoms"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("The value 'symptoms' is invalid for '--kind <kind>'"))
        #expect(outcome.stderr.contains("  - symptom\n  - factor\n  - usage\n"))
    }
}
