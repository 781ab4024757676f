/// Whether a factor eased a symptom or made it worse (seed 000, Req 5-6).
public enum SymptomFactorRole: String, CaseIterable, Codable, Sendable {
    /// Relieving factors, e.g. medication, rest, a heating pad (Req 5).
    case relieving
    /// Aggravating or causative factors, e.g. activity, caffeine, food or drink, stress
    /// (Req 6).
    case aggravating
}

/// The relieving and aggravating factors a user can choose from when logging a symptom:
/// the seed's examples plus any the user adds (seed 000, Req 5-6, "add or select one or
/// more").
///
/// Names are trimmed and compared ignoring case, so choosing "Rest" finds "rest"; a new
/// name is added to the catalogue of its role and offered from then on. One factor may be
/// both relieving and aggravating (caffeine eases some headaches and causes others).
public struct SymptomFactorCatalogue: Hashable, Codable, Sendable {
    /// Relieving factors in the order they were added.
    public private(set) var relieving: [String]
    /// Aggravating factors in the order they were added.
    public private(set) var aggravating: [String]

    /// A catalogue with the given factors; names are trimmed, empty and repeated ones are
    /// dropped.
    public init(relieving: [String], aggravating: [String]) {
        self.relieving = []
        self.aggravating = []
        for name in relieving { _ = try? add(name, as: .relieving) }
        for name in aggravating { _ = try? add(name, as: .aggravating) }
    }

    /// The seed's examples: relieving "medication", "rest", "heating pad" (Req 5);
    /// aggravating "activity", "caffeine", "food/drink", "stress" (Req 6).
    public static let standard = SymptomFactorCatalogue(
        relieving: ["medication", "rest", "heating pad"],
        aggravating: ["activity", "caffeine", "food/drink", "stress"]
    )

    /// The factors of one role.
    public func names(_ role: SymptomFactorRole) -> [String] {
        switch role {
        case .relieving: relieving
        case .aggravating: aggravating
        }
    }

    /// Selects a factor from the catalogue or, when it is not there, adds it; returns the
    /// catalogue's spelling.
    @discardableResult
    public mutating func add(_ name: String, as role: SymptomFactorRole) throws(SymptomError) -> String {
        let trimmed = Name.trimmed(name)
        guard !trimmed.isEmpty else { throw .empty(field: "\(role.rawValue) factor") }
        if let existing = names(role).first(where: { Name.key($0) == Name.key(trimmed) }) { return existing }
        switch role {
        case .relieving: relieving.append(trimmed)
        case .aggravating: aggravating.append(trimmed)
        }
        return trimmed
    }

    /// Selects or adds each of `names` (Req 5-6: "one or more"), returning the catalogue's
    /// spellings without repeats, in the order given.
    public mutating func choose(_ names: [String], as role: SymptomFactorRole) throws(SymptomError) -> [String] {
        var chosen: [String] = []
        for name in names {
            let canonical = try add(name, as: role)
            if !chosen.contains(canonical) { chosen.append(canonical) }
        }
        return chosen
    }
}
