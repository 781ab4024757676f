import Foundation

/// Identifies a task on its board; tasks keep their identifier when their text changes.
public struct TaskID: Hashable, Codable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String

    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { rawValue }
}

/// A task or goal a caregiver sets for a patient, or a user sets for themselves (seed 003
/// stories 2-13; seed 000 Req 16): its text, an optional image, labels, a schedule (a
/// one-off or repeating ``RecurrenceRule``) and settings.
public struct CareTask: Hashable, Codable, Sendable, Identifiable {
    /// The task's identifier.
    public let id: TaskID
    /// What to do, e.g. "Brush your teeth" (story 9).
    public internal(set) var text: String
    /// A reference to an image that shows the action (story 2), e.g. a file name; nil
    /// when the task has none.
    public internal(set) var imageReference: String?
    /// The names of its labels (story 3).
    public internal(set) var labels: Set<String>
    /// When it is due (stories 10-12; seed 000 Req 16: a one-time thing or repeating).
    public internal(set) var schedule: Schedule
    /// Notification, grace and snooze settings.
    public internal(set) var settings: TaskSettings

    /// Creates a task; the text must not be empty. Labels are checked when the task is
    /// added to a ``TaskBoard``.
    public init(
        id: TaskID,
        text: String,
        imageReference: String? = nil,
        labels: Set<String> = [],
        rule: RecurrenceRule,
        settings: TaskSettings = .standard
    ) throws(TaskError) {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .empty(field: "text") }
        self.id = id
        self.text = text
        self.imageReference = imageReference
        self.labels = labels
        self.schedule = Schedule(rule)
        self.settings = settings
    }

    /// The occurrences due in `[lower, upper)` in `timeZone`.
    public func occurrences(from lower: Date, to upper: Date, in timeZone: TimeZone) -> [TaskOccurrence] {
        schedule.occurrences(from: lower, to: upper, in: timeZone).map { TaskOccurrence(task: id, scheduled: $0) }
    }

    /// The occurrences due in `[lower, upper)` for a person with `timeline`
    /// (``Schedule/occurrences(from:to:timeline:)``).
    public func occurrences(from lower: Date, to upper: Date, timeline: ZoneTimeline) -> [TaskOccurrence] {
        schedule.occurrences(from: lower, to: upper, timeline: timeline).map { TaskOccurrence(task: id, scheduled: $0) }
    }

    /// The instants in `[lower, upper)` at which the task notifies: each occurrence and
    /// the end of each snooze, when notifications are on; none when they are off (seed 003,
    /// stories 1, 8 and 16).
    public func notifications(from lower: Date, to upper: Date, in timeZone: TimeZone, outcomes: [TaskOutcome]) -> [Date] {
        guard settings.notificationsEnabled else { return [] }
        let snoozeEnds = outcomes.compactMap { outcome -> Date? in
            guard outcome.occurrence.task == id, case .snoozed(let until) = outcome.action else { return nil }
            return until
        }
        return (schedule.occurrences(from: lower, to: upper, in: timeZone) + snoozeEnds.filter { lower <= $0 && $0 < upper }).sorted()
    }
}
