import CareModel

/// A scenario's parameters estimated from a stored database: the study, its people's
/// engagement, dropout and missing-data mechanism, the symptoms, the factors and the
/// within-person effects, each with its 95 % interval; and what could not be fitted.
///
/// ``StudyFitAnalysis`` makes it; `carelab fit` writes it as a scenario file.
public struct StudyFit: Hashable, Sendable {
    /// The number of people.
    public var people: Int
    /// The study's first day.
    public var startDay: CalendarDay
    /// The study's length in days.
    public var days: Int
    /// Each home time zone and its people, most people first.
    public var timeZones: [TimeZoneCount]
    /// Engagement, dropout and missingness as one segment; nil when the fit failed.
    public var engagement: EngagementFit?
    /// The symptoms that could be fitted.
    public var symptoms: [SymptomFit]
    /// The factors that could be fitted.
    public var factors: [FactorFit]
    /// The within-person effects the grid found (q < 0.05), fitted.
    public var effects: [EffectFit]
    /// What was not fitted and why, one sentence each.
    public var notFitted: [String]

    /// A home time zone and how many people have it.
    public struct TimeZoneCount: Hashable, Sendable {
        /// The IANA identifier.
        public var identifier: String
        /// Its people.
        public var people: Int
    }
}
