/// Survival observations: a time for each subject and whether the event was observed then
/// (true) or the subject was censored (false).
struct SurvivalData {
    /// The times, non-negative and finite.
    private(set) var time: [Double] = []
    /// Whether each time is an observed event.
    private(set) var event: [Bool] = []
    /// The indices of the kept observations in the input.
    private(set) var rows: [Int] = []

    /// Keeps the observations whose time is finite (NaN marks a missing time).
    ///
    /// - Throws: ``StatisticsError`` when the arrays differ in length, a time is negative,
    ///   or no observation remains.
    init(time: [Double], event: [Bool]) throws(StatisticsError) {
        guard time.count == event.count else { throw .lengthMismatch(x: time.count, y: event.count) }
        for (i, t) in time.enumerated() where t.isFinite {
            guard t >= 0 else { throw .outOfRange(name: "time", value: t, expected: "non-negative") }
            self.time.append(t)
            self.event.append(event[i])
            rows.append(i)
        }
        guard !self.time.isEmpty else { throw .tooFewObservations(needed: 1, got: 0) }
    }

    /// The number of observations.
    var count: Int { time.count }
}
