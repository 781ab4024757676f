/// The slope the missing-data mechanism implies for using the app on a day against the
/// symptom points logged the day before, the one `analyze truth` estimates.
///
/// `analyze truth` regresses, within persons, whether a day has a log-in on the symptom
/// points logged the day before, over the days after a day counted as logged. Yesterday's
/// points are fixed before today's use is drawn, with the probability the simulator knows
/// (zero after dropout), so the slope's expectation is the same slope on those
/// probabilities, whatever the mechanism. Under MAR (use depends on yesterday's points) it
/// is negative by design; under MCAR it reflects only how engagement and dropout move with
/// the points; under MNAR today's own points act through their persistence from day to day.
enum MissingnessSlope {
    /// One person's within sums from each day's probability of use, the points logged each
    /// day (zero on a day without logging) and the days counted as logged.
    static func sums(useProbabilities: [Double], loggedPoints: [Double], counted: [Bool]) -> (covariance: Double, variance: Double) {
        var sums = WithinPersonSums()
        for day in 1..<max(1, useProbabilities.count) where counted[day - 1] {
            sums.add(x: loggedPoints[day - 1], y: useProbabilities[day])
        }
        return sums.centred
    }
}
