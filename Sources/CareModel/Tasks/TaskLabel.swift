/// A colour for a label, as `#RRGGBB` (seed 003, story 3: "change the name & color of
/// this label").
public struct LabelColour: Hashable, Codable, Sendable, CustomStringConvertible {
    /// `#RRGGBB` in upper case.
    public let hex: String

    /// Reads `#RRGGBB` (or `RRGGBB`), any case.
    public init(hex text: String) throws(TaskError) {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { throw .invalidColour(field: "colour", value: text) }
        hex = "#" + digits.uppercased()
    }

    public var description: String { hex }
}

/// A label that groups tasks, e.g. "Hygiene" or "Meals" (seed 003, story 3). Tasks refer
/// to labels by name; ``TaskBoard`` keeps names unique and renames them everywhere.
public struct TaskLabel: Hashable, Codable, Sendable {
    /// The label's name, unique on its board.
    public internal(set) var name: String
    /// Its colour.
    public internal(set) var colour: LabelColour
}
