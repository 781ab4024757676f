import CareStore
import Foundation

/// The export formats CareLab imports.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// CareLab's generic long CSV: `user_id,timestamp,kind,name,value,unit`.
    case csv
    /// The Flaredown research export (Kaggle "Flaredown autoimmune symptom tracker").
    case flaredown
    /// Apple Health's `export.xml`.
    case appleHealth = "apple-health"
    /// Daylio's CSV export.
    case daylio
    /// Bearable's CSV export.
    case bearable
    /// A FHIR R4 Bundle (JSON) or Bulk Data NDJSON: clinical records of one or many people.
    case fhir

    /// Whether a file of this format holds one person's data, named with `--user`.
    public var holdsOnePerson: Bool {
        switch self {
        case .csv, .flaredown, .fhir: false
        case .appleHealth, .daylio, .bearable: true
        }
    }
}

/// How an import treats its input.
public struct ImportOptions: Sendable {
    /// Keep the good rows and hand invalid ones to the rejects handler, instead of stopping
    /// at the first.
    public var skipInvalid: Bool
    /// The time zone for people not stored yet; nil: the source's own (Apple Health's
    /// offset), else UTC.
    public var timeZone: TimeZone?
    /// The person a single-person export belongs to (any identifier; it is pseudonymised).
    public var user: String?

    /// Creates options.
    public init(skipInvalid: Bool = false, timeZone: TimeZone? = nil, user: String? = nil) {
        self.skipInvalid = skipInvalid
        self.timeZone = timeZone
        self.user = user
    }
}

/// What an import did.
public enum ImportOutcome: Sendable {
    /// The same file (format and SHA-256) was imported before: nothing was added.
    case alreadyImported(ImportRecord)
    /// The file was imported as import `importID`.
    case imported(importID: Int, counts: ImportCounts, passedOver: [String: Int])
}

/// Imports one file into a research database in one transaction: all of it, or (on the
/// first invalid row, unless `skipInvalid`) nothing.
public struct Importer: Sendable {
    /// The file's format.
    public var format: ImportFormat
    /// How to treat the input.
    public var options: ImportOptions

    /// Creates an importer.
    public init(format: ImportFormat, options: ImportOptions = ImportOptions()) {
        self.format = format
        self.options = options
    }

    /// Imports the file at `path` into `database`. Invalid rows go to `rejected` when
    /// `options.skipInvalid` is set; otherwise the first one stops the import and the
    /// database is left exactly as it was. `progress` is told the rows read so far after
    /// each batch.
    public func run(
        file path: String, into database: CareDatabase, carelabVersion: String, importedAtUnix: Int64,
        rejected: (RowProblem) throws(ImportError) -> Void = { _ throws(ImportError) in },
        progress: (Int) -> Void = { _ in }
    ) throws(ImportError) -> ImportOutcome {
        if format.holdsOnePerson, options.user?.isEmpty ?? true { throw .userRequired(format: format.rawValue) }
        let digest = try FileDigest.sha256(of: path, file: path)
        let earlier: ImportRecord?, holdsPseudonyms: Bool
        do {
            earlier = try database.importRecord(format: format.rawValue, sha256: digest)
            holdsPseudonyms = try database.hasPseudonymizedPeople()
        } catch {
            throw .store(error)
        }
        if let earlier { return .alreadyImported(earlier) }
        let key = try PseudonymKey.load(besideDatabase: database.path, mayCreate: !holdsPseudonyms)
        let reader = try makeReader(path: path)
        let file = ImportFile(format: format.rawValue, fileName: URL(fileURLWithPath: path).lastPathComponent,
                              sha256: digest, importedAtUnix: importedAtUnix, carelabVersion: carelabVersion)
        do {
            // The reader runs on a thread of its own, a few batches ahead of the writer: on two
            // cores, parsing and SQLite run side by side. It has stopped when `run` returns.
            return try ProducerThread.run(capacity: 8) { (channel: BoundedChannel<RowBatch, any Error>) in
                var reader = reader
                try reader.read(into: channel)
            } consuming: { channel in
                try database.importing(file) { transaction in
                    try store(channel, in: transaction, key: key, rejected: rejected, progress: progress)
                }
            }
        } catch let error as ImportError {
            throw error
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .store(StoreError(path: database.path, reason: String(describing: error)))
        }
    }

    /// Writes the rows arriving through `channel` in `transaction`, until the end of the file
    /// or the first invalid row (unless `options.skipInvalid`); returns the outcome and counts.
    private func store(
        _ channel: BoundedChannel<RowBatch, any Error>, in transaction: ImportTransaction, key: PseudonymKey,
        rejected: (RowProblem) throws(ImportError) -> Void, progress: (Int) -> Void
    ) throws -> (ImportOutcome, ImportCounts) {
        var writer = RowWriter(transaction: transaction, pseudonymizer: Pseudonymizer(key: key),
                               timeZone: options.timeZone)
        var rowsRead = 0, rowsRejected = 0
        var passedOver: [String: Int] = [:]
        while let batch = try channel.receive() {
            switch batch {
            case .rows(let outputs):
                for output in outputs {
                    rowsRead += 1
                    switch output {
                    case .row(var row):
                        if let user = options.user { row.user = user }
                        try writer.write(row)
                    case .rejected(let problem):
                        guard options.skipInvalid else { throw ImportError.badRow(problem) }
                        rowsRejected += 1
                        try rejected(problem)
                    }
                }
                progress(rowsRead)
            case .end(let counts):
                passedOver = counts
            }
        }
        try writer.finish()
        var counts = writer.counts
        counts.rowsRead = rowsRead
        counts.rowsRejected = rowsRejected
        return (.imported(importID: transaction.importID, counts: counts, passedOver: passedOver), counts)
    }

    /// The format's reader, its blood-pressure readings checked as pairs.
    func makeReader(path: String) throws(ImportError) -> any SourceReader {
        let reader: any SourceReader = switch format {
        case .csv: try GenericCSVReader(path: path)
        case .flaredown: try FlaredownReader(path: path)
        case .appleHealth: try AppleHealthReader(path: path)
        case .daylio: try DaylioReader(path: path)
        case .bearable: try BearableReader(path: path)
        case .fhir: try FHIRReader(path: path)
        }
        return BloodPressurePairing(reader, file: path)
    }
}
