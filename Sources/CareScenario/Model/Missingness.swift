/// How a day's logs go missing, in Rubin's taxonomy.
///
/// The mechanism shifts the log-odds of logging on a day:
/// - MCAR: no shift; missing days are a random subset.
/// - MAR: `−strength × (yesterday's observed symptom points)`: people who logged a bad day
///   yesterday log less today, which depends only on observed data.
/// - MNAR: `−strength × (today's true symptom points)`: people skip logging on bad days,
///   which depends on the very values that go missing.
public struct Missingness: Hashable, Sendable {
    /// The three mechanisms.
    public enum Mechanism: String, CaseIterable, Sendable {
        case mcar
        case mar
        case mnar
    }

    /// The mechanism.
    public var mechanism: Mechanism
    /// The log-odds shift per symptom point (ignored for MCAR).
    public var strength: Double

    /// Creates a mechanism; the default is MCAR.
    public init(mechanism: Mechanism = .mcar, strength: Double = 0) {
        self.mechanism = mechanism
        self.strength = strength
    }
}
