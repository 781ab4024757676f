import CareModel
import Foundation
import Testing

@Suite struct CalendarEventTests {
    private let newYork = zone("America/New_York")

    private func event(at start: String, reminders: [ReminderLead]) -> CalendarEvent {
        CalendarEvent(id: "e", title: "Methadone clinic", kind: .appointment, start: instant(start),
                      timeZone: newYork, reminders: reminders)
    }

    @Test func remindersAChosenTimeAhead() {
        // Seed 004 DR7.FR9.2. Appointment 10 March 2026 09:00 EDT.
        let appointment = event(at: "2026-03-10T09:00:00-04:00", reminders: [.minutes(30), .hours(2)])
        #expect(appointment.reminderInstants(forOccurrenceAt: appointment.start)
            == [instant("2026-03-10T07:00:00-04:00"), instant("2026-03-10T08:30:00-04:00")])
    }

    @Test func dayLeadKeepsTheLocalClockTimeAcrossDaylightSaving() {
        // 9 March 2026 09:00 EDT; one day before is 8 March 09:00 EDT... and 7 March 09:00
        // EST for two days: 23 and 47 elapsed hours, not 24 and 48.
        let appointment = event(at: "2026-03-09T09:00:00-04:00", reminders: [.days(1), .days(2)])
        #expect(appointment.reminderInstants(forOccurrenceAt: appointment.start)
            == [instant("2026-03-07T09:00:00-05:00"), instant("2026-03-08T09:00:00-04:00")])
    }

    @Test func dayOfReminderFiresAtTheChosenLocalTime() {
        // Seed 004 DR5.FR9.1: "A notification will be sent to the user on the day of their
        // entered event". Default: 08:00 local on the day.
        let appointment = CalendarEvent(id: "e", title: "Prenatal visit", kind: .appointment,
                                        start: instant("2026-03-10T15:00:00-04:00"), timeZone: newYork)
        #expect(appointment.reminderInstants(forOccurrenceAt: appointment.start) == [instant("2026-03-10T08:00:00-04:00")])
    }

    @Test func remindersOfALaterOccurrenceFollowThatOccurrence() throws {
        // The recurrence engine supplies occurrences; the event computes their reminders.
        let medication = CalendarEvent(id: "m", title: "Methadone", kind: .medication,
                                       start: instant("2026-03-10T07:00:00-04:00"), timeZone: newYork,
                                       repeats: try EventRepeat(every: 1, .day), reminders: [.minutes(15)])
        let tomorrow = instant("2026-03-11T07:00:00-04:00")
        #expect(medication.reminderInstants(forOccurrenceAt: tomorrow) == [instant("2026-03-11T06:45:00-04:00")])
    }

    @Test func duplicateRemindersFireOnce() {
        let appointment = event(at: "2026-03-10T09:00:00-04:00", reminders: [.minutes(60), .hours(1)])
        #expect(appointment.reminderInstants(forOccurrenceAt: appointment.start).count == 1)
    }

    @Test func impossibleRepeatsAndLeadsAreRejected() {
        #expect(throws: CalendarEventError.invalidRepeatInterval(0)) { try EventRepeat(every: 0, .week) }
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
