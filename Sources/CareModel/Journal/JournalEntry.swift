import Foundation

/// One entry of the emotion journal (seed 002, entries 33-49).
public struct JournalEntry: Hashable, Codable, Sendable, Identifiable {
    /// The entry's identity.
    public var id: String
    /// When the entry was created; set once, never edited (seed 002, entries 43-44: "Each
    /// journal entry when saved shall include the date of creation ... with no extra input
    /// required from the user").
    public let createdAt: Date
    /// The text. Never shown in reports.
    public internal(set) var text: String
    /// The keyword from the dictionary of emotions, lower-case; nil when none was chosen
    /// (seed 002, entry 45).
    public internal(set) var keyword: String?
    /// When the entry was last edited; nil if never.
    public internal(set) var editedAt: Date?

    init(id: String, createdAt: Date, text: String, keyword: String?) {
        self.id = id
        self.createdAt = createdAt
        self.text = text
        self.keyword = keyword
    }
}
