import Foundation

/// Why a task, label or outcome cannot be recorded, naming the field and the value.
public enum TaskError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A task text or label name that is empty.
    case empty(field: String)
    /// A label name that is already taken.
    case duplicateLabel(field: String, value: String)
    /// A label name that was never created.
    case unknownLabel(field: String, value: String)
    /// A colour that is not `#RRGGBB`.
    case invalidColour(field: String, value: String)
    /// A task identifier that is already taken.
    case duplicateTask(field: String, value: TaskID)
    /// A task identifier that names no task.
    case unknownTask(field: String, value: TaskID)
    /// A negative grace period or a snooze length that is not positive.
    case invalidDuration(field: String, value: TimeInterval)
    /// A snooze that ends no later than it was asked for.
    case snoozeNotAfterRecording(field: String, value: Date, recordedAt: Date)
    /// A notification seen before it was sent (seed 003, story 6).
    case seenBeforeSent(field: String, value: Date, sentAt: Date)
    /// A learning game's score outside 0 to 100 (seed 003, story 23).
    case invalidGameScore(field: String, value: Int)
    /// A group name that is already taken (story 12).
    case duplicateGroup(field: String, value: String)
    /// A group name that names no group (story 12).
    case unknownGroup(field: String, value: String)
    /// A task put in a second group, or twice in one (story 12).
    case taskInTwoGroups(field: String, value: TaskID)

    public var description: String {
        switch self {
        case .empty(let field):
            "\(field) is empty: expected some text"
        case .duplicateLabel(let field, let value):
            "\(field) is \(value): expected a label name not used yet"
        case .unknownLabel(let field, let value):
            "\(field) is \(value): expected the name of a label that was created"
        case .invalidColour(let field, let value):
            "\(field) is \(value): expected a colour as #RRGGBB"
        case .duplicateTask(let field, let value):
            "\(field) is \(value): expected an identifier not used yet"
        case .unknownTask(let field, let value):
            "\(field) is \(value): expected the identifier of an existing task"
        case .invalidDuration(let field, let value):
            "\(field) is \(value) s: expected " + (field == "grace_period" ? "0 or more seconds" : "more than 0 seconds")
        case .snoozeNotAfterRecording(let field, let value, let recordedAt):
            "\(field) is \(value.formatted(.iso8601)): expected an instant after the snooze was asked for, "
                + recordedAt.formatted(.iso8601)
        case .seenBeforeSent(let field, let value, let sentAt):
            "\(field) is \(value.formatted(.iso8601)): expected an instant at or after the notification was sent, "
                + sentAt.formatted(.iso8601)
        case .invalidGameScore(let field, let value):
            "\(field) is \(value): expected a score from 0 to 100"
        case .duplicateGroup(let field, let value):
            "\(field) is \(value): expected a group name not used yet"
        case .unknownGroup(let field, let value):
            "\(field) is \(value): expected the name of an existing group"
        case .taskInTwoGroups(let field, let value):
            "\(field) holds \(value), which is already in a group: expected each task in one group at most"
        }
    }
}
