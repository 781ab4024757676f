import CareModel
import CareStats

/// Appointment attendance by how far ahead people were reminded (seed 004, DR3/DR7.FR4.0,
/// DR7.FR9.2; issue 18: "reminders a day ahead raise appointment attendance"), for everyone
/// and by arm and cohort. Counts and estimates only: the small-cell rule is the report's to
/// apply, on each cell's ``Cell/people``.
public struct CalendarReport: Sendable {
    /// Appointments of one group of people reminded in one band.
    public struct Cell: Sendable {
        /// `all`, `arm` or `cohort`.
        public var dimension: String
        /// The group: `all`, an arm's or a cohort's name.
        public var group: String
        /// How far ahead the appointments were reminded.
        public var band: ReminderLead.Band
        /// People with an appointment in the cell.
        public var people: Int
        /// Appointments.
        public var appointments: Int
        /// Appointments attended.
        public var attended: Int
        /// The share attended as a mean over appointments with an interval clustered by
        /// person (a person's appointments share their reminder); nil with fewer than two
        /// people or no variation.
        public var attendanceByPerson: GroupMean?

        /// The share attended with its Wilson 95 % interval over appointments (which treats
        /// them as independent); nil without appointments.
        public var attendance: Proportion? { try? Proportion.wilson(successes: attended, trials: appointments) }
    }

    /// Attendance with a reminder a day or more ahead less attendance without a reminder,
    /// in one group.
    public struct Difference: Sendable {
        /// `all`, `arm` or `cohort`.
        public var dimension: String
        /// The group.
        public var group: String
        /// People with an appointment in either band; the smaller band's count decides
        /// suppression.
        public var people: Int
        /// People in the smaller of the two bands.
        public var smallerBandPeople: Int
        /// The difference with its 95 % interval clustered by person (the coefficient of a
        /// day-ahead indicator in a linear probability model of attendance); nil when
        /// undefined.
        public var difference: GroupMean?
    }

    /// Medication consumption times kept in the calendar (DR3/DR7.FR4.0), in the band of
    /// their reminder: times, those with a dose logged, and the share taken as a mean over
    /// times with an interval clustered by person.
    public struct MedicationTimes: Sendable {
        /// How far ahead the times were reminded.
        public var band: ReminderLead.Band
        /// People with a time in the band.
        public var people: Int
        /// Medication times in the calendar, and those a logged dose belongs to.
        public var times: Int
        public var taken: Int
        /// The share taken as a mean over times, interval clustered by person; nil with
        /// fewer than two people.
        public var takenByPerson: GroupMean?
    }

    /// People in the run.
    public var people: Int
    /// People who keep medication times in the calendar.
    public var peopleWithMedicationTimes = 0
    /// The share of the run's people who keep medication times in the calendar, with its
    /// Wilson 95 % interval; nil for a run of no people.
    public var medicationTimesShare: Proportion? {
        try? Proportion.wilson(successes: peopleWithMedicationTimes, trials: people)
    }
    /// The medication times by reminder band (everyone), in band order; empty when nobody
    /// keeps any.
    public var medicationTimes: [MedicationTimes] = []
    /// People with at least one appointment.
    public var peopleWithAppointments: Int
    /// Each group and band with appointments: `all` first, then arms and cohorts when the
    /// run has more than one, each in band order.
    public var cells: [Cell]
    /// The day-ahead difference of each group, in the order of `cells`.
    public var differences: [Difference]

    /// The cell of `band` in group `all`, if it had appointments.
    public func all(_ band: ReminderLead.Band) -> Cell? {
        cells.first { $0.dimension == "all" && $0.band == band }
    }

    /// The day-ahead difference for everyone, if it is defined.
    public var allDifference: Difference? { differences.first { $0.dimension == "all" } }
}
