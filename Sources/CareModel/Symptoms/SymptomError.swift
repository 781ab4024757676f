/// Why a change to a user's symptom catalogue or symptom log was refused (seed 000,
/// Req 1-7).
public enum SymptomError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Text that is empty once white space is trimmed; `field` says which
    /// (`category name`, `symptom name`, `relieving factor`, `aggravating factor`, `note`).
    case empty(field: String)
    /// A category whose name (ignoring case) is already taken.
    case duplicateCategory(name: String)
    /// A symptom whose name (ignoring case) is already placed in a category: a symptom
    /// belongs to exactly one category (Req 2).
    case duplicateSymptom(name: String, category: String)
    /// A category the user has not created.
    case unknownCategory(name: String, suggestion: String?)
    /// A symptom the user has not created.
    case unknownSymptom(name: String, suggestion: String?)
    /// An entry identifier that the log does not hold (never logged, or deleted).
    case unknownEntry(id: Int)

    public var description: String {
        switch self {
        case .empty(let field):
            "the \(field) is empty"
        case .duplicateCategory(let name):
            "a category named '\(name)' already exists"
        case .duplicateSymptom(let name, let category):
            "the symptom '\(name)' already exists in the category '\(category)'; a symptom belongs to one category"
        case .unknownCategory(let name, let suggestion):
            "no category named '\(name)'" + hint(suggestion)
        case .unknownSymptom(let name, let suggestion):
            "no symptom named '\(name)'" + hint(suggestion)
        case .unknownEntry(let id):
            "no symptom entry with id \(id)"
        }
    }

    private func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
