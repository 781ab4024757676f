import CareModel
import Foundation
import Testing

/// Editing a task: save, cancel, reset to default (seed 003, story 4) and images (story 2).
@Suite struct TaskEditorTests {
    let utc = zone("UTC")
    let daily = try! RecurrenceRule(start: day("2026-03-01"), times: [time("08:00")], frequency: .daily)

    private func board() throws -> TaskBoard {
        var board = TaskBoard()
        try board.createLabel("Hygiene", colour: LabelColour(hex: "#3366FF"))
        let quiet = try TaskSettings(notificationsEnabled: false, gracePeriod: 0, snoozeLength: 300)
        try board.add(CareTask(id: "teeth", text: "Brush teeth", imageReference: "old.png", rule: daily, settings: quiet))
        return board
    }

    /// Scenario 1 and story 2 scenario 2: changes are applied when saved, the new image
    /// replaces the old one.
    @Test func savingAppliesTheChanges() throws {
        var board = try board()
        var editor = TaskEditor(editing: try #require(board.task("teeth")))
        editor.text = "Brush your teeth for two minutes"
        editor.imageReference = "new.png"
        editor.labels = ["Hygiene"]
        try board.save(editor, at: local("2026-03-01 00:00", in: utc))
        let task = try #require(board.task("teeth"))
        #expect(task.text == "Brush your teeth for two minutes")
        #expect(task.imageReference == "new.png")
        #expect(task.labels == ["Hygiene"])
    }

    /// Scenario 2: cancelling leaves the task as it was.
    @Test func cancellingAppliesNothing() throws {
        let board = try board()
        var editor = TaskEditor(editing: try #require(board.task("teeth")))
        editor.text = "Something else"
        editor.imageReference = nil
        #expect(board.task("teeth") == editor.original)
        #expect(board.task("teeth")?.text == "Brush teeth")
    }

    /// Scenario 3: reset applies the default settings and nothing else.
    @Test func resetAppliesTheDefaultSettings() throws {
        var board = try board()
        var editor = TaskEditor(editing: try #require(board.task("teeth")))
        editor.resetToDefaults()
        try board.save(editor, at: local("2026-03-01 00:00", in: utc))
        let task = try #require(board.task("teeth"))
        #expect(task.settings == .standard)
        #expect(task.text == "Brush teeth")
        #expect(task.imageReference == "old.png")
    }

    /// Story 2, scenario 3: deleting the image.
    @Test func theImageCanBeRemoved() throws {
        var board = try board()
        var editor = TaskEditor(editing: try #require(board.task("teeth")))
        editor.imageReference = nil
        try board.save(editor, at: local("2026-03-01 00:00", in: utc))
        #expect(board.task("teeth")?.imageReference == nil)
    }

    /// A new time saved at noon on 3 March applies from then: 1-3 March keep 08:00, from 4
    /// March the task is due at 19:00 (3 March 19:00 too, being after noon).
    @Test func aScheduleChangeKeepsPastOccurrences() throws {
        var board = try board()
        var editor = TaskEditor(editing: try #require(board.task("teeth")))
        editor.rule = try RecurrenceRule(start: day("2026-03-01"), times: [time("19:00")], frequency: .daily)
        try board.save(editor, at: local("2026-03-03 12:00", in: utc))
        let occurrences = try #require(board.task("teeth")).occurrences(from: local("2026-03-01 00:00", in: utc), to: local("2026-03-05 00:00", in: utc), in: utc)
        #expect(occurrences.map(\.scheduled) == ["2026-03-01 08:00", "2026-03-02 08:00", "2026-03-03 08:00", "2026-03-03 19:00", "2026-03-04 19:00"]
            .map { local($0, in: utc) })
    }

    @Test func savingRejectsEmptyTextUnknownLabelsAndDeletedTasks() throws {
        var board = try board()
        var editor = TaskEditor(editing: try #require(board.task("teeth")))
        editor.text = ""
        #expect(throws: TaskError.empty(field: "text")) { try board.save(editor, at: .now) }
        editor.text = "Brush"
        editor.labels = ["Meals"]
        #expect(throws: TaskError.unknownLabel(field: "labels", value: "Meals")) { try board.save(editor, at: .now) }
        try board.deleteTask("teeth")
        #expect(throws: TaskError.unknownTask(field: "id", value: "teeth")) { try board.save(editor, at: .now) }
    }

    @Test func settingsRejectImpossibleDurations() {
        #expect(throws: TaskError.invalidDuration(field: "grace_period", value: -1)) {
            try TaskSettings(notificationsEnabled: true, gracePeriod: -1, snoozeLength: 600)
        }
        #expect(throws: TaskError.invalidDuration(field: "snooze_length", value: 0)) {
            try TaskSettings(notificationsEnabled: true, gracePeriod: 0, snoozeLength: 0)
        }
    }
}
