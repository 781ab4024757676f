import CareModel
import CareStore

/// A place in a source file: the file as the user named it, the line (1 for the first) and
/// the column (for CSV the field's position in the row, 1 for the first; for XML the
/// character position libxml2 reports at the end of the element's start tag).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// The line, 1 for the first.
    public var line: Int
    /// The column, 1 for the first.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and compilers use.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A source row that cannot be imported, with where it is, which field is wrong and why.
public struct RowProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the row (and the bad field) is.
    public var location: SourceLocation
    /// The column or attribute at fault, e.g. `timestamp`; nil when the whole row is.
    public var field: String?
    /// What is wrong, in words.
    public var reason: String
    /// The row's fields as read, written to the rejects file.
    public var raw: [String]

    /// Creates a problem.
    public init(location: SourceLocation, field: String?, reason: String, raw: [String]) {
        self.location = location
        self.field = field
        self.reason = reason
        self.raw = raw
    }

    /// `file:line:column: field 'name': reason`.
    public var description: String {
        "\(location): " + (field.map { "field '\($0)': " } ?? "") + reason
    }
}

/// Why an import stopped. Nothing it wrote is kept.
public enum ImportError: Error, Sendable, CustomStringConvertible {
    /// A row is invalid and `--skip-invalid` was not given.
    case badRow(RowProblem)
    /// The file's structure is broken (an unclosed quote, malformed XML): no row after the
    /// break can be read.
    case malformed(SourceLocation, reason: String)
    /// The header lacks columns the format needs.
    case missingColumns(file: String, missing: [String], found: [String])
    /// The file cannot be read at all.
    case cannotRead(file: String, reason: String)
    /// The rejects file cannot be written.
    case cannotWriteRejects(file: String, reason: String)
    /// The pseudonym key beside the database is missing, unreadable or readable by others.
    case pseudonymKey(file: String, reason: String)
    /// The format needs a user identifier (`--user`) because the file holds one person.
    case userRequired(format: String)
    /// The database could not be written.
    case store(StoreError)

    public var description: String {
        switch self {
        case .badRow(let problem):
            "\(problem.description) (the import stopped and the database is unchanged; --skip-invalid keeps the good rows)"
        case .malformed(let location, let reason):
            "\(location): \(reason); nothing was imported"
        case .missingColumns(let file, let missing, let found):
            "\(file):1:1: the header lacks \(missing.map { "'\($0)'" }.joined(separator: ", ")); "
                + "it has \(found.map { "'\($0)'" }.joined(separator: ", "))"
        case .cannotRead(let file, let reason):
            "\(file): cannot read the file: \(reason)"
        case .cannotWriteRejects(let file, let reason):
            "\(file): cannot write the rejects file: \(reason)"
        case .pseudonymKey(let file, let reason):
            "\(file): \(reason)"
        case .userRequired(let format):
            "\(English.withArticle(format)) export holds one person's data: name them with --user ID"
        case .store(let error):
            error.description
        }
    }
}
