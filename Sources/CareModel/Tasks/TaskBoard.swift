import Foundation

/// A patient's tasks and the labels that group them (seed 003, stories 3, 4, 12 and 13):
/// the place where labels are created, renamed and recoloured, where tasks are added,
/// saved after editing and deleted, and where tasks are grouped to one schedule.
public struct TaskBoard: Hashable, Codable, Sendable {
    /// The labels, in the order they were created.
    public private(set) var labels: [TaskLabel] = []
    /// The tasks, in the order they were added.
    public private(set) var tasks: [CareTask] = []
    /// The groups of tasks configured to one schedule (story 12), in the order they were made.
    public private(set) var groups: [TaskGroup] = []

    /// An empty board.
    public init() {}

    /// Adds a label to the options tasks can use (story 3, scenario 1).
    public mutating func createLabel(_ name: String, colour: LabelColour) throws(TaskError) {
        let name = try TaskBoard.labelName(name)
        guard label(named: name) == nil else { throw .duplicateLabel(field: "label", value: name) }
        labels.append(TaskLabel(name: name, colour: colour))
    }

    /// Renames a label; every task with the label is updated (story 3, scenario 3).
    public mutating func renameLabel(_ old: String, to new: String) throws(TaskError) {
        let index = try labelIndex(old)
        let new = try TaskBoard.labelName(new)
        guard new == old || label(named: new) == nil else { throw .duplicateLabel(field: "label", value: new) }
        labels[index].name = new
        for task in tasks.indices where tasks[task].labels.remove(old) != nil {
            tasks[task].labels.insert(new)
        }
    }

    /// Gives a label another colour (story 3, scenario 3).
    public mutating func recolourLabel(_ name: String, to colour: LabelColour) throws(TaskError) {
        labels[try labelIndex(name)].colour = colour
    }

    /// The label with this name.
    public func label(named name: String) -> TaskLabel? { labels.first { $0.name == name } }

    /// Adds a task; its identifier must be new and its labels must exist.
    public mutating func add(_ task: CareTask) throws(TaskError) {
        guard self.task(task.id) == nil else { throw .duplicateTask(field: "id", value: task.id) }
        try checkLabels(task.labels)
        tasks.append(task)
    }

    /// Applies an edit (story 4, scenario 1): the text, image, labels and settings change
    /// at once; a changed schedule applies from `instant`, so earlier occurrences stay.
    public mutating func save(_ editor: TaskEditor, at instant: Date) throws(TaskError) {
        guard let index = tasks.firstIndex(where: { $0.id == editor.original.id }) else {
            throw .unknownTask(field: "id", value: editor.original.id)
        }
        guard !editor.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .empty(field: "text") }
        try checkLabels(editor.labels)
        tasks[index].text = editor.text
        tasks[index].imageReference = editor.imageReference
        tasks[index].labels = editor.labels
        tasks[index].settings = editor.settings
        if editor.rule != tasks[index].schedule.rule {
            tasks[index].schedule.edit(to: editor.rule, from: instant)
        }
    }

    /// Deletes a task (story 13); it leaves the group it was in, and a group left empty goes.
    public mutating func deleteTask(_ id: TaskID) throws(TaskError) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { throw .unknownTask(field: "id", value: id) }
        tasks.remove(at: index)
        groups = groups.compactMap { group in
            group.tasks.contains(id) ? try? TaskGroup(name: group.name, tasks: group.tasks.filter { $0 != id }) : group
        }
    }

    /// Groups tasks to one schedule (story 12): the name must be new, and each task must
    /// exist and be in no other group.
    public mutating func addGroup(_ group: TaskGroup) throws(TaskError) {
        guard self.group(named: group.name) == nil else { throw .duplicateGroup(field: "group", value: group.name) }
        var seen = Set<TaskID>()
        for id in group.tasks {
            guard task(id) != nil else { throw .unknownTask(field: "tasks", value: id) }
            guard seen.insert(id).inserted, !groups.contains(where: { $0.tasks.contains(id) }) else {
                throw .taskInTwoGroups(field: "tasks", value: id)
            }
        }
        groups.append(group)
    }

    /// The group with this name.
    public func group(named name: String) -> TaskGroup? { groups.first { $0.name == name } }

    /// Configures every task of a group at the same time (story 12): each takes `rule` from
    /// `instant` on, so their earlier occurrences stay (as an edit of one task does, story 4).
    public mutating func editSchedule(ofGroup name: String, to rule: RecurrenceRule, from instant: Date) throws(TaskError) {
        guard let group = group(named: name) else { throw .unknownGroup(field: "group", value: name) }
        for id in group.tasks {
            tasks[tasks.firstIndex { $0.id == id }!].schedule.edit(to: rule, from: instant)
        }
    }

    /// The task with this identifier.
    public func task(_ id: TaskID) -> CareTask? { tasks.first { $0.id == id } }

    /// The tasks with a label, grouped as story 3 asks.
    public func tasks(labelled name: String) -> [CareTask] { tasks.filter { $0.labels.contains(name) } }

    private func labelIndex(_ name: String) throws(TaskError) -> Int {
        guard let index = labels.firstIndex(where: { $0.name == name }) else { throw .unknownLabel(field: "label", value: name) }
        return index
    }

    private func checkLabels(_ names: Set<String>) throws(TaskError) {
        if let unknown = names.sorted().first(where: { label(named: $0) == nil }) {
            throw .unknownLabel(field: "labels", value: unknown)
        }
    }

    private static func labelName(_ name: String) throws(TaskError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(field: "label") }
        return trimmed
    }
}
