/// A user's symptom category (seed 000, Req 1). Entries whose symptom has no chosen
/// category fall into ``allSymptoms``.
public struct SymptomCategory: Hashable, Codable, Comparable, Sendable {
    /// The category's name as the user typed it.
    public var name: String

    /// Creates a category with the given name.
    public init(_ name: String) { self.name = name }

    /// The default category, used when the user chose none (seed 000, Req 1).
    public static let allSymptoms = SymptomCategory("All Symptoms")

    public static func < (lhs: SymptomCategory, rhs: SymptomCategory) -> Bool { lhs.name < rhs.name }
}

/// A symptom the user tracks, placed in exactly one category (seed 000, Req 1-2).
public struct Symptom: Hashable, Codable, Sendable {
    /// The symptom's name, e.g. `"headache"`.
    public var name: String
    /// The one category the symptom belongs to.
    public var category: SymptomCategory

    /// Creates a symptom; without a category it belongs to ``SymptomCategory/allSymptoms``.
    public init(name: String, category: SymptomCategory = .allSymptoms) {
        self.name = name
        self.category = category
    }
}
