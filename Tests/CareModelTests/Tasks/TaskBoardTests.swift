import CareModel
import Foundation
import Testing

/// Labels and tasks on a board (seed 003, stories 2-4, 12-13).
@Suite struct TaskBoardTests {
    let utc = zone("UTC")
    let daily = try! RecurrenceRule(start: day("2026-03-01"), times: [time("08:00")], frequency: .daily)

    private func board() throws -> TaskBoard {
        var board = TaskBoard()
        try board.createLabel("Hygiene", colour: LabelColour(hex: "#3366ff"))
        try board.createLabel("Meals", colour: LabelColour(hex: "00AA00"))
        try board.add(CareTask(id: "teeth", text: "Brush your teeth", imageReference: "toothbrush.png", labels: ["Hygiene"], rule: daily))
        try board.add(CareTask(id: "shower", text: "Take a shower", labels: ["Hygiene"], rule: daily))
        try board.add(CareTask(id: "lunch", text: "Eat lunch", labels: ["Meals"], rule: daily))
        return board
    }

    /// Story 3, scenario 3: renaming a label updates every task that has it.
    @Test func renamingALabelUpdatesEveryTaskWithIt() throws {
        var board = try board()
        try board.renameLabel("Hygiene", to: "Personal care")
        #expect(board.tasks(labelled: "Personal care").map(\.id) == ["teeth", "shower"])
        #expect(board.tasks(labelled: "Hygiene").isEmpty)
        #expect(board.task("lunch")?.labels == ["Meals"])
        #expect(board.labels.map(\.name) == ["Personal care", "Meals"])
    }

    @Test func recolouringALabelKeepsItsTasks() throws {
        var board = try board()
        try board.recolourLabel("Meals", to: LabelColour(hex: "#ff0000"))
        #expect(board.label(named: "Meals")?.colour.hex == "#FF0000")
        #expect(board.tasks(labelled: "Meals").map(\.id) == ["lunch"])
    }

    @Test func labelNamesAreUniqueAndMustExist() throws {
        var board = try board()
        #expect(throws: TaskError.duplicateLabel(field: "label", value: "Meals")) { try board.createLabel(" Meals ", colour: LabelColour(hex: "#000000")) }
        #expect(throws: TaskError.duplicateLabel(field: "label", value: "Meals")) { try board.renameLabel("Hygiene", to: "Meals") }
        #expect(throws: TaskError.unknownLabel(field: "label", value: "Sleep")) { try board.renameLabel("Sleep", to: "Rest") }
        #expect(throws: TaskError.empty(field: "label")) { try board.createLabel("  ", colour: LabelColour(hex: "#000000")) }
        #expect(throws: TaskError.unknownLabel(field: "labels", value: "Sleep")) {
            try board.add(CareTask(id: "nap", text: "Nap", labels: ["Sleep"], rule: daily))
        }
    }

    @Test(arguments: ["#12345", "#GGGGGG", "red", ""])
    func aColourMustBeHex(_ text: String) {
        #expect(throws: TaskError.invalidColour(field: "colour", value: text)) { try LabelColour(hex: text) }
    }

    @Test func taskIdentifiersAreUniqueAndTasksCanBeDeleted() throws {
        var board = try board()
        #expect(throws: TaskError.duplicateTask(field: "id", value: "lunch")) { try board.add(CareTask(id: "lunch", text: "Lunch", rule: daily)) }
        try board.deleteTask("shower")
        #expect(board.tasks.map(\.id) == ["teeth", "lunch"])
        #expect(throws: TaskError.unknownTask(field: "id", value: "shower")) { try board.deleteTask("shower") }
        #expect(throws: TaskError.empty(field: "text")) { try CareTask(id: "x", text: " ", rule: daily) }
    }

    /// With notifications on, a task notifies at each occurrence and at the end of each
    /// snooze; opted out, it never notifies (stories 1, 8, 16).
    @Test func notificationsFollowTheOptIn() throws {
        var board = try board()
        let task = try #require(board.task("teeth"))
        let snooze = try TaskOutcome.snoozed(TaskOccurrence(task: "teeth", scheduled: local("2026-03-01 08:00", in: utc)),
                                             at: local("2026-03-01 08:01", in: utc), for: 600)
        let from = local("2026-03-01 00:00", in: utc), to = local("2026-03-02 00:00", in: utc)
        #expect(task.notifications(from: from, to: to, in: utc, outcomes: [snooze])
            == [local("2026-03-01 08:00", in: utc), local("2026-03-01 08:11", in: utc)])
        var editor = TaskEditor(editing: task)
        editor.settings = try TaskSettings(notificationsEnabled: false, gracePeriod: 3600, snoozeLength: 600)
        try board.save(editor, at: from)
        #expect(try #require(board.task("teeth")).notifications(from: from, to: to, in: utc, outcomes: [snooze]).isEmpty)
    }
}
