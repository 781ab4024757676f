/// Tasks a caregiver groups to one schedule so that they are configured all at the same
/// time (seed 003, story 12: "As a caregiver, I want to group tasks to a schedule so that I
/// can configure them all at the same time"). ``TaskBoard/editSchedule(ofGroup:to:from:)``
/// gives every task of the group the same rule from an instant on.
public struct TaskGroup: Hashable, Codable, Sendable {
    /// The group's name, e.g. "morning routine".
    public let name: String
    /// Its tasks, in the order they were grouped.
    public let tasks: [TaskID]

    /// Creates a group; the name must not be empty and the group must hold a task. The
    /// tasks are checked when the group is added to a ``TaskBoard``.
    public init(name: String, tasks: [TaskID]) throws(TaskError) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .empty(field: "group") }
        guard !tasks.isEmpty else { throw .empty(field: "tasks") }
        self.name = name
        self.tasks = tasks
    }
}
