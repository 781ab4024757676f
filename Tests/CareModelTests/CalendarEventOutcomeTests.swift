import CareModel
import Foundation
import Testing

/// Seed 004 DR3/DR7.FR4.0 and DR7.FR9.2: what a record keeps of a calendar event, the leads
/// the app offers, how they are written, and the bands the calendar analysis compares.
@Suite struct CalendarEventOutcomeTests {
    @Test("Seed 004 DR7.FR9.2: a lead falls in the band of how far ahead it reminds", arguments: [
        (ReminderLead?.none, ReminderLead.Band.none),
        (.minutes(15), .underADay), (.minutes(1439), .underADay), (.minutes(1440), .aDayOrMore),
        (.hours(2), .underADay), (.hours(23), .underADay), (.hours(24), .aDayOrMore),
        (.onTheDay(at: ClockTime(hour: 8, minute: 0)), .underADay),
        (.days(0), .underADay), (.days(1), .aDayOrMore), (.days(7), .aDayOrMore),
    ])
    func band(lead: ReminderLead?, band: ReminderLead.Band) {
        #expect(ReminderLead.Band(lead) == band)
    }

    @Test("Seed 004 DR7.FR9.2: every offered lead reads back from its spelling")
    func offeredLeadsRoundTrip() {
        for lead in ReminderLead.offered {
            #expect(ReminderLead(spelling: lead.spelling) == lead, "\(lead.spelling)")
        }
        #expect(ReminderLead.offered.map(\.spelling) == [
            "15 minutes", "30 minutes", "1 hour", "2 hours", "on the day at 08:00", "1 day", "2 days", "7 days",
        ])
        #expect(Set(ReminderLead.offered).count == ReminderLead.offered.count)
    }

    @Test("Seed 004 DR7.FR9.2: a misspelt lead is not a lead", arguments: [
        "2 dayz", "1 days", "2 day", "01 day", "-1 day", "1  day", "day", "", "on the day at 24:00", "on the day", "1 week",
    ])
    func misspeltLead(text: String) {
        #expect(ReminderLead(spelling: text) == nil)
    }

    @Test("Seed 004 DR7.FR9.2: a record keeps only a lead the app offers, or none")
    func onlyOfferedLeads() throws {
        let at = Date(timeIntervalSince1970: 1_772_400_000)
        #expect(throws: CalendarEventError.unofferedReminderLead("3 days")) {
            try CalendarEventOutcome(kind: .appointment, scheduledAt: at, reminder: .days(3), attended: true)
        }
        let none = try CalendarEventOutcome(kind: .medication, scheduledAt: at, reminder: nil, attended: false)
        #expect(none.band == .none)
        let dayAhead = try CalendarEventOutcome(kind: .appointment, scheduledAt: at, reminder: .days(1), attended: true)
        #expect(dayAhead.band == .aDayOrMore)
        #expect(CalendarEventError.unofferedReminderLead("3 days").description.contains("1 day, 2 days, 7 days"))
    }
}
