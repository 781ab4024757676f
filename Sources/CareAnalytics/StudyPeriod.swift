import CareModel
import CareStore

/// The calendar days an analysis covers.
public struct StudyPeriod: Hashable, Sendable {
    /// The first day.
    public var first: CalendarDay
    /// The last day.
    public var last: CalendarDay

    /// Creates a period; `last` must not be before `first`.
    public init(first: CalendarDay, last: CalendarDay) {
        self.first = first
        self.last = last
    }

    /// The number of days.
    public var dayCount: Int { first.days(to: last) + 1 }

    /// The period a database covers: the one a simulated run recorded in its run
    /// information (`start_date`, `days`), or, for imported data, which has none, the first
    /// to the last local date holding an event.
    public static func of(_ database: CareDatabase) throws(AnalysisError) -> StudyPeriod {
        let info: [String: String]
        let eventDays: ClosedRange<CalendarDay>?
        do {
            info = try database.runInfo()
            eventDays = info["start_date"] == nil ? try database.eventDays() : nil
        } catch { throw .store(error) }
        if info["start_date"] == nil {
            guard let eventDays else { throw .noEvents(path: database.path) }
            return StudyPeriod(first: eventDays.lowerBound, last: eventDays.upperBound)
        }
        guard let start = info["start_date"].flatMap(CalendarDay.init(iso8601:)),
              let days = info["days"].flatMap(Int.init), days > 0
        else { throw .missingRunInfo(path: database.path, keys: ["start_date", "days"]) }
        return StudyPeriod(first: start, last: start.adding(days: days - 1))
    }
}
