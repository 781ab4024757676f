import Foundation

/// One due time of a task: the task and the instant it is scheduled for.
public struct TaskOccurrence: Hashable, Codable, Sendable {
    /// The task.
    public let task: TaskID
    /// When it is due.
    public let scheduled: Date

    /// Creates an occurrence.
    public init(task: TaskID, scheduled: Date) {
        self.task = task
        self.scheduled = scheduled
    }
}

/// What the patient did about an occurrence: resolved it as done (seed 003, story 7) or
/// snoozed it until a later instant (story 8).
public struct TaskOutcome: Hashable, Codable, Sendable {
    /// The action taken.
    public enum Action: Hashable, Codable, Sendable {
        /// The task was done.
        case done
        /// The notification was put off until `until`.
        case snoozed(until: Date)
    }

    /// The occurrence acted on.
    public let occurrence: TaskOccurrence
    /// When the action was recorded.
    public let recordedAt: Date
    /// The action.
    public let action: Action

    /// Records an action; a snooze must end after it was asked for.
    public init(occurrence: TaskOccurrence, recordedAt: Date, action: Action) throws(TaskError) {
        if case .snoozed(let until) = action, until <= recordedAt {
            throw .snoozeNotAfterRecording(field: "until", value: until, recordedAt: recordedAt)
        }
        self.occurrence = occurrence
        self.recordedAt = recordedAt
        self.action = action
    }

    /// Done at `instant`.
    public static func done(_ occurrence: TaskOccurrence, at instant: Date) -> TaskOutcome {
        try! TaskOutcome(occurrence: occurrence, recordedAt: instant, action: .done)
    }

    /// Snoozed at `instant` for `length` seconds (a task's ``TaskSettings/snoozeLength``).
    public static func snoozed(_ occurrence: TaskOccurrence, at instant: Date, for length: TimeInterval) throws(TaskError) -> TaskOutcome {
        guard length > 0 else { throw .invalidDuration(field: "snooze_length", value: length) }
        return try TaskOutcome(occurrence: occurrence, recordedAt: instant, action: .snoozed(until: instant.addingTimeInterval(length)))
    }
}
