import CareStore

/// Reads the Flaredown research export: one row per user, check-in date and trackable,
/// columns `user_id, age, sex, country, checkin_date, trackable_id, trackable_type,
/// trackable_name, trackable_value` (the layout of Flaredown's published export). Every
/// row is either mapped onto an event (``FlaredownMapping``), kept in `unmapped_row`, or
/// rejected as invalid; none is dropped.
struct FlaredownReader: SourceReader {
    static let required = ["user_id", "age", "sex", "country", "checkin_date", "trackable_id", "trackable_type",
                           "trackable_name", "trackable_value"]
    /// Ages Flaredown users typed outside 0-120 (the export has birth years and typos):
    /// kept as unknown, counted here.
    static let ignoredAge = "ages outside 0-120, kept as unknown"

    private let source: CSVSource
    private let user, age, sex, country, date, type, name, value: Int?
    private(set) var passedOver: [String: Int] = [:]

    init(path: String) throws(ImportError) {
        source = try CSVSource(path: path, required: Self.required)
        let c = source.columns
        (user, age, sex, country, date) = (c.index("user_id"), c.index("age"), c.index("sex"), c.index("country"),
                                           c.index("checkin_date"))
        (type, name, value) = (c.index("trackable_type"), c.index("trackable_name"), c.index("trackable_value"))
    }

    mutating func read(_ handle: (ReaderOutput) throws -> Void) throws {
        while let next = try source.next() {
            guard case .success(let record) = next else {
                if case .failure(let problem) = next { try handle(.rejected(problem)) }
                continue
            }
            let fields = record.fields
            let userID = fields.field(user)
            guard !userID.isEmpty else {
                try handle(.rejected(source.problem(record, at: user, reason: "is empty")))
                continue
            }
            let dateText = fields.field(date)
            guard let day = TimestampParser.parseDay(dateText) else {
                try handle(.rejected(source.problem(record, at: date, reason: "'\(dateText)' is not a YYYY-MM-DD date")))
                continue
            }
            let trackable = fields.field(name)
            guard !trackable.isEmpty else {
                try handle(.rejected(source.problem(record, at: name, reason: "is empty")))
                continue
            }
            switch FlaredownMapping.map(type: fields.field(type), name: trackable, value: fields.field(value)) {
            case .item(let item):
                try handle(.row(SourceRow(line: record.line, user: userID, attributes: attributes(fields),
                                          time: .day(day), items: [item])))
            case .problem(let field, let reason):
                try handle(.rejected(source.problem(record, at: source.columns.index(field), reason: reason)))
            }
        }
    }

    /// Age, sex and country as Flaredown gives them; `doesnt_say` and blanks are unknown.
    private mutating func attributes(_ fields: [String]) -> PersonAttributes {
        let ageText = fields.field(age)
        let years = DecimalNumber.integer(ageText, in: 0...120)
        if years == nil, !ageText.isEmpty { passedOver[Self.ignoredAge, default: 0] += 1 }
        let sexText = fields.field(sex).lowercased()
        let countryText = fields.field(country).uppercased()
        return PersonAttributes(
            sex: sexText.isEmpty || sexText == "doesnt_say" ? nil : sexText,
            ageYears: years,
            country: countryText.count == 2 && countryText.allSatisfy(\.isLetter) ? countryText : nil)
    }
}
