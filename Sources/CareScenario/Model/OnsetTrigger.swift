import CareModel

/// A planted hour-lag effect (seed 000, Req 3 and 11: "lags in hours as well as days"): a
/// lifestyle factor's entry is followed by an onset of a symptom within a window of hours,
/// the more likely the more of the factor was taken, e.g. "caffeine precedes a migraine
/// aura within 6 hours".
///
/// Each entry of `factor` triggers, with probability `chance + perUnit × (value −
/// reference)` (kept in 0...1), an entry of `symptom` at a uniformly drawn instant from
/// `fromHours` up to `toHours` after it, with severity `severity`; `reference` is the
/// factor's mean amount, or for a level factor the level its mean falls in. An onset that
/// would fall on a day the person did not log, or after the run, is not logged. Whether an
/// entry triggers does not change the person's daily symptoms, doses or use of the app.
public struct OnsetTrigger: Hashable, Sendable {
    /// The factor whose entries trigger onsets.
    public var factor: String
    /// The symptom whose onset they trigger.
    public var symptom: String
    /// Hours from the factor's entry to the window's start (included).
    public var fromHours: Int
    /// Hours to its end (excluded).
    public var toHours: Int
    /// The chance an entry of the factor's reference value triggers an onset.
    public var chance: Double
    /// The change of that chance per unit of the factor (per level step for a level).
    public var perUnit: Double
    /// The severity of a triggered entry.
    public var severity: Severity

    /// Creates a trigger.
    public init(factor: String, symptom: String, fromHours: Int, toHours: Int, chance: Double, perUnit: Double,
                severity: Severity = .moderate) {
        self.factor = factor
        self.symptom = symptom
        self.fromHours = fromHours
        self.toHours = toHours
        self.chance = chance
        self.perUnit = perUnit
        self.severity = severity
    }

    /// The longest window a scenario may plant, in hours.
    public static let longestWindowHours = 48

    /// The value of `model` at which an entry triggers with probability ``chance``: its
    /// mean amount, or the level its mean falls in.
    public static func reference(of model: FactorModel) -> Double {
        switch model.logging {
        case .amount: model.mean
        case .level(let bands): Double(bands.level(for: model.mean).rawValue)
        }
    }
}
