import CareModel
import Foundation

/// A file about to be imported, as the import ledger (`import_file`) records it.
public struct ImportFile: Hashable, Sendable {
    /// The importer's name, e.g. `flaredown`.
    public var format: String
    /// The file's name without its folder (folders can name people).
    public var fileName: String
    /// The SHA-256 of the file's bytes, lowercase hex: the same file is imported once.
    public var sha256: String
    /// When the import ran, seconds since 1970-01-01T00:00:00Z.
    public var importedAtUnix: Int64
    /// The CareLab version that ran it.
    public var carelabVersion: String

    /// Creates a ledger entry.
    public init(format: String, fileName: String, sha256: String, importedAtUnix: Int64, carelabVersion: String) {
        self.format = format
        self.fileName = fileName
        self.sha256 = sha256
        self.importedAtUnix = importedAtUnix
        self.carelabVersion = carelabVersion
    }
}

/// What one import did, row by row.
public struct ImportCounts: Hashable, Sendable {
    /// Source rows (CSV rows, XML records) read.
    public var rowsRead = 0
    /// Events added to the `event` table.
    public var eventsAdded = 0
    /// Events not added because an identical event was already stored.
    public var duplicateEvents = 0
    /// Free-text notes added to the `note` table.
    public var notesAdded = 0
    /// Rows kept in `unmapped_row` because they have no CareLab meaning.
    public var rowsUnmapped = 0
    /// Rows rejected as invalid (only with `--skip-invalid`; otherwise the import stops).
    public var rowsRejected = 0

    /// Creates counts, all zero.
    public init() {}
}

/// A finished import, read back from the ledger.
public struct ImportRecord: Hashable, Sendable {
    /// The import's number in this database.
    public var importID: Int
    /// The file as it was recorded.
    public var file: ImportFile
    /// What the import did.
    public var counts: ImportCounts
}

/// What some sources say about a person. Quasi-identifiers: report them only through the
/// small-cell rule.
public struct PersonAttributes: Hashable, Sendable {
    /// Sex as the source spells it (e.g. Flaredown's `female`, `male`, `other`).
    public var sex: String?
    /// Age in whole years, as the source gave it.
    public var ageYears: Int?
    /// ISO 3166-1 alpha-2 country code.
    public var country: String?
    /// The study arm the person was randomised to, as the source names it.
    public var arm: String?
    /// The cohort the person belongs to (seed 004's cohorts), as the source names it.
    public var cohort: String?

    /// Creates attributes; all unknown by default.
    public init(sex: String? = nil, ageYears: Int? = nil, country: String? = nil, arm: String? = nil, cohort: String? = nil) {
        self.sex = sex
        self.ageYears = ageYears
        self.country = country
        self.arm = arm
        self.cohort = cohort
    }
}

/// A person as an import sees them.
public struct StoredPerson: Hashable, Sendable {
    /// The person's identifier in this database.
    public var personID: Int
    /// The time zone their days are counted in (the stored one for someone already there).
    public var timeZone: TimeZone
}

/// A free-text note (a journal entry, a diary note). Stored apart from events; reports
/// never read it.
public struct NewNote: Hashable, Sendable {
    /// Who wrote it.
    public var personID: Int
    /// When, seconds since 1970-01-01T00:00:00Z.
    public var occurredAtUnix: Int64
    /// The calendar day in the person's time zone.
    public var localDate: CalendarDay
    /// The app it came from, e.g. `daylio`.
    public var source: String
    /// The text as written.
    public var text: String

    /// Creates a note.
    public init(personID: Int, occurredAtUnix: Int64, localDate: CalendarDay, source: String, text: String) {
        self.personID = personID
        self.occurredAtUnix = occurredAtUnix
        self.localDate = localDate
        self.source = source
        self.text = text
    }
}

/// A source row that CareLab cannot map onto an event, kept as it was.
public struct UnmappedRow: Hashable, Sendable {
    /// The line in the source file where the row starts.
    public var line: Int
    /// Whose row it is.
    public var personID: Int
    /// The calendar day the row belongs to.
    public var localDate: CalendarDay
    /// The source's own kind, e.g. a Flaredown `trackable_type`.
    public var sourceKind: String
    /// The source's name for the item, e.g. a Flaredown `trackable_name`.
    public var sourceName: String
    /// The source's value, as text.
    public var sourceValue: String
    /// Why it was not mapped.
    public var reason: String

    /// Creates an unmapped row.
    public init(line: Int, personID: Int, localDate: CalendarDay, sourceKind: String, sourceName: String,
                sourceValue: String, reason: String) {
        self.line = line
        self.personID = personID
        self.localDate = localDate
        self.sourceKind = sourceKind
        self.sourceName = sourceName
        self.sourceValue = sourceValue
        self.reason = reason
    }
}
