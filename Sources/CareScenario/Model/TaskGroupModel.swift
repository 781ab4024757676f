import CareModel

/// Tasks grouped to one schedule and the group's edits (seed 003, story 12; CareModel's
/// ``TaskGroup``): on each edit's date every task of the group takes the edit's rule, from
/// the start of that date in each person's own time zone, and the odds that an occurrence
/// due from then on is done are multiplied by the edit's planted ``Edit/completionOddsRatio``
/// (1 plants nothing). A task is in one group at most.
public struct TaskGroupModel: Hashable, Sendable {
    /// One configuration of the whole group.
    public struct Edit: Hashable, Sendable {
        /// The date and the rule.
        public var edit: TaskGroupEdit
        /// The planted odds ratio of completing an occurrence due under this rule against
        /// the rule before it, in the same person.
        public var completionOddsRatio: Double

        /// Creates an edit.
        public init(_ edit: TaskGroupEdit, completionOddsRatio: Double = 1) {
            self.edit = edit
            self.completionOddsRatio = completionOddsRatio
        }
    }

    /// The group's name.
    public var name: String
    /// The names of its tasks, among the scenario's `tasks`.
    public var tasks: [String]
    /// Its edits, in date order.
    public var edits: [Edit]

    /// Creates a group.
    public init(name: String, tasks: [String], edits: [Edit]) {
        self.name = name
        self.tasks = tasks
        self.edits = edits
    }

    /// The group as CareModel's board holds it.
    public var group: TaskGroup {
        // The reader checked that the name is not empty and that the group holds a task.
        try! TaskGroup(name: name, tasks: tasks.map { TaskID($0) })
    }
}
