/// One run of treatment without a gap longer than the permissible gap, as AdhereR's
/// `compute.treatment.episodes()` gives it (Dima AL, Dediu D, PLoS ONE 2017;12:e0174426,
/// "Treatment episodes").
public struct TreatmentEpisode: Hashable, Sendable {
    /// The episode's number for its person, from 1 (`episode.ID`).
    public let number: Int
    /// The day of the episode's first event (`episode.start`).
    public let start: CalendarDay
    /// The gap days after the episode's last event (`end.episode.gap.days`): up to the next
    /// episode's first event, or to the end of follow-up for the last episode; cut to whole
    /// days as AdhereR writes them when supply rescaled at a dose change made a fraction.
    public let gapDays: Int
    /// Days from the start to the end (`episode.duration`): whole days, except when a
    /// permissible gap given as a percentage is appended.
    public let durationDays: Double

    /// The episode.
    public init(number: Int, start: CalendarDay, gapDays: Int, durationDays: Double) {
        self.number = number
        self.start = start
        self.gapDays = gapDays
        self.durationDays = durationDays
    }

    /// The end (`episode.end`, the start plus the duration), on the day a fractional
    /// duration reaches, as R prints such a date.
    public var end: CalendarDay { start.adding(days: Int(durationDays.rounded(.down))) }
}
