import CareModel
import Foundation

/// The local calendar day of instants in one time zone, for bulk writes: a ``DayGrid``
/// (day boundaries computed once with `Calendar`, so 23- and 25-hour days are right) that
/// grows, doubling its span, when an instant falls outside it, with each day's
/// `YYYY-MM-DD` label made once.
struct LocalDayIndex {
    private var grid: DayGrid
    private var labels: [String]

    init(timeZone: TimeZone, around seconds: Int64) {
        let day = CalendarDay(containing: Date(timeIntervalSince1970: Double(seconds)), in: timeZone)
        grid = DayGrid(timeZone: timeZone, first: day.adding(days: -32), dayCount: 64)
        labels = []
        labels = makeLabels()
    }

    /// The day that contains `seconds` (Unix time) on a wall clock in the time zone.
    mutating func day(of seconds: Int64) -> CalendarDay {
        let index = index(of: seconds)  // may replace `grid`: read it afterwards
        return grid.calendarDay(index)
    }

    /// The day that contains `seconds`, as `YYYY-MM-DD`.
    mutating func label(of seconds: Int64) -> String {
        let index = index(of: seconds)  // may replace `labels`: read them afterwards
        return labels[index]
    }

    private mutating func index(of seconds: Int64) -> Int {
        let instant = Date(timeIntervalSince1970: Double(seconds))
        while true {
            if let index = grid.dayIndex(of: instant) { return index }
            let span = grid.dayCount
            let first = instant < grid.start(of: 0) ? grid.first.adding(days: -span) : grid.first
            grid = DayGrid(timeZone: grid.timeZone, first: first, dayCount: span * 2)
            labels = makeLabels()
        }
    }

    private func makeLabels() -> [String] {
        (0..<grid.dayCount).map { grid.calendarDay($0).description }
    }
}
