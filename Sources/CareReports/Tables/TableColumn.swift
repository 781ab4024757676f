/// One column of a table CareLab writes: its name, what its values are and what it means.
///
/// The columns of a table are its description: the encoder types JSON values by them, the
/// data dictionaries print them, and ``CSVTable/validate()`` checks every field against
/// them. One convention holds for every kind: an empty field is missing (or suppressed).
public struct TableColumn: Hashable, Sendable {
    /// What a column holds.
    public enum Kind: String, Hashable, Sendable {
        /// Any text.
        case text
        /// A whole number.
        case integer
        /// A decimal number (`Inf` and `-Inf` allowed, never `NA` or `NaN`).
        case number
        /// A p- or q-value: a number above 0 and at most 1, never 0.
        case probability
        /// `true` or `false`.
        case boolean
        /// An ISO 8601 calendar date, `YYYY-MM-DD`.
        case date

        /// Whether values are numbers (JSON numbers, right-aligned in a terminal table).
        public var isNumeric: Bool { self == .integer || self == .number || self == .probability }

        /// The type as a data dictionary names it.
        public var dictionaryName: String {
            switch self {
            case .text: "text"
            case .integer: "integer"
            case .number: "number"
            case .probability: "probability (0 < p ≤ 1)"
            case .boolean: "true/false"
            case .date: "ISO 8601 date"
            }
        }
    }

    /// The column's name, with its unit (`score_points`).
    public var name: String
    /// What its values are.
    public var kind: Kind
    /// What it means, for the data dictionary.
    public var meaning: String
    /// Whether its values are names taken from the data (a factor, symptom, tag or activity
    /// as a person or an app wrote it): in imported data such a name can be a person's own
    /// words, so a row suppressed by the small-cell rule does not show it
    /// (``CSVTable/hidingDataLabelsOfSuppressedRows()``).
    public var isDataLabel: Bool

    /// Creates a column.
    public init(_ name: String, _ kind: Kind = .text, _ meaning: String = "", isDataLabel: Bool = false) {
        self.name = name
        self.kind = kind
        self.meaning = meaning
        self.isDataLabel = isDataLabel
    }

    /// Why `field` is not a value of this column, or nil when it is (an empty field always is).
    public func problem(with field: String) -> String? {
        guard !field.isEmpty else { return nil }
        switch kind {
        case .text:
            return nil
        case .integer:
            return Int(field) == nil ? "an integer" : nil
        case .number:
            guard let value = Double(field), !value.isNaN else { return "a number (empty when missing)" }
            return nil
        case .probability:
            guard let value = Double(field), value > 0, value <= 1 else {
                return "a p- or q-value above 0 and at most 1 (empty when missing)"
            }
            return nil
        case .boolean:
            return field == "true" || field == "false" ? nil : "true or false"
        case .date:
            return Self.isDate(field) ? nil : "a date YYYY-MM-DD"
        }
    }

    private static func isDate(_ field: String) -> Bool {
        let parts = field.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let month = Int(parts[1]), let day = Int(parts[2]) else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}
