/// One user's daily scores as columns (seed 000, Req 8 and 9): a category or symptom per
/// column, a day per row, the shape analyses consume without a ``DailyScore`` per cell.
///
/// Made by ``DailyScorer/panel(for:tracking:windows:)``; ``DailyScorer/scores(for:tracking:from:through:)``
/// is the same numbers, one value per cell.
public struct DailyScorePanel: Hashable, Sendable {
    /// The categories, sorted by name.
    public var categoryNames: [String]
    /// The symptoms, sorted by name.
    public var symptomNames: [String]
    /// `categoryScores[c][day]`: the points of category `categoryNames[c]` on each day.
    public var categoryScores: [[Int]]
    /// `symptomScores[s][day]`: the points of symptom `symptomNames[s]` on each day.
    public var symptomScores: [[Int]]

    /// Creates a panel.
    public init(categoryNames: [String], symptomNames: [String], categoryScores: [[Int]], symptomScores: [[Int]]) {
        self.categoryNames = categoryNames
        self.symptomNames = symptomNames
        self.categoryScores = categoryScores
        self.symptomScores = symptomScores
    }
}
