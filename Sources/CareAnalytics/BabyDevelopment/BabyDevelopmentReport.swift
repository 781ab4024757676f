import CareModel
import CareStats

/// The week's baby-development fact over a run (seed 004, DR5.FR7.2 and DR5.PR5.2): how
/// often people open it on a day they use the app, by trimester, and how many views each
/// gestational week has. Counts and estimates only: the small-cell rule is the report's to
/// apply.
public struct BabyDevelopmentReport: Sendable {
    /// One trimester's days in the app and views.
    public struct TrimesterRow: Sendable {
        /// The trimester.
        public var trimester: Trimester
        /// People with a day in the app in the trimester.
        public var people: Int
        /// Their days in the app in the trimester, and the views of facts of the trimester.
        public var useDays: Int
        public var views: Int
        /// Views per day in the app, a ratio of per-person sums with its interval clustered by
        /// person (the chance of opening the week's fact on a day in the app); nil with fewer
        /// than two people.
        public var viewsPerUseDay: RatioEstimate?
    }

    /// One gestational week's views.
    public struct WeekRow: Sendable {
        /// The gestational week shown.
        public var week: Int
        /// Its trimester.
        public var trimester: Trimester
        /// Views of the week's fact, and the people who opened it.
        public var views: Int
        public var people: Int
    }

    /// People in the run; those who used the app on some day; and those whose days in the
    /// app could be dated (by their views or their cohort's due month).
    public var people: Int
    public var peopleWithUse: Int
    public var peopleDated: Int
    /// People who opened a fact.
    public var viewers: Int
    /// Each trimester with a day in the app, in order; empty without views.
    public var trimesters: [TrimesterRow]
    /// Each gestational week with a view, in order; empty without views.
    public var weeks: [WeekRow]

    /// The row of `trimester`, if anyone used the app in it.
    public func row(_ trimester: Trimester) -> TrimesterRow? { trimesters.first { $0.trimester == trimester } }
}
