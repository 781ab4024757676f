/// The share of days a person uses the app, period by period of the study: what the
/// `daily_active_share` rows of `analyze truth` compare.
///
/// Each day the simulator knows the probability that the person uses the app that day,
/// given everything before (their logging, engagement decay, the missing-data mechanism's
/// shift, and on reminder days the reminder's pull), and zero once they dropped out. The
/// share of days with a log-in has, period by period, the mean of those probabilities as
/// its expectation, whatever the mechanism, since each day's use is drawn with that day's
/// probability. The periods are of ``periodDays`` days from the study's first day.
enum ActiveShare {
    /// The length of a period in days.
    static let periodDays = 30

    /// The number of periods of a study of `days` days (the last may be shorter).
    static func periodCount(days: Int) -> Int { (days + periodDays - 1) / periodDays }

    /// The days of period `p` of a study of `days` days.
    static func days(ofPeriod p: Int, studyDays days: Int) -> Range<Int> {
        (p * periodDays)..<min(days, (p + 1) * periodDays)
    }
}
