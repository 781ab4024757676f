/// A user's notes and the categories that organise them (seed 000, Req 17-18): every note
/// is in exactly one existing category, category names are unique ignoring case, and a
/// category is deleted only once it is empty.
public struct Notebook: Hashable, Codable, Sendable {
    /// Categories in the order created, the pre-existing health-measurements one first.
    public private(set) var categories: [NoteCategory] = [.healthMeasurements]
    private var stored: [Int: Note] = [:]
    private var nextID = 1

    /// A notebook with only the pre-existing category.
    public init() {}

    /// Creates a category (Req 17).
    @discardableResult
    public mutating func addCategory(_ name: String) throws(NoteError) -> NoteCategory {
        let trimmed = Name.trimmed(name)
        guard !trimmed.isEmpty else { throw .emptyCategoryName }
        if let existing = categories.first(where: { Name.key($0.name) == Name.key(trimmed) }) {
            throw .duplicateCategory(name: existing.name)
        }
        let category = NoteCategory(trimmed)
        categories.append(category)
        return category
    }

    /// Deletes an empty category the user created.
    public mutating func deleteCategory(_ name: String) throws(NoteError) {
        let category = try self.category(named: name)
        guard category != .healthMeasurements else { throw .builtInCategory(name: category.name) }
        let count = notes(in: category).count
        guard count == 0 else { throw .categoryNotEmpty(name: category.name, notes: count) }
        categories.removeAll { $0 == category }
    }

    /// The category with this name, ignoring case and surrounding white space.
    public func category(named name: String) throws(NoteError) -> NoteCategory {
        guard let category = categories.first(where: { Name.key($0.name) == Name.key(name) }) else {
            throw .unknownCategory(name: name, suggestion: Suggestion.closest(to: name, among: categories.map(\.name)))
        }
        return category
    }

    /// Adds a note to its category (Req 18) and returns its identifier.
    @discardableResult
    public mutating func add(_ note: Note) throws(NoteError) -> Int {
        stored[nextID] = try checked(note)
        nextID += 1
        return nextID - 1
    }

    /// Edits a note, e.g. to answer its questions after the appointment or to move it to
    /// another category.
    public mutating func edit(_ id: Int, _ change: (inout Note) -> Void) throws(NoteError) {
        guard var note = stored[id] else { throw .unknownNote(id: id) }
        change(&note)
        stored[id] = try checked(note)
    }

    /// Deletes a note.
    public mutating func delete(_ id: Int) throws(NoteError) {
        guard stored.removeValue(forKey: id) != nil else { throw .unknownNote(id: id) }
    }

    /// The note with this identifier.
    public func note(_ id: Int) -> Note? { stored[id] }

    /// The notes of a category, newest first (the later added first when written at the
    /// same instant).
    public func notes(in category: NoteCategory) -> [Note] {
        stored.filter { $0.value.category == category }
            .sorted { ($0.value.created, $0.key) > ($1.value.created, $1.key) }.map(\.value)
    }

    private func checked(_ note: Note) throws(NoteError) -> Note {
        var result = note
        result.category = try category(named: note.category.name)
        result.title = Name.trimmed(note.title)
        let hasContent: Bool
        switch note.body {
        case .text(let text): hasContent = !Name.trimmed(text).isEmpty
        case .appointment(let appointment): hasContent = !appointment.isEmpty
        }
        guard !result.title.isEmpty || hasContent else { throw .emptyNote }
        return result
    }
}
