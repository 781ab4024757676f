import Foundation

/// A user's emotion journal (seed 002, entries 33-49): entries created with their date,
/// edited or deleted later, each with an optional keyword from the dictionary of emotions,
/// listed newest first and filtered by keyword.
public struct Journal: Hashable, Codable, Sendable {
    /// The entries, in the order created.
    public private(set) var entries: [JournalEntry] = []

    /// Creates an empty journal.
    public init() {}

    /// Creates an entry dated `instant`, the moment the user saves it. A keyword must be in
    /// `dictionary`; it is stored in lower case.
    @discardableResult
    public mutating func create(
        id: String, text: String, keyword: String?, at instant: Date, dictionary: EmotionDictionary
    ) throws(JournalError) -> JournalEntry {
        guard !entries.contains(where: { $0.id == id }) else { throw .duplicateEntry(id: id) }
        let entry = JournalEntry(
            id: id, createdAt: instant, text: text, keyword: try Self.checked(keyword, in: dictionary)
        )
        entries.append(entry)
        return entry
    }

    /// Replaces the text and keyword of an entry (seed 002, entries 40-42); the creation
    /// date stays, `instant` becomes the edit date.
    public mutating func edit(
        id: String, text: String, keyword: String?, at instant: Date, dictionary: EmotionDictionary
    ) throws(JournalError) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw .unknownEntry(id: id) }
        let checkedKeyword = try Self.checked(keyword, in: dictionary)
        entries[index].text = text
        entries[index].keyword = checkedKeyword
        entries[index].editedAt = instant
    }

    /// Deletes an entry (seed 002, entry 42).
    public mutating func delete(id: String) throws(JournalError) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { throw .unknownEntry(id: id) }
        entries.remove(at: index)
    }

    /// All entries, most recent first.
    public var newestFirst: [JournalEntry] {
        entries.sorted { ($0.createdAt, $1.id) > ($1.createdAt, $0.id) }
    }

    /// The entries with `keyword`, most recent first (seed 002, entries 48-49: "sort saved
    /// journal entries by 'keyword', organised by date with most recent first").
    public func entries(withKeyword keyword: String) -> [JournalEntry] {
        newestFirst.filter { $0.keyword == keyword.lowercased() }
    }

    private static func checked(_ keyword: String?, in dictionary: EmotionDictionary) throws(JournalError) -> String? {
        guard let keyword else { return nil }
        guard let word = dictionary.word(keyword) else { throw .unknownKeyword(keyword) }
        return word.word
    }
}
