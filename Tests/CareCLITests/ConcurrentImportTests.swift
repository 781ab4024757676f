import CareStore
import Foundation
import Testing

/// Two imports into one database at once: the second waits for the first, and a reader in
/// the meantime sees the database before or after an import, never part of one.
@Suite struct ConcurrentImportTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-concurrent-\(UUID().uuidString)")
    static let rows = 6000

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// A generic CSV of `rows` caffeine entries for one person.
    func export(for user: String) throws -> String {
        var text = "user_id,timestamp,kind,name,value,unit\n"
        for i in 0..<Self.rows {
            text += "\(user),2026-03-\(String(format: "%02d", 1 + i / 1440 % 28))T\(String(format: "%02d:%02d", i / 60 % 24, i % 60)):00Z,"
                + "factor,caffeine,\(i % 300),mg\n"
        }
        let path = scratch.appendingPathComponent("\(user).csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func start(_ file: String, into db: String) throws -> Process {
        let process = Process()
        process.executableURL = CarelabProcess.executable
        process.arguments = ["import", "csv", file, "--db", db, "--time-zone", "UTC"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func twoImportsAtOnceIntoANewDatabaseBothCompleteAndReadersSeeWholeImports() throws {
        let db = scratch.appendingPathComponent("study.sqlite").path
        let first = try export(for: "P001"), second = try export(for: "P002")
        let imports = [try start(first, into: db), try start(second, into: db)]

        var seen: Set<Int> = []
        while imports.contains(where: \.isRunning) {
            // A reader may find no database yet or one still being created; it must never
            // find part of an import.
            if let count = try? CareDatabase.open(at: db).eventCount() { seen.insert(count) }
        }
        for process in imports { process.waitUntilExit() }

        #expect(imports.map(\.terminationStatus) == [0, 0])
        #expect(try CareDatabase.open(at: db).eventCount() == 2 * Self.rows)
        #expect(seen.isSubset(of: [0, Self.rows, 2 * Self.rows]), "counts seen: \(seen.sorted())")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
                == ["P001.csv", "P002.csv", "study.sqlite", "study.sqlite.pseudonym-key"])
    }
}
