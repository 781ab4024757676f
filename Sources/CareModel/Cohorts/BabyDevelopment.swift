/// What the home screen says about a week of pregnancy (seed 004, DR5.FR7.2): the baby's
/// size compared with a fruit or vegetable, what the mother may be experiencing and what
/// the baby is reaching. The trimester follows from the week (``GestationalAge/trimester``).
public struct BabyDevelopmentWeek: Hashable, Codable, Sendable {
    /// Completed weeks of gestational age.
    public var week: Int
    /// The size comparison, e.g. "a lime".
    public var size: String
    /// What the mother may be feeling.
    public var motherMayFeel: String
    /// What the baby is developing or reaching.
    public var baby: String

    /// Creates an entry.
    public init(week: Int, size: String, motherMayFeel: String, baby: String) {
        self.week = week
        self.size = size
        self.motherMayFeel = motherMayFeel
        self.baby = baby
    }

    /// The trimester of the week.
    public var trimester: Trimester? { GestationalAge(weeks: week).trimester }
}

/// A week-by-week table of baby development, looked up by gestational age.
public struct BabyDevelopmentTable: Hashable, Codable, Sendable {
    /// One entry per week, in week order without gaps.
    public let weeks: [BabyDevelopmentWeek]

    /// Creates a table; entries are sorted by week.
    public init(weeks: [BabyDevelopmentWeek]) {
        self.weeks = weeks.sorted { $0.week < $1.week }
    }

    /// The entry for `age`: the week's own entry, the first week's before the table starts,
    /// the last week's after it ends (a pregnancy can run past 40 weeks).
    public func entry(for age: GestationalAge) -> BabyDevelopmentWeek? {
        guard let first = weeks.first, let last = weeks.last else { return nil }
        if age.weeks <= first.week { return first }
        if age.weeks >= last.week { return last }
        return weeks.first { $0.week == age.weeks }
    }
}
