import CareModel
import Foundation
import Testing

/// Tasks grouped to one schedule and configured all at the same time (seed 003, story 12).
@Suite struct TaskGroupTests {
    let utc = zone("UTC")
    let eight = try! RecurrenceRule(start: day("2026-03-01"), times: [time("08:00")], frequency: .daily)
    let ten = try! RecurrenceRule(start: day("2026-03-01"), times: [time("10:00")], frequency: .daily, interval: 2)
    let nine = try! RecurrenceRule(start: day("2026-03-03"), times: [time("09:00")], frequency: .daily)

    private func board() throws -> TaskBoard {
        var board = TaskBoard()
        try board.add(CareTask(id: "pills", text: "Take the morning pills", rule: eight))
        try board.add(CareTask(id: "stretch", text: "Stretch", rule: ten))
        try board.add(CareTask(id: "walk", text: "Walk", rule: eight))
        try board.addGroup(TaskGroup(name: "morning routine", tasks: ["pills", "stretch"]))
        return board
    }

    private func times(_ task: CareTask) -> [String] {
        task.occurrences(from: local("2026-03-01 00:00", in: utc), to: local("2026-03-05 00:00", in: utc), in: utc)
            .map { $0.scheduled.formatted(.iso8601) }
    }

    @Test("Seed 003 story 12: editing a group's schedule configures every task of the group from then on; earlier occurrences and other tasks stay")
    func editingTheGroupConfiguresAllItsTasks() throws {
        var board = try board()
        try board.editSchedule(ofGroup: "morning routine", to: nine, from: local("2026-03-03 00:00", in: utc))
        let pills = try #require(board.task("pills")), stretch = try #require(board.task("stretch"))
        #expect(times(pills) == ["2026-03-01T08:00:00Z", "2026-03-02T08:00:00Z", "2026-03-03T09:00:00Z", "2026-03-04T09:00:00Z"])
        #expect(times(stretch) == ["2026-03-01T10:00:00Z", "2026-03-03T09:00:00Z", "2026-03-04T09:00:00Z"])
        #expect(times(try #require(board.task("walk"))) == ["2026-03-01T08:00:00Z", "2026-03-02T08:00:00Z",
                                                            "2026-03-03T08:00:00Z", "2026-03-04T08:00:00Z"])
        #expect(pills.schedule.versions.count == 2 && stretch.schedule.rule == nine)
    }

    @Test("Seed 003 story 12: a group needs a name and a task, new names, existing tasks, and each task in one group at most")
    func groupsAreChecked() throws {
        var board = try board()
        #expect(throws: TaskError.empty(field: "group")) { try TaskGroup(name: "  ", tasks: ["walk"]) }
        #expect(throws: TaskError.empty(field: "tasks")) { try TaskGroup(name: "evening", tasks: []) }
        #expect(throws: TaskError.duplicateGroup(field: "group", value: "morning routine")) {
            try board.addGroup(TaskGroup(name: "morning routine", tasks: ["walk"]))
        }
        #expect(throws: TaskError.unknownTask(field: "tasks", value: "swim")) {
            try board.addGroup(TaskGroup(name: "evening", tasks: ["walk", "swim"]))
        }
        #expect(throws: TaskError.taskInTwoGroups(field: "tasks", value: "pills")) {
            try board.addGroup(TaskGroup(name: "evening", tasks: ["walk", "pills"]))
        }
        #expect(throws: TaskError.taskInTwoGroups(field: "tasks", value: "walk")) {
            try board.addGroup(TaskGroup(name: "evening", tasks: ["walk", "walk"]))
        }
        #expect(throws: TaskError.unknownGroup(field: "group", value: "evening")) {
            try board.editSchedule(ofGroup: "evening", to: nine, from: local("2026-03-03 00:00", in: utc))
        }
        #expect(board.groups.map(\.name) == ["morning routine"])
    }

    @Test("Seed 003 stories 12 and 13: a deleted task leaves its group, and a group left empty goes")
    func deletingTasksEmptiesGroups() throws {
        var board = try board()
        try board.deleteTask("pills")
        #expect(board.group(named: "morning routine")?.tasks == ["stretch"])
        try board.deleteTask("stretch")
        #expect(board.groups.isEmpty)
    }
}
