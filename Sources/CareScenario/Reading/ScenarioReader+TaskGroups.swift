import CareModel

extension ScenarioReader {
    /// `task_groups: [{name: morning routine, tasks: [morning pills, stretching], edits: [{from: 2026-04-01,
    /// schedule: {repeat: daily, times: ["09:00"]}, completion_odds_ratio: 1.5}]}]` (seed 003, story 12;
    /// ``TaskGroupModel``). Each task is one of the scenario's `tasks` and in one group at
    /// most; the edits' dates lie inside the study period, each after the one before.
    static func taskGroupModels(_ value: YAMLValue, tasks: [String], start: CalendarDay, days: Int) throws(ScenarioError) -> [TaskGroupModel] {
        var grouped = Set<String>()
        return try uniqueByName(try value.list(), read: { (item) throws(ScenarioError) in
            let fields = try item.mapping(allowedKeys: ["name", "tasks", "edits"])
            let name = try fields.required("name").string()
            let tasksValue = try fields.required("tasks")
            var members: [String] = []
            for taskValue in try tasksValue.list() {
                let task = try declaredName(taskValue, among: tasks)
                guard grouped.insert(task).inserted else {
                    throw taskValue.error(.outOfRange(key: taskValue.path, value: task,
                                                      expected: "a task in no other group (a task follows one group's schedule)"))
                }
                members.append(task)
            }
            guard !members.isEmpty else {
                throw tasksValue.error(.outOfRange(key: tasksValue.path, value: "[]", expected: "at least one task's name"))
            }
            let editsValue = try fields.required("edits")
            var edits: [TaskGroupModel.Edit] = []
            for editValue in try editsValue.list() {
                edits.append(try taskGroupEdit(editValue, after: edits.last?.edit.from, start: start, days: days))
            }
            guard !edits.isEmpty else {
                throw editsValue.error(.missingValue(key: editsValue.path, expected: "at least one edit of the group's schedule",
                                                     example: "edits: [{from: \(start.adding(days: days / 2)), schedule: {repeat: daily, times: [\"09:00\"]}}]"))
            }
            return TaskGroupModel(name: name, tasks: members, edits: edits)
        }, name: \.name)
    }

    /// One edit: `{from: DATE, schedule: {...}, completion_odds_ratio: 1.5}`; the date after
    /// `previous` and inside the study period, its rule starting that date unless it says.
    private static func taskGroupEdit(_ value: YAMLValue, after previous: CalendarDay?, start: CalendarDay,
                                      days: Int) throws(ScenarioError) -> TaskGroupModel.Edit {
        let fields = try value.mapping(allowedKeys: ["from", "schedule", "completion_odds_ratio"])
        let fromValue = try fields.required("from")
        let from = try fromValue.day()
        let last = start.adding(days: days - 1)
        guard start < from, from <= last else {
            throw fromValue.error(.outOfRange(key: fromValue.path, value: "\(from)",
                                              expected: "a date after the study's first day \(start) and no later than its last \(last)"))
        }
        if let previous, from <= previous {
            throw fromValue.error(.outOfRange(key: fromValue.path, value: "\(from)",
                                              expected: "a date after the group's previous edit, \(previous)"))
        }
        let scheduleValue = try fields.required("schedule")
        let rule = try ScheduleLoader.rule(from: try scheduleValue.mapping(allowedKeys: ScheduleLoader.ruleKeys),
                                           at: scheduleValue, defaultStart: from)
        return TaskGroupModel.Edit(
            TaskGroupEdit(from: from, rule: rule),
            completionOddsRatio: try fields.optional("completion_odds_ratio")?
                .number(in: 0.01...100, expected: "an odds ratio from 0.01 to 100 (1 plants nothing)") ?? 1)
    }
}
