import CareModel
import Foundation
import Testing

/// Impossible schedules are rejected with an error naming the field and the value (issue 4,
/// "Bad input").
@Suite struct ScheduleErrorTests {
    @Test func everyZeroDaysIsRejected() {
        #expect(throws: ScheduleError.invalidInterval(field: "every", value: 0)) {
            try RecurrenceRule(start: day("2026-01-01"), times: [time("08:00")], frequency: .daily, interval: 0)
        }
        #expect(ScheduleError.invalidInterval(field: "every", value: 0).description
            == "every is 0: expected a whole number of at least 1")
    }

    @Test func anEndBeforeTheStartIsRejected() {
        let error = ScheduleError.endBeforeStart(field: "end", value: day("2025-12-31"), start: day("2026-01-01"))
        #expect(throws: error) {
            try RecurrenceRule(start: day("2026-01-01"), end: day("2025-12-31"), times: [time("08:00")], frequency: .daily)
        }
        #expect(error.description == "end is 2025-12-31: expected a day on or after the start, 2026-01-01")
    }

    @Test func anUnknownWeekdayIsRejected() {
        #expect(throws: ScheduleError.unknownWeekday(field: "weekdays", value: "Funday")) { try Weekday(parsing: "Funday") }
    }

    @Test(arguments: ["monday", "Mon", "MO", " mo "])
    func weekdaysAreReadFromNamesAbbreviationsAndCodes(_ text: String) throws {
        #expect(try Weekday(parsing: text) == .monday)
    }

    @Test(arguments: ["25:00", "24:00", "08:60", "8h", "08:5", "", "-1:00", "０８:００"])
    func aTimeOffTheClockIsRejected(_ text: String) {
        #expect(throws: ScheduleError.invalidTime(field: "times", value: text)) { try ClockTime(parsing: text) }
    }

    @Test func aTimeBuiltOffTheClockIsRejectedByTheRule() {
        #expect(throws: ScheduleError.invalidTime(field: "times", value: "25:00")) {
            try RecurrenceRule(start: day("2026-01-01"), times: [ClockTime(hour: 25, minute: 0)], frequency: .daily)
        }
    }

    @Test(arguments: [("0:00", 0, 0), ("8:05", 8, 5), ("23:59", 23, 59)])
    func validTimesAreRead(text: String, hour: Int, minute: Int) throws {
        let parsed = try ClockTime(parsing: text)
        #expect((parsed.hour, parsed.minute) == (hour, minute))
    }

    @Test func aRuleNeedsATime() {
        #expect(throws: ScheduleError.missingTimes(field: "times")) {
            try RecurrenceRule(start: day("2026-01-01"), times: [], frequency: .daily)
        }
    }

    @Test(arguments: [Frequency.monthly, .yearly, .once])
    func weekdaysAreRejectedWhereTheyMeanNothing(_ frequency: Frequency) {
        #expect(throws: ScheduleError.weekdaysNotAllowed(field: "weekdays", frequency: frequency)) {
            try RecurrenceRule(start: day("2026-01-01"), times: [time("08:00")], frequency: frequency, weekdays: [.monday])
        }
    }

    @Test func aOneOffItemHasNoInterval() {
        #expect(throws: ScheduleError.intervalOnOneOff(field: "every", value: 2)) {
            try RecurrenceRule(start: day("2026-01-01"), times: [time("08:00")], frequency: .once, interval: 2)
        }
    }

    @Test func anUnknownFrequencyIsRejected() {
        #expect(throws: ScheduleError.unknownFrequency(field: "repeat", value: "fortnightly")) { try Frequency(parsing: "fortnightly") }
    }

    @Test func decodingAnImpossibleRuleThrowsItsScheduleError() {
        let json = #"{"start":{"year":2026,"month":1,"day":1},"times":[{"hour":8,"minute":0}],"frequency":"daily","interval":0}"#
        #expect(throws: ScheduleError.invalidInterval(field: "every", value: 0)) {
            try JSONDecoder().decode(RecurrenceRule.self, from: Data(json.utf8))
        }
    }

    @Test func aRuleSurvivesEncodingAndDecoding() throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), end: day("2026-06-30"), times: [time("08:00"), time("20:30")],
                                      frequency: .weekly, interval: 2, weekdays: [.friday, .monday])
        #expect(try JSONDecoder().decode(RecurrenceRule.self, from: JSONEncoder().encode(rule)) == rule)
    }
}
