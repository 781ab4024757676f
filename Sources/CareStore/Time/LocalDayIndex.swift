import CareModel
import Foundation

/// The local calendar day of instants in one time zone, for bulk writes: the first instant
/// of each day is computed once with `Calendar` (so 23- and 25-hour days are right) and
/// kept, and each instant is placed by binary search. The covered days grow, 64 at a time,
/// as instants outside them arrive.
struct LocalDayIndex {
    let timeZone: TimeZone
    private var first: CalendarDay
    /// `starts[i]` is the first second of day `first + i`; one more entry than days.
    private var starts: [Int64]
    /// `labels[i]` is day `first + i` as `YYYY-MM-DD`, made once.
    private var labels: [String]

    init(timeZone: TimeZone, around seconds: Int64) {
        self.timeZone = timeZone
        first = CalendarDay(containing: Date(timeIntervalSince1970: Double(seconds)), in: timeZone).adding(days: -32)
        starts = []
        labels = []
        starts = (0...64).map(start)
        labels = (0...64).map(label)
    }

    /// The day that contains `seconds` (Unix time) on a wall clock in the time zone.
    mutating func day(of seconds: Int64) -> CalendarDay {
        let offset = offset(of: seconds)  // may move `first`: read it afterwards
        return first.adding(days: offset)
    }

    /// The day that contains `seconds`, as `YYYY-MM-DD`.
    mutating func label(of seconds: Int64) -> String {
        labels[offset(of: seconds)]
    }

    private mutating func offset(of seconds: Int64) -> Int {
        while seconds < starts[0] {
            first = first.adding(days: -64)
            starts = (0..<64).map(start) + starts
            labels = (0..<64).map(label) + labels
        }
        while seconds >= starts[starts.count - 1] {
            let count = starts.count
            starts += (count..<count + 64).map(start)
            labels += (count..<count + 64).map(label)
        }
        var low = 0, high = starts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= seconds { low = middle } else { high = middle }
        }
        return low
    }

    private func label(_ offset: Int) -> String { first.adding(days: offset).description }

    private func start(_ offset: Int) -> Int64 {
        Int64(first.adding(days: offset).start(in: timeZone)!.timeIntervalSince1970.rounded(.down))
    }
}
