import CareModel
import CareScenario
import Foundation

/// The scenario's tasks as their groups' edits leave them (seed 003, story 12;
/// ``TaskGroupModel``): the schedule of each task in a zone, made by CareModel's
/// ``TaskBoard/editSchedule(ofGroup:to:from:)`` at the start of each edit's date there, and
/// the planted odds ratio of completing an occurrence due on a study day.
///
/// Whether an occurrence is done is drawn from the person's stream as before: until the
/// first edit's date everything the person logs is as it would be without the group; from
/// then on the edit changes which occurrences are due, and so the draws that follow.
struct TaskGroupSchedules {
    let scenario: Scenario
    /// For each task, the study day each of its group's edits applies from with the
    /// cumulative planted odds ratio from then on, in date order; empty for a task in no
    /// group. Worked out once, as the simulator asks per person, day and task.
    private let ratioSteps: [[(fromDay: Int, ratio: Double)]]
    /// For each task, whether an edit of its group plants an odds ratio other than 1.
    private let plants: [Bool]

    init(scenario: Scenario) {
        self.scenario = scenario
        let edits = scenario.tasks.map { task in scenario.taskGroups.first { $0.tasks.contains(task.name) }?.edits ?? [] }
        ratioSteps = edits.map { edits in
            var ratio = 1.0
            return edits.map { edit in
                ratio *= edit.completionOddsRatio
                return (scenario.startDay.days(to: edit.edit.from), ratio)
            }
        }
        plants = edits.map { $0.contains { $0.completionOddsRatio != 1 } }
    }

    /// Each task's schedule in `timeZone`, in the scenario's order.
    func schedules(in timeZone: TimeZone) -> [Schedule] {
        guard !scenario.taskGroups.isEmpty else { return scenario.tasks.map { Schedule($0.schedule) } }
        var board = TaskBoard()
        // The scenario reader checked the names, the groups and that every task is in one group at most.
        try! scenario.tasks.forEach { task in try board.add(try CareTask(id: TaskID(task.name), text: task.name, rule: task.schedule)) }
        for group in scenario.taskGroups {
            try! board.addGroup(group.group)
            for edit in group.edits {
                try! board.editSchedule(ofGroup: group.name, to: edit.edit.rule, from: edit.edit.from.start(in: timeZone)!)
            }
        }
        return board.tasks.map(\.schedule)
    }

    /// Whether an edit of the task's group plants an odds ratio other than 1.
    func plantsOddsRatio(task: Int) -> Bool { plants[task] }

    /// The planted odds ratio of completing an occurrence of task `task` due on study day
    /// `day`, against the task's first schedule: the product of the ratios of the group's
    /// edits made on or before that day.
    func completionOddsRatio(task: Int, day: Int) -> Double {
        ratioSteps[task].last { $0.fromDay <= day }?.ratio ?? 1
    }
}
