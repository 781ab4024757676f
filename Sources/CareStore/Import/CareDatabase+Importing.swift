import CareModel
import Foundation
import GRDB

extension CareDatabase {
    /// Runs one import in one transaction: `body` adds rows through the
    /// ``ImportTransaction`` and returns what it did. When `body` throws, the database is
    /// left exactly as it was and the error comes through unchanged (SQLite's own errors as
    /// ``StoreError``).
    public func importing<T>(_ file: ImportFile, _ body: (ImportTransaction) throws -> (T, ImportCounts)) throws -> T {
        try writePassingErrors { db in
            try db.execute(sql: """
                INSERT INTO import_file(format, file_name, file_sha256, imported_at_unix, carelab_version)
                VALUES (?, ?, ?, ?, ?)
                """, arguments: [file.format, file.fileName, file.sha256, file.importedAtUnix, file.carelabVersion])
            let transaction = ImportTransaction(db: db, path: path, importID: Int(db.lastInsertedRowID))
            let (result, counts) = try body(transaction)
            try transaction.finish(counts)
            return result
        }
    }

    /// The earlier import of the same file (same format and SHA-256), if any.
    public func importRecord(format: String, sha256: String) throws(StoreError) -> ImportRecord? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM import_file WHERE format = ? AND file_sha256 = ?",
                             arguments: [format, sha256]).map(Self.importRecord)
        }
    }

    /// Every import, oldest first.
    public func imports() throws(StoreError) -> [ImportRecord] {
        var records: [ImportRecord] = []
        for part in parts {
            records += try part.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM import_file ORDER BY import_id").map(Self.importRecord)
            }
        }
        return records
    }

    /// Whether any person was stored under a keyed pseudonym (an import happened).
    public func hasPseudonymizedPeople() throws(StoreError) -> Bool {
        for part in parts where try part.read({ db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM person WHERE pseudonym IS NOT NULL)") ?? false
        }) { return true }
        return false
    }

    private static func importRecord(_ row: Row) -> ImportRecord {
        var counts = ImportCounts()
        counts.rowsRead = row["rows_read"]
        counts.eventsAdded = row["events_added"]
        counts.duplicateEvents = row["duplicate_events"]
        counts.notesAdded = row["notes_added"]
        counts.rowsUnmapped = row["rows_unmapped"]
        counts.rowsRejected = row["rows_rejected"]
        let file = ImportFile(format: row["format"], fileName: row["file_name"], sha256: row["file_sha256"],
                              importedAtUnix: row["imported_at_unix"], carelabVersion: row["carelab_version"])
        return ImportRecord(importID: row["import_id"], file: file, counts: counts)
    }
}
