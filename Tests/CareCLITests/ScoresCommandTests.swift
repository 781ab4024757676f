@testable import CareCLI
@testable import CareWorkflows
import CareModel
import CareStore
import Foundation
import Testing

/// `carelab scores` run end to end on a small stored run whose scores are worked out by
/// hand (seed 000, Req 8 and 9).
@Suite struct ScoresCommandTests {
    /// A run of two days, 28-29 March 2026, with London's spring-forward night between them.
    ///
    /// Person 1 (Europe/London): headache severe at 23:30 GMT on 28 March (23:30Z);
    /// nausea moderate at 23:30 BST on 29 March (22:30Z). Person 2 (America/New_York):
    /// headache mild at 23:00 EDT on 28 March (03:00Z on 29 March).
    static func makeRun(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("carelab.sqlite").path
        let database = try CareDatabase.create(at: path)
        try database.setRunInfo(["start_date": "2026-03-28", "days": "2"])
        let headache = Symptom(name: "headache", category: SymptomCategory("Head, neck"))
        let nausea = Symptom(name: "nausea", category: SymptomCategory("Digestion"))
        try database.setSymptoms([headache, nausea])
        func entry(_ symptom: Symptom, _ at: String, _ severity: Severity) -> SymptomEntry {
            SymptomEntry(symptom: symptom, timestamp: ISO8601DateFormatter().date(from: at)!,
                         timeOfDay: .night, severity: severity)
        }
        try database.append([
            PersonRecord(personID: 1, timeZone: TimeZone(identifier: "Europe/London")!,
                      symptomEntries: [entry(headache, "2026-03-28T23:30:00Z", .severe),
                                       entry(nausea, "2026-03-29T22:30:00Z", .moderate)],
                      factorEntries: []),
            PersonRecord(personID: 2, timeZone: TimeZone(identifier: "America/New_York")!,
                      symptomEntries: [entry(headache, "2026-03-29T03:00:00Z", .mild)],
                      factorEntries: []),
        ])
        return path
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("carelab-scores-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Req 8-9: scores writes every person, day, category and symptom as RFC 4180 CSV")
    func writesScores() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try Self.makeRun(in: folder)
        let out = folder.appendingPathComponent("scores.csv").path
        let command = try ScoresCommand.parse(["--db", db, "-o", out])
        try command.run()
        // severe 3 and moderate 2 and mild 1 by hand; the category with a comma is quoted.
        // Person 2 logged nothing on 29 March (local): that day is missing, not 0.
        let expected = [
            "person_id,date,level,name,score_points,logged",
            "1,2026-03-28,category,Digestion,0,true", "1,2026-03-28,category,\"Head, neck\",3,true",
            "1,2026-03-28,symptom,headache,3,true", "1,2026-03-28,symptom,nausea,0,true",
            "1,2026-03-29,category,Digestion,2,true", "1,2026-03-29,category,\"Head, neck\",0,true",
            "1,2026-03-29,symptom,headache,0,true", "1,2026-03-29,symptom,nausea,2,true",
            "2,2026-03-28,category,Digestion,0,true", "2,2026-03-28,category,\"Head, neck\",1,true",
            "2,2026-03-28,symptom,headache,1,true", "2,2026-03-28,symptom,nausea,0,true",
            "2,2026-03-29,category,Digestion,,false", "2,2026-03-29,category,\"Head, neck\",,false",
            "2,2026-03-29,symptom,headache,,false", "2,2026-03-29,symptom,nausea,,false",
        ].map { $0 + "\r\n" }.joined()
        #expect(try String(contentsOfFile: out, encoding: .utf8) == expected)
    }

    @Test("Req 8-9: --rules replaces the seed's rule")
    func otherRule() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try Self.makeRun(in: folder)
        let rules = folder.appendingPathComponent("v2.yaml")
        // Tenfold points and a window of 24 elapsed hours. 29 March has 23 hours in London,
        // so its window starts at 23:00 GMT on 28 March and person 1's headache at 23:30 GMT
        // counts on both days (30 each); nausea moderate 20 and person 2's mild 10 as before.
        try Data("version: 2\npoints: {mild: 10, moderate: 20, severe: 30, debilitating: 40}\nwindow: {hours: 24}\n".utf8)
            .write(to: rules)
        let out = folder.appendingPathComponent("scores.csv").path
        let command = try ScoresCommand.parse(["--db", db, "--rules", rules.path, "-o", out])
        try command.run()
        let rows = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\r\n").filter { $0.contains("symptom") }
        #expect(rows == [
            "1,2026-03-28,symptom,headache,30,true", "1,2026-03-28,symptom,nausea,0,true",
            "1,2026-03-29,symptom,headache,30,true", "1,2026-03-29,symptom,nausea,20,true",
            "2,2026-03-28,symptom,headache,10,true", "2,2026-03-28,symptom,nausea,0,true",
            "2,2026-03-29,symptom,headache,,false", "2,2026-03-29,symptom,nausea,,false",
        ])
    }

    @Test("A bad rule file is bad data (exit 65) naming file, line and column; no output is left")
    func badRules() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try Self.makeRun(in: folder)
        let rules = folder.appendingPathComponent("bad.yaml")
        try Data("version: 1\npoints: {mild: -1, moderate: 2, severe: 3, debilitating: 4}\n".utf8).write(to: rules)
        let out = folder.appendingPathComponent("scores.csv").path
        let command = try ScoresCommand.parse(["--db", db, "--rules", rules.path, "-o", out])
        #expect {
            try command.run()
        } throws: { error in
            guard let failure = error as? Failure, case .badData(let message) = failure else { return false }
            return message == "\(rules.path):2:16: 'points.mild' is -1, expected 0 or more" && failure.exitCode.rawValue == 65
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("A database without the run's period is refused")
    func missingRunInfo() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("empty.sqlite").path
        _ = try CareDatabase.create(at: path)
        let command = try ScoresCommand.parse(["--db", path])
        #expect(throws: (any Error).self) { try command.run() }
    }
}
