/// Why a journal or dictionary operation is refused.
public enum JournalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A keyword that the dictionary of emotions does not have.
    case unknownKeyword(String)
    /// No entry has this id.
    case unknownEntry(id: String)
    /// An entry with this id already exists.
    case duplicateEntry(id: String)
    /// A dictionary lists the same word twice.
    case duplicateWord(String)

    public var description: String {
        switch self {
        case .unknownKeyword(let word):
            "keyword '\(word)' is not in the dictionary of emotions"
        case .unknownEntry(let id):
            "no journal entry has id '\(id)'"
        case .duplicateEntry(let id):
            "a journal entry with id '\(id)' already exists"
        case .duplicateWord(let word):
            "the dictionary lists '\(word)' more than once"
        }
    }
}
