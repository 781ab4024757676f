/// Why a change to the user's notes was refused (seed 000, Req 17-18).
public enum NoteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A category name that is empty once white space is trimmed.
    case emptyCategoryName
    /// A category whose name (ignoring case) already exists.
    case duplicateCategory(name: String)
    /// A category the user has not created.
    case unknownCategory(name: String, suggestion: String?)
    /// A category that still holds notes cannot be deleted; move or delete them first.
    case categoryNotEmpty(name: String, notes: Int)
    /// The pre-existing health-measurements category cannot be deleted.
    case builtInCategory(name: String)
    /// A note with neither a title nor any content.
    case emptyNote
    /// A note identifier the notebook does not hold.
    case unknownNote(id: Int)

    public var description: String {
        switch self {
        case .emptyCategoryName:
            "the note category's name is empty"
        case .duplicateCategory(let name):
            "a note category named '\(name)' already exists"
        case .unknownCategory(let name, let suggestion):
            "no note category named '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .categoryNotEmpty(let name, let notes):
            "the note category '\(name)' still holds \(English.count(notes, "note")); move or delete them first"
        case .builtInCategory(let name):
            "the note category '\(name)' comes with the app and cannot be deleted"
        case .emptyNote:
            "the note has no title and no content"
        case .unknownNote(let id):
            "no note with id \(id)"
        }
    }
}
