import CareModel
import Testing
@testable import CareScenario

/// Seed 003 story 12: the `task_groups` section of a scenario, read and checked at its place.
@Suite struct TaskGroupScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines, 5 days from 2026-03-02) with two tasks on
    /// lines 26-28.
    static let tasks = """
        tasks:
          - {name: morning pills, schedule: {repeat: daily, times: ["08:00"]}}
          - {name: stretching, schedule: {repeat: daily, every: 2, times: ["10:00"]}}
        """
    /// The group, on lines 29-33 (the edit on line 33).
    static let groups = """
        task_groups:
          - name: morning routine
            tasks: [morning pills, stretching]
            edits:
              - {from: 2026-03-04, schedule: {repeat: daily, times: ["09:00"]}, completion_odds_ratio: 1.5}
        """

    func parse(_ groups: String) throws(ScenarioError) -> Scenario {
        try ScenarioLoader.parse([ScenarioLoaderTests.valid, Self.tasks, groups].joined(separator: "\n"), file: "s.yaml")
    }

    func error(_ groups: String) -> ScenarioError? {
        do {
            _ = try parse(groups)
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 003 story 12: a group, its tasks and its edit are read, the edit's rule starting on its date; without it no task is grouped")
    func theGroupIsRead() throws {
        let group = try #require(try parse(Self.groups).taskGroups.first)
        #expect(group.name == "morning routine" && group.tasks == ["morning pills", "stretching"])
        let rule = try RecurrenceRule(start: CalendarDay(year: 2026, month: 3, day: 4), times: [ClockTime(parsing: "09:00")],
                                      frequency: .daily)
        #expect(group.edits == [TaskGroupModel.Edit(TaskGroupEdit(from: CalendarDay(year: 2026, month: 3, day: 4), rule: rule),
                                                    completionOddsRatio: 1.5)])
        let plain = Self.groups.replacingOccurrences(of: ", completion_odds_ratio: 1.5", with: "")
        #expect(try parse(plain).taskGroups.first?.edits.first?.completionOddsRatio == 1)
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + Self.tasks, file: "s.yaml").taskGroups.isEmpty)
    }

    @Test("Seed 003 story 12: an unknown task is refused at its place with a suggestion")
    func anUnknownTaskIsRefused() throws {
        let error = try #require(self.error(Self.groups.replacingOccurrences(of: "[morning pills,", with: "[morning pill,")))
        #expect(error.problem == .unknownName(key: "task_groups[0].tasks[0]", name: "morning pill", suggestion: "morning pills"),
                "\(error)")
        #expect(error.description.hasPrefix("s.yaml:31:"), "\(error)")
    }

    @Test("Seed 003 story 12: a task in two groups is refused at its second place")
    func aTaskInTwoGroupsIsRefused() throws {
        let second = Self.groups + """

              - name: evening
                tasks: [stretching]
                edits: [{from: 2026-03-05, schedule: {repeat: daily, times: ["19:00"]}}]
            """
        let error = try #require(self.error(second))
        #expect(error.description.hasPrefix("s.yaml:35:"), "\(error)")
        #expect(error.description.contains("stretching") && error.description.contains("no other group"), "\(error)")
    }

    @Test("Seed 003 story 12: an edit on the first day, after the last, or an odds ratio of 0 is refused at its line, naming what is expected")
    func editsAreChecked() throws {
        for (bad, expected) in [("from: 2026-03-04", "from: 2026-03-02"), ("from: 2026-03-04", "from: 2026-03-07")] {
            let error = try #require(self.error(Self.groups.replacingOccurrences(of: bad, with: expected)))
            #expect(error.description.hasPrefix("s.yaml:33:"), "\(error)")
            #expect(error.description.contains("after the study's first day 2026-03-02 and no later than its last 2026-03-06"),
                    "\(error)")
        }
        let zero = try #require(self.error(Self.groups.replacingOccurrences(of: "ratio: 1.5", with: "ratio: 0")))
        #expect(zero.description.hasPrefix("s.yaml:33:") && zero.description.contains("odds ratio"), "\(zero)")
    }

    @Test("Seed 003 story 12: a group without edits is refused with an example")
    func aGroupNeedsAnEdit() throws {
        let error = try #require(self.error(Self.groups.components(separatedBy: "\n").prefix(3).joined(separator: "\n")
            + "\n    edits: []"))
        #expect(error.description.contains("at least one edit") && error.description.contains("edits: [{from:"), "\(error)")
    }
}
