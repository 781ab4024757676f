/// How often a schedule repeats, the `FREQ` of an RFC 5545 recurrence rule plus the
/// one-off item that seed 000 Req 16 and seed 003 ask for.
///
/// Together with ``RecurrenceRule/interval`` it covers every choice seed 000 Req 15 lists:
/// every day (daily, 1), every other day (daily, 2), every 3 days (daily, 3), once a week
/// (weekly, 1), every other week (weekly, 2), every 3 weeks (weekly, 3) and once a month
/// (monthly, 1).
public enum Frequency: String, CaseIterable, Codable, Sendable {
    /// A single day: the rule's start day.
    case once
    /// Every `interval` days from the start day.
    case daily
    /// Every `interval` weeks (weeks start on Monday, RFC 5545 `WKST=MO`).
    case weekly
    /// Every `interval` months on the start day's day of the month; months without that
    /// day are skipped, as RFC 5545 section 3.3.10 requires.
    case monthly
    /// Every `interval` years on the start day's month and day; 29 February occurs in
    /// leap years only.
    case yearly

    /// Reads a frequency name, ignoring case.
    public init(parsing text: String, field: String = "repeat") throws(ScheduleError) {
        guard let match = Frequency(rawValue: text.lowercased()) else {
            throw .unknownFrequency(field: field, value: text)
        }
        self = match
    }
}
