import CareModel
import CareScenario
import CareStats
import Foundation

/// The appointments one simulated person keeps in the in-app calendar (``CalendarModel``,
/// seed 004, DR3/DR7.FR4.0 and DR7.FR9.2). The person sets reminders with the model's share,
/// and if so chooses one lead for all their appointments; an appointment falls on each day
/// the person still uses the app with chance rate ÷ 30, on the hour or half hour between
/// 08:00 and 16:30 local time, and is attended with the chance of its reminder's band. With
/// the model's medication share the person also puts every scheduled dose time of their
/// medications in the calendar (DR3/DR7.FR4.0), reminded with the same lead; a time counts
/// as attended when a logged dose belongs to it (CareModel's ``ScheduledDoseOutcome``): the
/// calendar adds no draw to the doses.
///
/// The draws come from random streams of the person's own, derived from the run's seed and
/// the person's index: adding a calendar to a scenario leaves every other draw as it was,
/// and adding medication times leaves the appointments' draws as they were.
struct CalendarSimulation {
    let model: CalendarModel
    let random: RandomSource
    /// The draw of whether the person adds their medication times.
    let medicationRandom: RandomSource

    /// The seed of the calendar's streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_CA1E_0007 }

    init(model: CalendarModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
        medicationRandom = RandomSource(seed: Self.seed(of: scenario) ^ 0x0000_0000_0000_D05E, stream: UInt64(index))
    }

    /// The person's calendar events on the days before `observedDays` of `grid` (the day
    /// they dropped out, or the run's length), in time order (appointments first at the
    /// same instant): the appointments, and the scheduled times of `medications` (each
    /// day's scheduled instants) when the person adds them, each attended when one of the
    /// person's `doses` of that medication belongs to it.
    func events(in grid: DayGrid, observedDays: Int, medications: [(name: String, times: [[Date]])],
                doses: [DoseLog]) -> [CalendarEventOutcome] {
        var lead: ReminderLead?
        let appointments = self.appointments(in: grid, observedDays: observedDays, lead: &lead)
        guard let share = model.medicationShare, share > 0, medicationRandom.bernoulli(share) else { return appointments }
        var times: [CalendarEventOutcome] = []
        for medication in medications {
            let scheduled = medication.times.prefix(observedDays).flatMap { $0 }
            let taken = doses.filter { $0.medication == medication.name }.map(\.takenAt)
            for outcome in ScheduledDoseOutcome.outcomes(scheduled: scheduled, taken: taken) {
                // The lead came from the model, whose reader accepts offered leads only.
                times.append(try! CalendarEventOutcome(kind: .medication, scheduledAt: outcome.scheduled, reminder: lead,
                                                       attended: !outcome.taken.isEmpty))
            }
        }
        return (appointments + times).enumerated().sorted { a, b in
            (a.element.scheduledAt, a.offset) < (b.element.scheduledAt, b.offset)
        }.map(\.element)
    }

    /// The person's appointments on the days before `observedDays` of `grid`, in time order;
    /// `lead` is set to the reminder lead the person chose (nil for none).
    private func appointments(in grid: DayGrid, observedDays: Int, lead chosen: inout ReminderLead?) -> [CalendarEventOutcome] {
        var lead: ReminderLead?
        if !model.reminderLeads.isEmpty, random.bernoulli(model.reminderShare) {
            lead = model.reminderLeads[random.categorical(model.reminderLeads.map(\.chance))].lead
        }
        let chance = model.attendance(in: ReminderLead.Band(lead))
        chosen = lead
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
