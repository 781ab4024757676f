extension GroundTruth {
    /// What a run planted about calendar appointments and their reminders (seed 004,
    /// DR3/DR7.FR4.0, DR7.FR9.2): how often appointments come, who sets a reminder and how
    /// far ahead, and the chance of attending without a reminder and with one a day or more
    /// ahead, whose difference `carelab analyze truth` recovers (issue 18: "reminders a day
    /// ahead raise appointment attendance").
    public struct CalendarTruth: Codable, Hashable, Sendable {
        /// Appointments per person per 30 days of use (the scenario's
        /// `appointments_per_30_days`).
        public var appointmentsPerMonth: Double
        /// The chance that a person sets reminders for their appointments.
        public var reminderShare: Double
        /// The chance of each lead (its ``ReminderLead/spelling``) for a person who sets
        /// reminders.
        public var reminderLeads: [String: Double]
        /// The chance of attending an appointment without a reminder, or with one less than
        /// a day ahead.
        public var attendance: Double
        /// The chance of attending with a reminder a day or more ahead.
        public var attendanceDayAhead: Double
        /// The chance that a person keeps their medications' consumption times in the
        /// calendar (DR3/DR7.FR4.0); nil (not written) when the scenario does not say.
        public var medicationShare: Double?

        /// The planted calendar from its parts.
        public init(appointmentsPerMonth: Double, reminderShare: Double, reminderLeads: [String: Double],
                    attendance: Double, attendanceDayAhead: Double, medicationShare: Double? = nil) {
            self.appointmentsPerMonth = appointmentsPerMonth
            self.reminderShare = reminderShare
            self.reminderLeads = reminderLeads
            self.attendance = attendance
            self.attendanceDayAhead = attendanceDayAhead
            self.medicationShare = medicationShare
        }

        /// The planted effect: attendance with a reminder a day or more ahead less
        /// attendance without a reminder, rounded to 12 decimals so that 0.85 − 0.65 is
        /// written 0.2 rather than 0.19999999999999996.
        public var dayAheadEffect: Double { ((attendanceDayAhead - attendance) * 1e12).rounded() / 1e12 }
    }
}
