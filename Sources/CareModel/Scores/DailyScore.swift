/// Whether a daily score sums a whole category (Req 8) or one symptom (Req 9).
public enum ScoreLevel: String, Codable, CaseIterable, Sendable {
    case category
    case symptom
}

/// One day's symptom score for one category or symptom of one user.
public struct DailyScore: Hashable, Codable, Sendable {
    /// The local calendar day the score covers.
    public var day: CalendarDay
    /// Category or symptom.
    public var level: ScoreLevel
    /// The category's or symptom's name.
    public var name: String
    /// The sum of the points of the day's entries; 0 when nothing was logged.
    public var score: Int

    /// Creates a score.
    public init(day: CalendarDay, level: ScoreLevel, name: String, score: Int) {
        self.day = day
        self.level = level
        self.name = name
        self.score = score
    }
}
