/// A user's symptom categories and the symptoms placed in them (seed 000, Req 1-2).
///
/// The catalogue always holds ``SymptomCategory/allSymptoms``, where a symptom goes when
/// the user chooses no category (Req 2, dependencies). Every symptom is in exactly one
/// category; names are trimmed and compared ignoring case (see ``Name``), and lookups
/// return the spelling the user first gave.
public struct SymptomCatalogue: Hashable, Codable, Sendable {
    /// The categories in the order they were created, "All Symptoms" first.
    public private(set) var categories: [SymptomCategory]
    /// The symptoms in the order they were created, each with its current category.
    public private(set) var symptoms: [Symptom]

    /// An empty catalogue: only the "All Symptoms" category, no symptoms.
    public init() {
        categories = [.allSymptoms]
        symptoms = []
    }

    /// A catalogue holding `symptoms`, creating their categories in order of first use.
    public init(symptoms: [Symptom]) throws(SymptomError) {
        self.init()
        for symptom in symptoms {
            if !categories.contains(where: { Name.key($0.name) == Name.key(symptom.category.name) }) {
                try addCategory(symptom.category.name)
            }
            try addSymptom(symptom.name, in: symptom.category)
        }
    }

    /// Creates a category (Req 1), e.g. a body system, a specialty or a diagnosis.
    @discardableResult
    public mutating func addCategory(_ name: String) throws(SymptomError) -> SymptomCategory {
        let trimmed = Name.trimmed(name)
        guard !trimmed.isEmpty else { throw .empty(field: "category name") }
        if let existing = categories.first(where: { Name.key($0.name) == Name.key(trimmed) }) {
            throw .duplicateCategory(name: existing.name)
        }
        let category = SymptomCategory(trimmed)
        categories.append(category)
        return category
    }

    /// Creates a symptom and places it in one existing category (Req 2); without a
    /// category it goes into "All Symptoms".
    @discardableResult
    public mutating func addSymptom(
        _ name: String, in category: SymptomCategory = .allSymptoms
    ) throws(SymptomError) -> Symptom {
        let trimmed = Name.trimmed(name)
        guard !trimmed.isEmpty else { throw .empty(field: "symptom name") }
        if let existing = symptoms.first(where: { Name.key($0.name) == Name.key(trimmed) }) {
            throw .duplicateSymptom(name: existing.name, category: existing.category.name)
        }
        let symptom = Symptom(name: trimmed, category: try self.category(named: category.name))
        symptoms.append(symptom)
        return symptom
    }

    /// Moves a symptom into another existing category; it leaves its old one, so it is
    /// still in exactly one.
    @discardableResult
    public mutating func move(symptom name: String, to category: SymptomCategory) throws(SymptomError) -> Symptom {
        let target = try self.category(named: category.name)
        let symptom = try self.symptom(named: name)
        let index = symptoms.firstIndex(of: symptom)!
        symptoms[index].category = target
        return symptoms[index]
    }

    /// The category with this name (ignoring case and surrounding white space).
    public func category(named name: String) throws(SymptomError) -> SymptomCategory {
        guard let category = categories.first(where: { Name.key($0.name) == Name.key(name) }) else {
            throw .unknownCategory(name: name, suggestion: Suggestion.closest(to: name, among: categories.map(\.name)))
        }
        return category
    }

    /// The symptom with this name (ignoring case and surrounding white space), with its
    /// current category.
    public func symptom(named name: String) throws(SymptomError) -> Symptom {
        guard let symptom = symptoms.first(where: { Name.key($0.name) == Name.key(name) }) else {
            throw .unknownSymptom(name: name, suggestion: Suggestion.closest(to: name, among: symptoms.map(\.name)))
        }
        return symptom
    }

    /// The symptoms placed in `category`, in creation order.
    public func symptoms(in category: SymptomCategory) -> [Symptom] {
        symptoms.filter { Name.key($0.category.name) == Name.key(category.name) }
    }
}
