/// Reads CareLab's generic long CSV: one event per row, columns `user_id`, `timestamp`,
/// `kind`, `name`, `value`, `unit` (documented in `docs/generic-csv.md`, example in
/// `docs/examples/generic.csv`).
struct GenericCSVReader: SourceReader {
    static let required = ["user_id", "timestamp", "kind", "name", "value", "unit"]

    private let source: CSVSource
    private let user, timestamp, kind, name, value, unit: Int?
    let passedOver: [String: Int] = [:]

    init(path: String) throws(ImportError) {
        source = try CSVSource(path: path, required: Self.required)
        let columns = source.columns
        (user, timestamp, kind, name, value, unit) = (
            columns.index("user_id"), columns.index("timestamp"), columns.index("kind"),
            columns.index("name"), columns.index("value"), columns.index("unit")
        )
    }

    mutating func read(_ handle: (ReaderOutput) throws -> Void) throws {
        while let next = try source.next() {
            let record: CSVRecord
            switch next {
            case .failure(let problem):
                try handle(.rejected(problem))
                continue
            case .success(let sound):
                record = sound
            }
            let fields = record.fields
            let userID = fields.field(user)
            guard !userID.isEmpty else {
                try handle(.rejected(source.problem(record, at: user, reason: "is empty")))
                continue
            }
            let timeText = fields.field(timestamp)
            guard let time = TimestampParser.parse(timeText) else {
                try handle(.rejected(source.problem(record, at: timestamp, reason: """
                    '\(timeText)' is not an ISO 8601 date or time (2026-03-01, 2026-03-01T08:30:00, \
                    2026-03-01T08:30:00Z or 2026-03-01T08:30:00+01:00)
                    """)))
                continue
            }
            switch GenericEventRules.check(kind: fields.field(kind), name: fields.field(name),
                                           value: fields.field(value), unit: fields.field(unit)) {
            case .item(let item):
                try handle(.row(SourceRow(line: record.line, user: userID, time: time, items: [item])))
            case .problem(let field, let reason):
                try handle(.rejected(source.problem(record, at: source.columns.index(field), reason: reason)))
            }
        }
    }
}
