extension PersonDays {
    /// The mean over logged days of the day's total score (every category's points summed,
    /// which counts each symptom once, Req 2); nil when the person logged nothing.
    var meanTotalScore: Double? {
        var sum = 0.0, days = 0
        for day in logged.indices where logged[day] {
            days += 1
            for scores in categoryScores { sum += scores[day] }
        }
        return days > 0 ? sum / Double(days) : nil
    }
}
