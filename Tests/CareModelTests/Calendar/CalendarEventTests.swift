import CareModel
import Foundation
import Testing

@Suite struct CalendarEventTests {
    private let newYork = zone("America/New_York")

    /// A one-off appointment on `date` at `clock` in New York.
    private func event(on date: String, at clock: String, reminders: [ReminderLead]) throws -> CalendarEvent {
        CalendarEvent(id: "e", title: "Methadone clinic", kind: .appointment,
                      schedule: try RecurrenceRule.once(on: day(date), at: [time(clock)]),
                      timeZone: newYork, reminders: reminders)
    }

    /// The event's only occurrence in March 2026.
    private func occurrence(of event: CalendarEvent) throws -> Date {
        try #require(event.occurrences(from: instant("2026-03-01T00:00:00Z"), to: instant("2026-04-01T00:00:00Z")).first)
    }

    @Test func remindersAChosenTimeAhead() throws {
        // Seed 004 DR7.FR9.2. Appointment 10 March 2026 09:00 EDT.
        let appointment = try event(on: "2026-03-10", at: "09:00", reminders: [.minutes(30), .hours(2)])
        #expect(try occurrence(of: appointment) == instant("2026-03-10T09:00:00-04:00"))
        #expect(appointment.reminderInstants(forOccurrenceAt: try occurrence(of: appointment))
            == [instant("2026-03-10T07:00:00-04:00"), instant("2026-03-10T08:30:00-04:00")])
    }

    @Test func dayLeadKeepsTheLocalClockTimeAcrossDaylightSaving() throws {
        // 9 March 2026 09:00 EDT; one day before is 8 March 09:00 EDT... and 7 March 09:00
        // EST for two days: 23 and 47 elapsed hours, not 24 and 48.
        let appointment = try event(on: "2026-03-09", at: "09:00", reminders: [.days(1), .days(2)])
        #expect(appointment.reminderInstants(forOccurrenceAt: try occurrence(of: appointment))
            == [instant("2026-03-07T09:00:00-05:00"), instant("2026-03-08T09:00:00-04:00")])
    }

    @Test func dayOfReminderFiresAtTheChosenLocalTime() throws {
        // Seed 004 DR5.FR9.1: "A notification will be sent to the user on the day of their
        // entered event". Default: 08:00 local on the day.
        let appointment = CalendarEvent(id: "e", title: "Prenatal visit", kind: .appointment,
                                        schedule: try RecurrenceRule.once(on: day("2026-03-10"), at: [time("15:00")]),
                                        timeZone: newYork)
        #expect(appointment.reminderInstants(forOccurrenceAt: try occurrence(of: appointment))
            == [instant("2026-03-10T08:00:00-04:00")])
    }

    @Test func aRepeatingEventGetsItsOccurrencesFromTheRecurrenceEngineAndRemindersForEach() throws {
        // A daily 07:00 medication from 7 March 2026 across the 8 March change to EDT: every
        // occurrence is 07:00 local, and each reminder 15 minutes before its occurrence.
        let medication = CalendarEvent(id: "m", title: "Methadone", kind: .medication,
                                       schedule: try RecurrenceRule(start: day("2026-03-07"), times: [time("07:00")],
                                                                    frequency: .daily),
                                       timeZone: newYork, reminders: [.minutes(15)])
        let occurrences = medication.occurrences(from: instant("2026-03-07T00:00:00Z"), to: instant("2026-03-10T00:00:00Z"))
        #expect(occurrences == [instant("2026-03-07T07:00:00-05:00"), instant("2026-03-08T07:00:00-04:00"),
                                instant("2026-03-09T07:00:00-04:00")])
        #expect(medication.reminderInstants(forOccurrenceAt: occurrences[1]) == [instant("2026-03-08T06:45:00-04:00")])
    }

    @Test func duplicateRemindersFireOnce() throws {
        let appointment = try event(on: "2026-03-10", at: "09:00", reminders: [.minutes(60), .hours(1)])
        #expect(appointment.reminderInstants(forOccurrenceAt: try occurrence(of: appointment)).count == 1)
    }

    @Test func impossibleLeadsAreRejected() {
        #expect(throws: CalendarEventError.negativeReminderLead(-5)) { try ReminderLead.minutes(-5).validate() }
        #expect(throws: CalendarEventError.invalidClockTime(hour: 25, minute: 0)) {
            try ReminderLead.onTheDay(at: ClockTime(hour: 25, minute: 0)).validate()
        }
    }
}

@Suite struct NotificationPreferencesTests {
    @Test func allNotificationsByDefault() {
        let preferences = NotificationPreferences()
        #expect(NotificationKind.allCases.allSatisfy(preferences.allows))
    }

    @Test func chosenKindsOnly() {
        // Seed 004 DR7.FR9.2: "all notifications or just specific ones".
        let preferences = NotificationPreferences(selection: .only([.calendarEvent, .moodUpdate]))
        #expect(NotificationKind.allCases.filter(preferences.allows) == [.calendarEvent, .moodUpdate])
    }
}
