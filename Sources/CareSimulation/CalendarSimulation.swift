import CareModel
import CareScenario
import CareStats
import Foundation

/// The appointments one simulated person keeps in the in-app calendar (``CalendarModel``,
/// seed 004, DR3/DR7.FR4.0 and DR7.FR9.2). The person sets reminders with the model's share,
/// and if so chooses one lead for all their appointments; an appointment falls on each day
/// the person still uses the app with chance rate ÷ 30, on the hour or half hour between
/// 08:00 and 16:30 local time, and is attended with the chance of its reminder's band.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: adding a calendar to a scenario leaves every other draw as it was.
struct CalendarSimulation {
    let model: CalendarModel
    let random: RandomSource

    /// The seed of the calendar's streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_CA1E_0007 }

    init(model: CalendarModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The person's appointments on the days before `observedDays` of `grid` (the day they
    /// dropped out, or the run's length), in time order.
    func appointments(in grid: DayGrid, observedDays: Int) -> [CalendarEventOutcome] {
        var lead: ReminderLead?
        if !model.reminderLeads.isEmpty, random.bernoulli(model.reminderShare) {
            lead = model.reminderLeads[random.categorical(model.reminderLeads.map(\.chance))].lead
        }
        let chance = model.attendance(in: ReminderLead.Band(lead))
        var appointments: [CalendarEventOutcome] = []
        for day in 0..<observedDays where random.bernoulli(model.appointmentsPer30Days / 30) {
            let halfHour = random.integer(below: 18)
            let at = grid.instant(day: day, hour: 8 + halfHour / 2, minute: halfHour % 2 * 30)
            // The lead came from the model, whose reader accepts offered leads only.
            appointments.append(try! CalendarEventOutcome(kind: .appointment, scheduledAt: at, reminder: lead,
                                                          attended: random.bernoulli(chance)))
        }
        return appointments
    }
}
