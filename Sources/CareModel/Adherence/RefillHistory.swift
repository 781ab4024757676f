/// One person's dispensings of one medication, the data of pharmacy-claims and
/// prescribing databases, from which refill adherence is computed: the proportion of days
/// covered and the medication possession ratio (`RefillHistory+DaysCovered.swift`) and
/// AdhereR's continuous multiple-interval measures CMA1-CMA9 (`CMA.swift`), its treatment
/// episodes (`RefillHistory+TreatmentEpisodes.swift`) and CMAs per episode or per sliding
/// window (`RefillHistory+CMAPerEpisode.swift`, `SlidingWindows.swift`).
///
/// The CMAs assume one medication at a constant daily dose. Treatment episodes follow
/// AdhereR's options for changes of medication and of dose (``EpisodeRule``), from the
/// events' ``RefillEvent/medication`` and ``RefillEvent/dailyDose``.
public struct RefillHistory: Hashable, Sendable {
    /// The events in date order (events on the same day keep their given order).
    public let events: [RefillEvent]

    /// A history of `events`, in any order.
    public init(_ events: [RefillEvent]) {
        self.events = events.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
    }

    /// The events whose day lies in `first...last`, as (day offset from `origin`, supply).
    func offsets(from origin: CalendarDay, first: CalendarDay, last: CalendarDay) -> [(day: Int, supply: Int)] {
        events.filter { first <= $0.day && $0.day <= last }.map { (origin.days(to: $0.day), $0.daysSupply) }
    }
}
