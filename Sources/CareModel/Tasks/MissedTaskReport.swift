import Foundation

/// How many task occurrences a patient missed in a chosen time frame and which, for the
/// caregiver's statistics page (seed 003, stories 5 and 17).
///
/// Each occurrence scheduled in the frame is judged at `now` with
/// ``TaskOccurrence/state(at:outcomes:gracePeriod:)`` and its task's grace period:
/// done, missed, or still open (upcoming, due or snoozed).
public struct MissedTaskReport: Hashable, Sendable {
    /// One missed occurrence, with the task's text as the caregiver sees it.
    public struct MissedOccurrence: Hashable, Sendable {
        /// The occurrence.
        public let occurrence: TaskOccurrence
        /// The task's text.
        public let text: String
    }

    /// Misses of the tasks carrying one label.
    public struct LabelCount: Hashable, Sendable {
        /// The label's name.
        public let label: String
        /// Occurrences of its tasks that were missed.
        public let missed: Int
        /// Occurrences of its tasks that were done or missed.
        public let settled: Int
    }

    /// Occurrences scheduled in the frame.
    public let scheduled: Int
    /// Occurrences done before their deadline.
    public let done: Int
    /// The missed occurrences, in time order (story 5, scenario 2: "the name of the tasks
    /// missed").
    public let missed: [MissedOccurrence]
    /// Misses per label, most missed first (ties: higher share missed, then name).
    public let byLabel: [LabelCount]

    /// Judges every occurrence of the board's tasks scheduled in `[from, to)` at `now`, for
    /// a patient who stays in `timeZone`.
    public init(board: TaskBoard, outcomes: [TaskOutcome], from: Date, to: Date, now: Date, timeZone: TimeZone) {
        self.init(board: board, outcomes: outcomes, from: from, to: to, now: now, timeline: ZoneTimeline(home: timeZone))
    }

    /// Judges every occurrence of the board's tasks scheduled in `[from, to)` at `now`, the
    /// occurrences placed on the patient's timeline (``CareTask/occurrences(from:to:timeline:)``).
    public init(board: TaskBoard, outcomes: [TaskOutcome], from: Date, to: Date, now: Date, timeline: ZoneTimeline) {
        var done = 0, scheduled = 0
        var missed: [MissedOccurrence] = []
        var perLabel: [String: (missed: Int, settled: Int)] = [:]
        for task in board.tasks {
            for occurrence in task.occurrences(from: from, to: to, timeline: timeline) {
                scheduled += 1
                let state = occurrence.state(at: now, outcomes: outcomes, gracePeriod: task.settings.gracePeriod)
                let wasMissed: Bool
                switch state {
                case .done:
                    done += 1
                    wasMissed = false
                case .missed:
                    missed.append(MissedOccurrence(occurrence: occurrence, text: task.text))
                    wasMissed = true
                case .upcoming, .due, .snoozed:
                    continue
                }
                for label in task.labels {
                    let count = perLabel[label, default: (0, 0)]
                    perLabel[label] = (count.missed + (wasMissed ? 1 : 0), count.settled + 1)
                }
            }
        }
        self.scheduled = scheduled
        self.done = done
        self.missed = missed.sorted { ($0.occurrence.scheduled, $0.text) < ($1.occurrence.scheduled, $1.text) }
        self.byLabel = perLabel.map { LabelCount(label: $0.key, missed: $0.value.missed, settled: $0.value.settled) }
            .sorted { a, b in
                if a.missed != b.missed { return a.missed > b.missed }
                if a.missed * b.settled != b.missed * a.settled { return a.missed * b.settled > b.missed * a.settled }
                return a.label < b.label
            }
    }

    /// How many occurrences were missed.
    public var missedCount: Int { missed.count }

    /// Occurrences that are still upcoming, due or snoozed at the time of judging.
    public var open: Int { scheduled - done - missedCount }

    /// Done over done-or-missed; nil when nothing is settled yet.
    public var completionRate: Double? {
        done + missedCount > 0 ? Double(done) / Double(done + missedCount) : nil
    }

    /// Whether to congratulate: nothing was missed (story 5, scenario 1).
    public var deservesCongratulation: Bool { missed.isEmpty }

    /// The label whose tasks were missed most often (story 17); nil when nothing missed.
    public var mostMissedLabel: String? {
        byLabel.first.flatMap { $0.missed > 0 ? $0.label : nil }
    }

    /// The names of the tasks missed, each once, in the order of their first miss.
    public var missedTaskNames: [String] {
        var seen = Set<String>()
        return missed.map(\.text).filter { seen.insert($0).inserted }
    }

    /// The caregiver's summary: zero tasks missed with a congratulation, or the number
    /// missed and the names of the tasks (story 5).
    public var message: String {
        if deservesCongratulation { return "0 tasks missed. Congratulations!" }
        let noun = missedCount == 1 ? "task" : "tasks"
        return "\(missedCount) \(noun) missed: " + missedTaskNames.joined(separator: ", ")
    }
}
