import CareModel
import Foundation
import Synchronization

/// The local calendar day of instants in one time zone, for bulk writes: a ``DayGrid``
/// (day boundaries computed once with `Calendar`, so 23- and 25-hour days are right) that
/// grows, doubling its span, when an instant falls outside it, with each day's
/// `YYYY-MM-DD` label made once.
struct LocalDayIndex {
    private var grid: DayGrid
    private var labels: [String]

    /// How many days it covers.
    var dayCount: Int { grid.dayCount }

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

/// The day indexes of every time zone seen, shared by all threads: making one costs a
/// `Calendar` computation per day, more than encoding a person's rows, so encoders start
/// from the widest one made so far instead of making their own.
final class SharedDayIndexes: Sendable {
    static let shared = SharedDayIndexes()

    private let indexes = Mutex<[String: LocalDayIndex]>([:])

    /// The widest index made so far for `timeZone`, or a new one around `seconds`.
    func index(for timeZone: TimeZone, around seconds: Int64) -> LocalDayIndex {
        indexes.withLock { $0[timeZone.identifier] } ?? LocalDayIndex(timeZone: timeZone, around: seconds)
    }

    /// Keeps `index` for its time zone when it covers more days than the one kept.
    func keep(_ index: LocalDayIndex, for timeZone: TimeZone) {
        indexes.withLock { indexes in
            if index.dayCount > indexes[timeZone.identifier]?.dayCount ?? 0 { indexes[timeZone.identifier] = index }
        }
    }
}
