import CareModel
import CareStats

/// Task completion and misses (seed 003, stories 5 and 17), from the stored programme's
/// task schedules and the logged task outcomes, judged by CareModel's ``MissedTaskReport``
/// at the end of the study period.
public struct TaskReport: Sendable {
    /// Completion of one label (or of one part of the day) over everyone.
    public struct Completion: Sendable {
        /// The label, or the part of the day the occurrences were due in.
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

    /// The days covered.
    public var period: StudyPeriod
    /// By label, most missed first (the order of ``MissedTaskReport/byLabel``).
    public var byLabel: [Completion]
    /// By the part of the day the occurrence was due (morning, afternoon, evening, night).
    public var byTimeOfDay: [Completion]
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

    /// One task's completion on the days its people were observed.
    public struct ObservedCompletion: Sendable {
        public var task: String
        /// Mean per-person share done (95 % interval); nil with fewer than 2 people.
        public var mean: GroupMean?
        /// People with an occurrence due on a day of use.
        public var people: Int
    }
}
