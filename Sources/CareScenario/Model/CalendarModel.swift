import CareModel

/// Appointments in the in-app calendar and their reminders (seed 004, DR3/DR7.FR4.0 and
/// DR7.FR9.2): appointments come at a rate per 30 days; a share of people set a reminder
/// for them, each person one lead drawn from the lead chances; a person attends with
/// `attendance`, or with `attendanceDayAhead` when reminded a day or more ahead: the
/// planted effect (issue 18, "reminders a day ahead raise appointment attendance"). With
/// chance ``medicationShare`` a person also adds the consumption times of their scheduled
/// medications to the calendar (DR3/DR7.FR4.0: "Medication (consumption times)"), reminded
/// with the same lead as their appointments (one setting, DR7.FR9.2).
public struct CalendarModel: Hashable, Sendable {
    /// The mean number of appointments per person per 30 days.
    public var appointmentsPer30Days: Double
    /// The chance that a person sets reminders for their appointments.
    public var reminderShare: Double
    /// Each lead a person who sets reminders may choose, with its chance; the chances sum
    /// to 1, leads in ``ReminderLead/offered`` order.
    public var reminderLeads: [(lead: ReminderLead, chance: Double)]
    /// The chance of attending without a reminder or with one less than a day ahead.
    public var attendance: Double
    /// The chance of attending with a reminder a day or more ahead.
    public var attendanceDayAhead: Double
    /// The chance that a person adds their medications' consumption times to the calendar;
    /// nil when the scenario does not say (nobody does).
    public var medicationShare: Double?

    /// Creates a model.
    public init(appointmentsPer30Days: Double, reminderShare: Double, reminderLeads: [(lead: ReminderLead, chance: Double)],
                attendance: Double, attendanceDayAhead: Double, medicationShare: Double? = nil) {
        self.appointmentsPer30Days = appointmentsPer30Days
        self.reminderShare = reminderShare
        self.reminderLeads = reminderLeads
        self.attendance = attendance
        self.attendanceDayAhead = attendanceDayAhead
        self.medicationShare = medicationShare
    }

    /// The chance of attending an appointment reminded in `band`.
    public func attendance(in band: ReminderLead.Band) -> Double {
        band == .aDayOrMore ? attendanceDayAhead : attendance
    }

    public static func == (lhs: CalendarModel, rhs: CalendarModel) -> Bool {
        lhs.appointmentsPer30Days == rhs.appointmentsPer30Days && lhs.reminderShare == rhs.reminderShare
            && lhs.reminderLeads.map(\.lead) == rhs.reminderLeads.map(\.lead)
            && lhs.reminderLeads.map(\.chance) == rhs.reminderLeads.map(\.chance)
            && lhs.attendance == rhs.attendance && lhs.attendanceDayAhead == rhs.attendanceDayAhead
            && lhs.medicationShare == rhs.medicationShare
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(appointmentsPer30Days)
        hasher.combine(reminderShare)
        for (lead, chance) in reminderLeads {
            hasher.combine(lead)
            hasher.combine(chance)
        }
        hasher.combine(attendance)
        hasher.combine(attendanceDayAhead)
        hasher.combine(medicationShare)
    }
}
