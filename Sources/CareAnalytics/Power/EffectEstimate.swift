/// One replicate's estimate of one planted effect (a factor's within-person effect on a
/// symptom, or a missed dose's effect on a symptom that day), as `analyze truth` makes it:
/// what a power study keeps of a replicate.
public struct EffectEstimate: Codable, Hashable, Sendable {
    /// Which kind of planted effect.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// A factor's within-person effect on a later symptom.
        case planted
        /// A missed dose's effect on that day's symptom.
        case missedDose = "missed_dose"
    }

    /// The effect's identity: the same in every replicate and at every grid point.
    public struct Key: Codable, Hashable, Sendable {
        /// A factor's effect or a missed dose's.
        public var kind: Kind
        /// The factor (empty for a missed dose).
        public var factor: String
        /// The factor's unit (empty for a missed dose).
        public var factorUnit: String
        /// The symptom the effect acts on.
        public var symptom: String
        /// The medication of a missed dose (empty for a factor).
        public var item: String
        /// Day t's factor acts on day t + lag (0 for a missed dose).
        public var lagDays: Int

        /// Creates a key.
        public init(kind: Kind, factor: String = "", factorUnit: String = "", symptom: String, item: String = "",
                    lagDays: Int = 0) {
            self.kind = kind
            self.factor = factor
            self.factorUnit = factorUnit
            self.symptom = symptom
            self.item = item
            self.lagDays = lagDays
        }

        /// A short name, e.g. `caffeine → headache, lag 1` or `missed metformin → nausea`.
        public var label: String {
            switch kind {
            case .planted: "\(factor) → \(symptom), lag \(lagDays)"
            case .missedDose: "missed \(item) → \(symptom)"
            }
        }
    }

    /// Which effect this is.
    public var key: Key
    /// The planted value, in latent severity points per unit (or per missed dose).
    public var planted: Double
    /// The planted value on the scale the estimate targets (score points per unit, as the
    /// simulator's model implies it for this replicate's people: `planted_on_estimate_scale`).
    public var target: Double?
    /// The within-person slope, its cluster-robust standard error and 95 % interval, and
    /// its two-sided p-value; nil when the regression is undefined.
    public var estimate: Double?
    public var standardError: Double?
    public var lower: Double?
    public var upper: Double?
    public var p: Double?
    /// The correlation grid's within-person q-value (Benjamini-Hochberg across the grid);
    /// nil for a missed dose, which the grid does not test.
    public var q: Double?
    /// Whether `q` is below the false discovery rate (`analyze truth`'s `detected`); nil for
    /// a missed dose.
    public var detected: Bool?
    /// People and person-days in the regression.
    public var people: Int
    public var personDays: Int

    /// Creates an estimate.
    public init(key: Key, planted: Double, target: Double?, estimate: Double?, standardError: Double?, lower: Double?,
                upper: Double?, p: Double?, q: Double?, detected: Bool?, people: Int, personDays: Int) {
        self.key = key
        self.planted = planted
        self.target = target
        self.estimate = estimate
        self.standardError = standardError
        self.lower = lower
        self.upper = upper
        self.p = p
        self.q = q
        self.detected = detected
        self.people = people
        self.personDays = personDays
    }

    /// Whether the 95 % interval covers the target (`analyze truth`'s `recovered`); nil
    /// when either is missing.
    public var covered: Bool? {
        guard let lower, let upper, let target else { return nil }
        return lower <= target && target <= upper
    }

    /// Whether the slope's two-sided p-value is below `alpha`: the effect's own test, as
    /// a study that tests this one effect would run it. False when the slope is undefined.
    public func significant(at alpha: Double = 0.05) -> Bool {
        (p ?? .nan) < alpha
    }
}
