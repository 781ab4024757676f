/// The lifestyle factors a user can log: the standard ones and the user's own (seed 000,
/// Req 10, "create or choose"). Names are compared ignoring case.
public struct LifestyleFactorCatalogue: Hashable, Codable, Sendable {
    /// Every factor, standard ones first, then the user's in the order created.
    public private(set) var factors: [LifestyleFactor]

    /// A catalogue of the standard factors (``LifestyleFactor/standard``).
    public init() {
        factors = LifestyleFactor.standard
    }

    /// Adds the user's own factor.
    public mutating func add(_ factor: LifestyleFactor) throws(LifestyleFactorError) {
        if let existing = factors.first(where: { Name.key($0.name) == Name.key(factor.name) }) {
            throw .duplicateFactor(name: existing.name)
        }
        factors.append(factor)
    }

    /// The factor with this name, ignoring case and surrounding white space.
    public func factor(named name: String) throws(LifestyleFactorError) -> LifestyleFactor {
        guard let factor = factors.first(where: { Name.key($0.name) == Name.key(name) }) else {
            throw .unknownFactor(name: name, suggestion: Suggestion.closest(to: name, among: factors.map(\.name)))
        }
        return factor
    }

    /// Checks an entry (Req 10-12): a known factor and a measurement that fits it. Returns
    /// the entry with the catalogue's spelling of the factor's name.
    public func check(_ entry: LifestyleFactorEntry) throws(LifestyleFactorError) -> LifestyleFactorEntry {
        let factor = try factor(named: entry.factor)
        try factor.check(entry.measurement)
        var checked = entry
        checked.factor = factor.name
        return checked
    }
}
