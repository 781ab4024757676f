import CareModel
import Foundation
import Testing

/// One generated RFC 5545 RRULE with the occurrences python-dateutil's rrulestr gives it
/// (`Fixtures/RRule/generate.py`).
struct RRuleFixture: Decodable, Sendable, CustomTestStringConvertible {
    let name: String
    let timeZone: String
    let start: String
    let times: [String]
    let rrule: String
    let from: String
    let to: String
    let occurrences: [String]

    private enum CodingKeys: String, CodingKey {
        case name, timeZone = "time_zone", start, times, rrule, from, to, occurrences
    }

    var testDescription: String { "\(name): \(rrule) from \(start) at \(times.joined(separator: ",")) in \(timeZone)" }

    /// The rule, read from its RRULE text.
    func rule() throws -> RecurrenceRule {
        try RecurrenceRule(rrule: rrule, start: CalendarDay(iso8601: start)!,
                           times: times.map { text throws(ScheduleError) in try ClockTime(parsing: text) })
    }

    /// All cases of the committed fixture file.
    static let all: [RRuleFixture] = {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/RRule/cases.json")
        struct File: Decodable { let cases: [RRuleFixture] }
        return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases) ?? []
    }()
}
