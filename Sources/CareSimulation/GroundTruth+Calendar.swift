import CareModel
import CareScenario

extension GroundTruth.CalendarTruth {
    /// The appointments, reminders and attendance `model` plants (``CalendarSimulation``).
    init(model: CalendarModel) {
        self.init(appointmentsPerMonth: model.appointmentsPer30Days, reminderShare: model.reminderShare,
                  reminderLeads: Dictionary(uniqueKeysWithValues: model.reminderLeads.map { ($0.lead.spelling, $0.chance) }),
                  attendance: model.attendance, attendanceDayAhead: model.attendanceDayAhead,
                  medicationShare: model.medicationShare)
    }
}
