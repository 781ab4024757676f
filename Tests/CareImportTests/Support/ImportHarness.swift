import CareStore
import Foundation
import GRDB
@testable import CareImport

/// A fresh database in a temporary folder, the fixtures, and raw SQL to look at what an
/// import stored.
struct ImportHarness {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-import-\(UUID().uuidString)")
    var databasePath: String { folder.appendingPathComponent("study.sqlite").path }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name).path
    }

    /// Imports a fixture; rejected rows are collected in `rejected`.
    @discardableResult
    func run(_ format: ImportFormat, _ fixture: String, options: ImportOptions = ImportOptions(),
             rejected: ((RowProblem) -> Void)? = nil) throws -> ImportOutcome {
        let database = try CareDatabase.openOrCreate(at: databasePath)
        return try Importer(format: format, options: options).run(
            file: Self.fixture(fixture), into: database, carelabVersion: "test", importedAtUnix: 1_800_000_000,
            rejected: { problem throws(ImportError) in rejected?(problem) })
    }

    /// Imports `text` as a file of `format` with --skip-invalid; returns the rejected rows.
    func rejections(_ format: ImportFormat, _ text: String, name: String = "input") throws -> [RowProblem] {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let options = ImportOptions(skipInvalid: true, user: format.holdsOnePerson ? "P1" : nil)
        var problems: [RowProblem] = []
        _ = try Importer(format: format, options: options).run(
            file: path, into: try CareDatabase.openOrCreate(at: databasePath), carelabVersion: "test",
            importedAtUnix: 1_800_000_000, rejected: { problem throws(ImportError) in problems.append(problem) })
        return problems
    }

    /// A generic CSV of `rows` under the six usual columns.
    static func genericCSV(_ rows: [String]) -> String {
        (["user_id,timestamp,kind,name,value,unit"] + rows).joined(separator: "\n") + "\n"
    }

    /// Imports `rows` as a generic CSV with --skip-invalid; returns the rejected rows.
    func importGenericCSV(_ rows: [String]) throws -> [RowProblem] {
        try rejections(.csv, Self.genericCSV(rows), name: "rows.csv")
    }

    /// Imports and returns the counts; fails the test when the file was imported before.
    func counts(_ format: ImportFormat, _ fixture: String, options: ImportOptions = ImportOptions()) throws -> ImportCounts {
        guard case .imported(_, let counts, _) = try run(format, fixture, options: options) else {
            throw HarnessError.alreadyImported
        }
        return counts
    }

    func rows(_ sql: String, _ arguments: StatementArguments = []) throws -> [Row] {
        try DatabaseQueue(path: databasePath).read { try Row.fetchAll($0, sql: sql, arguments: arguments) }
    }

    func count(_ sql: String) throws -> Int {
        try DatabaseQueue(path: databasePath).read { try Int.fetchOne($0, sql: sql) ?? 0 }
    }

    enum HarnessError: Error { case alreadyImported }
}
