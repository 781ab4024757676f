import CareModel

/// A relieving or aggravating factor a simulated person may choose on an entry of a symptom
/// (seed 000, Req 5-6), and how often: each factor of the symptom's catalogue is chosen on
/// an entry independently, with probability `chance`, so an entry may carry none, one or
/// several.
public struct SymptomFactorChoice: Hashable, Sendable {
    /// The factor's name, e.g. `heating pad`.
    public var factor: String
    /// The probability that an entry of the symptom carries it.
    public var chance: Double

    /// Creates a choice.
    public init(factor: String, chance: Double) {
        self.factor = factor
        self.chance = chance
    }
}

/// What a simulated person documents on an entry of one symptom besides its severity: the
/// relieving factors (Req 5), the aggravating factors (Req 6) and a note (Req 7).
public struct SymptomEntryDetails: Hashable, Sendable {
    /// The relieving factors offered on the symptom's entries, in catalogue order.
    public var relieving: [SymptomFactorChoice]
    /// The aggravating factors offered on the symptom's entries, in catalogue order.
    public var aggravating: [SymptomFactorChoice]
    /// The probability that an entry carries a note (a short placeholder text).
    public var noteChance: Double

    /// Creates the details; the default documents nothing.
    public init(relieving: [SymptomFactorChoice] = [], aggravating: [SymptomFactorChoice] = [], noteChance: Double = 0) {
        self.relieving = relieving
        self.aggravating = aggravating
        self.noteChance = noteChance
    }

    /// The choices of one role.
    public func choices(_ role: SymptomFactorRole) -> [SymptomFactorChoice] {
        switch role {
        case .relieving: relieving
        case .aggravating: aggravating
        }
    }

    /// Whether entries carry nothing beyond their severity: then the simulator draws no
    /// random numbers for them, and a scenario without details simulates as before.
    public var isEmpty: Bool { relieving.isEmpty && aggravating.isEmpty && noteChance == 0 }
}

/// A planted effect of a factor documented on a symptom entry on the person's next entry
/// of the same symptom (seed 000, Req 5-6), e.g. "a heating pad relieves back pain".
///
/// When an entry of `symptom` carries `factor` in `role`, the person's next entry of that
/// symptom (the next day it occurs and is logged) has its latent severity shifted by
/// `shift` before it is rounded to a severity; whether the symptom occurs is decided by the
/// unshifted latent severity, so the effect changes how bad the next entry is, never
/// whether there is one (nor the day's mood or missing-data mechanism). An effect that
/// pushes the severity below mild leaves it mild. Shifts of several factors add up.
public struct SymptomFactorEffect: Hashable, Sendable {
    /// The symptom whose entries carry the factor and whose next entry it changes.
    public var symptom: String
    /// Whether the factor is documented as relieving or aggravating.
    public var role: SymptomFactorRole
    /// The factor, one of the symptom's catalogue of that role.
    public var factor: String
    /// Latent severity points added to the next entry (negative relieves).
    public var shift: Double

    /// Creates an effect.
    public init(symptom: String, role: SymptomFactorRole, factor: String, shift: Double) {
        self.symptom = symptom
        self.role = role
        self.factor = factor
        self.shift = shift
    }
}
