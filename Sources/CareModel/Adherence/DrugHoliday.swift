/// A run of consecutive days without any dose taken (Vrijens B, Vincze G, Kristanto P,
/// Urquhart J, Burnier M. Adherence to prescribed antihypertensive drug treatments:
/// longitudinal study of electronically compiled dosing histories. BMJ 2008;336:1114-7:
/// "drug holiday, three or more consecutive days without dosing"; the length is
/// ``AdherenceRule/drugHolidayDays``).
public struct DrugHoliday: Hashable, Codable, Sendable {
    /// The first day without a dose.
    public let first: CalendarDay
    /// The last day without a dose.
    public let last: CalendarDay

    /// Creates a holiday from its first and last days.
    public init(first: CalendarDay, last: CalendarDay) {
        self.first = first
        self.last = last
    }

    /// Its length in days.
    public var dayCount: Int { first.days(to: last) + 1 }
}
