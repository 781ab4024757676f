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
