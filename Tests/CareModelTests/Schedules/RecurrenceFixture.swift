import CareModel
import Foundation
import Testing

/// One generated rule with the occurrences python-dateutil's rrule gives it
/// (`Fixtures/Recurrence/generate.py`).
struct RecurrenceFixture: Decodable, Sendable, CustomTestStringConvertible {
    let id: Int
    let kind: String
    let timeZone: String
    let start: String
    let end: String?
    let times: [String]
    let frequency: String
    let interval: Int
    let weekdays: [String]
    let from: String
    let to: String
    let occurrences: [String]

    private enum CodingKeys: String, CodingKey {
        case id, kind, timeZone = "time_zone", start, end, times, frequency, interval, weekdays, from, to, occurrences
    }

    var testDescription: String {
        "#\(id) \(kind): \(frequency) every \(interval) from \(start) at \(times.joined(separator: ",")) in \(timeZone)"
    }

    /// The rule, built through the same parsers a rule file uses.
    func rule() throws -> RecurrenceRule {
        try RecurrenceRule(
            start: CalendarDay(iso8601: start)!,
            end: end.map { CalendarDay(iso8601: $0)! },
            times: times.map { text throws(ScheduleError) in try ClockTime(parsing: text) },
            frequency: Frequency(parsing: frequency),
            interval: interval,
            weekdays: Set(weekdays.map { text throws(ScheduleError) in try Weekday(parsing: text) })
        )
    }

    /// All cases of the committed fixture file.
    static let all: [RecurrenceFixture] = {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Recurrence/cases.json")
        struct File: Decodable { let cases: [RecurrenceFixture] }
        return try! JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }()
}

