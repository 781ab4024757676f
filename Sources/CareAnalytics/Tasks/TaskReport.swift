import CareModel
import CareStats

/// Task completion and misses (seed 003, stories 5 and 17), from the stored programme's
/// task schedules and the logged task outcomes, judged by CareModel's ``MissedTaskReport``
/// at the end of the study period, over the occurrences due in a time frame (the whole
/// period unless one is chosen).
public struct TaskReport: Sendable {
    /// Completion of one label (or of one part of the day) over everyone.
    public struct Completion: Sendable {
        /// The label, the part of the day the occurrences were due in, or the audio-message
        /// length in seconds.
        public var name: String
        /// Occurrences done and missed.
        public var done: Int
        public var missed: Int
        /// People with at least one settled occurrence.
        public var people: Int
        /// Done over done-or-missed, with its Wilson interval; nil when nothing is settled.
        public var completion: Proportion? {
            try? Proportion.wilson(successes: done, trials: done + missed)
        }
    }

    /// The time frame: the days whose occurrences are counted.
    public var period: StudyPeriod
    /// By label, most missed first (the order of ``MissedTaskReport/byLabel``).
    public var byLabel: [Completion]
    /// By the part of the day the occurrence was due (morning, afternoon, evening, night).
    public var byTimeOfDay: [Completion]
    /// By the audio-message length the person's caregiver set (seed 003, story 15), in
    /// seconds (`name` the seconds, e.g. `30`), shortest first; empty when not recorded.
    public var byAudioMessage: [Completion]
    /// The label missed most often over everyone; nil when nothing was missed.
    public var mostMissedLabel: String?
    /// How many people had each label as their own most-missed label.
    public var mostMissedByPeople: [(label: String, people: Int)]
    /// People with settled occurrences, and those who missed none (the seed's congratulation).
    public var peopleWithTasks: Int
    public var peopleWithoutMisses: Int
    /// Per task, the mean per-person share done of the occurrences due on days the person
    /// used the app: a day without use says nothing about the task, as for adherence.
    public var observedCompletion: [ObservedCompletion]

    /// What each person's caregiver is shown for the frame (story 5), in person order: only
    /// people with a settled occurrence.
    public var people: [PersonMisses]
    /// Completion before and after each edit of a group of tasks (story 12), in group and
    /// date order; empty when no task is grouped.
    public var groupEdits: [GroupEdit]

    /// Completion of a task group's occurrences under the version of its schedule before an
    /// edit and under the edit's own, on days the person used the app.
    public struct GroupEdit: Sendable {
        /// The group's name.
        public var group: String
        /// The date from whose start the edit applies.
        public var from: CalendarDay
        /// The group's tasks.
        public var tasks: [String]
        /// Done over due before and after the edit, with Wilson intervals over occurrences;
        /// nil when none was due.
        public var before: Proportion?
        public var after: Proportion?
        /// The within-person (Mantel-Haenszel) odds ratio of completing after against before,
        /// with its person-clustered interval; nil with fewer than two informative people.
        public var oddsRatio: RatioEstimate?
        /// People with occurrences of a task of the group due both before and after.
        public var people: Int
        /// People with occurrences of a task of the group due before, and after.
        public var peopleBefore: Int
        public var peopleAfter: Int
    }

    /// One person's misses in the time frame, as the caregiver's statistics page gives them.
    public struct PersonMisses: Sendable {
        /// The person's (pseudonymous) id.
        public var personID: Int
        /// Occurrences due in the frame, done, missed, and still open when judged.
        public var scheduled: Int
        public var done: Int
        public var missed: Int
        public var open: Int
        /// The names of the tasks missed, each once, in the order of their first miss.
        public var missedTasks: [String]
        /// The label the person missed most (story 17); nil when nothing was missed.
        public var mostMissedLabel: String?
        /// The caregiver's message: the number missed and the tasks' names, or the
        /// congratulation when none was missed.
        public var message: String

        /// One person's figures from their ``MissedTaskReport``.
        public init(personID: Int, report: MissedTaskReport) {
            self.personID = personID
            scheduled = report.scheduled
            done = report.done
            missed = report.missedCount
            open = report.open
            missedTasks = report.missedTaskNames
            mostMissedLabel = report.mostMissedLabel
            message = report.message
        }
    }

    /// One task's completion on the days its people were observed.
    public struct ObservedCompletion: Sendable {
        public var task: String
        /// Mean per-person share done (95 % interval); nil with fewer than 2 people.
        public var mean: GroupMean?
        /// People with an occurrence due on a day of use.
        public var people: Int
    }
}
