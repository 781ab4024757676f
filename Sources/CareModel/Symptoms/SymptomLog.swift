/// One user's symptom entries together with their symptom catalogue and factor
/// catalogue: the rules for logging, editing and deleting entries (seed 000, Req 2-7).
///
/// Every entry names a symptom of the catalogue (an unknown symptom is refused with a
/// suggestion), its relieving and aggravating factors are chosen from the factor catalogue
/// or added to it, and its notes are non-empty text. Entries can be edited after the fact;
/// ``entries`` always shows current values with each symptom in its current category,
/// which is what daily scores are computed from (Req 8-9).
public struct SymptomLog: Hashable, Codable, Sendable {
    /// The user's categories and symptoms.
    public private(set) var catalogue: SymptomCatalogue
    /// The relieving and aggravating factors offered when logging.
    public private(set) var factors: SymptomFactorCatalogue
    private var stored: [Int: SymptomEntry] = [:]
    private var nextID = 1

    /// An empty log over the given catalogues.
    public init(catalogue: SymptomCatalogue = SymptomCatalogue(), factors: SymptomFactorCatalogue = .standard) {
        self.catalogue = catalogue
        self.factors = factors
    }

    /// Changes the catalogue (new categories or symptoms, a symptom moved to another
    /// category); logged entries follow their symptom into its new category.
    public mutating func updateCatalogue(_ change: (inout SymptomCatalogue) throws(SymptomError) -> Void) throws(SymptomError) {
        var copy = catalogue
        try change(&copy)
        catalogue = copy
    }

    /// Logs an entry and returns its identifier, which stays the same through edits.
    @discardableResult
    public mutating func log(_ entry: SymptomEntry) throws(SymptomError) -> Int {
        stored[nextID] = try checked(entry)
        nextID += 1
        return nextID - 1
    }

    /// Edits an entry after the fact (a corrected time, severity, factors or notes). The
    /// edited entry is checked like a new one; when it is refused, nothing changes.
    public mutating func edit(_ id: Int, _ change: (inout SymptomEntry) -> Void) throws(SymptomError) {
        guard var entry = stored[id] else { throw .unknownEntry(id: id) }
        change(&entry)
        stored[id] = try checked(entry)
    }

    /// Deletes an entry.
    public mutating func delete(_ id: Int) throws(SymptomError) {
        guard stored.removeValue(forKey: id) != nil else { throw .unknownEntry(id: id) }
    }

    /// The entry with this identifier, with its symptom's current category.
    public func entry(_ id: Int) -> SymptomEntry? {
        stored[id].map(current)
    }

    /// Every entry in time order (ties in the order logged), with current values.
    public var entries: [SymptomEntry] {
        stored.sorted { ($0.value.timestamp, $0.key) < ($1.value.timestamp, $1.key) }.map { current($0.value) }
    }

    private func current(_ entry: SymptomEntry) -> SymptomEntry {
        var entry = entry
        if let symptom = try? catalogue.symptom(named: entry.symptom.name) { entry.symptom = symptom }
        return entry
    }

    /// The entry as stored: its symptom resolved in the catalogue, its factors in the
    /// factor catalogue's spelling (new ones added to it), its notes trimmed.
    private mutating func checked(_ entry: SymptomEntry) throws(SymptomError) -> SymptomEntry {
        var result = entry
        result.symptom = try catalogue.symptom(named: entry.symptom.name)
        var factors = self.factors
        result.relievingFactors = try factors.choose(entry.relievingFactors, as: .relieving)
        result.aggravatingFactors = try factors.choose(entry.aggravatingFactors, as: .aggravating)
        result.notes = try entry.notes.map { (note) throws(SymptomError) in
            let trimmed = Name.trimmed(note)
            guard !trimmed.isEmpty else { throw .empty(field: "note") }
            return trimmed
        }
        self.factors = factors
        return result
    }
}
