extension GroundTruth {
    /// What a run planted about calendar appointments and their reminders (seed 004,
    /// DR3/DR7.FR4.0, DR7.FR9.2): how often appointments come, who sets a reminder and how
    /// far ahead, and the chance of attending without a reminder and with one a day or more
    /// ahead, whose difference `carelab analyze truth` recovers (issue 18: "reminders a day
    /// ahead raise appointment attendance").
    public struct CalendarTruth: Codable, Hashable, Sendable {
        /// Appointments per person per 30 days.
        public var appointmentsPer30Days: Double
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

        /// The planted calendar from its parts.
        public init(appointmentsPer30Days: Double, reminderShare: Double, reminderLeads: [String: Double],
                    attendance: Double, attendanceDayAhead: Double) {
            self.appointmentsPer30Days = appointmentsPer30Days
            self.reminderShare = reminderShare
            self.reminderLeads = reminderLeads
            self.attendance = attendance
            self.attendanceDayAhead = attendanceDayAhead
        }

        /// The planted effect: attendance with a reminder a day or more ahead less
        /// attendance without a reminder.
        public var dayAheadEffect: Double { attendanceDayAhead - attendance }
    }
}
