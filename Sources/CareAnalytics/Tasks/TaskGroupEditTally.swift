import CareModel
import CareStats
import CareStore
import Foundation

/// Completion of a task group's occurrences before and after each edit of the group's
/// schedule (seed 003, story 12), summed person by person: for edit k, the occurrences due
/// under the version before it and under its own, on days the person used the app. The odds
/// ratio after/before is Mantel-Haenszel's over strata of one person and one task,
/// Σ aᵢdᵢ/nᵢ / Σ bᵢcᵢ/nᵢ (a, b done and missed after; c, d before), with its interval
/// clustered by person (``RatioEstimate``): a person's own completion level cancels out.
struct TaskGroupEditTally {
    /// The groups and their edits, as stored.
    let groups: [CareDatabase.ProgrammeTaskGroup]
    /// Per edit (group, edit index): occurrences done and due before and after, and the
    /// people's Mantel-Haenszel sums.
    private var sums: [[EditSums]]

    private struct EditSums {
        var doneBefore = 0, before = 0, doneAfter = 0, after = 0
        var people = 0, peopleBefore = 0, peopleAfter = 0
        var pairs: [(y: Double, x: Double)] = []
    }

    init(groups: [CareDatabase.ProgrammeTaskGroup]) {
        self.groups = groups
        sums = groups.map { [EditSums](repeating: EditSums(), count: $0.edits.count) }
    }

    /// The person's board: `board` with each group's edits made at the start of its date in
    /// the person's zone (CareModel's ``TaskBoard/editSchedule(ofGroup:to:from:)``).
    func board(_ board: TaskBoard, for timeline: ZoneTimeline) throws(TaskError) -> TaskBoard {
        var board = board
        for entry in groups {
            try board.addGroup(entry.group)
            for edit in entry.edits {
                try board.editSchedule(ofGroup: entry.group.name, to: edit.rule, from: timeline.start(of: edit.from))
            }
        }
        return board
    }

    /// Adds one person's occurrences due on days they used the app, each done or not.
    mutating func add(_ occurrences: [(occurrence: TaskOccurrence, done: Bool)], timeline: ZoneTimeline) {
        for (g, entry) in groups.enumerated() where !entry.edits.isEmpty {
            let starts = entry.edits.map { timeline.start(of: $0.from) }
            // cells[task][version]: (done, due)
            var cells: [TaskID: [(done: Int, due: Int)]] = [:]
            for (occurrence, done) in occurrences where entry.group.tasks.contains(occurrence.task) {
                let version = starts.reduce(0) { $1 <= occurrence.scheduled ? $0 + 1 : $0 }
                var row = cells[occurrence.task] ?? Array(repeating: (0, 0), count: starts.count + 1)
                row[version].due += 1
                if done { row[version].done += 1 }
                cells[occurrence.task] = row
            }
            for k in entry.edits.indices {
                if cells.values.contains(where: { $0[k].due > 0 }) { sums[g][k].peopleBefore += 1 }
                if cells.values.contains(where: { $0[k + 1].due > 0 }) { sums[g][k].peopleAfter += 1 }
                var y = 0.0, x = 0.0, informative = false
                for row in cells.values {
                    let before = row[k], after = row[k + 1]
                    sums[g][k].doneBefore += before.done
                    sums[g][k].before += before.due
                    sums[g][k].doneAfter += after.done
                    sums[g][k].after += after.due
                    guard before.due > 0, after.due > 0 else { continue }
                    informative = true
                    let n = Double(before.due + after.due)
                    y += Double(after.done * (before.due - before.done)) / n
                    x += Double((after.due - after.done) * before.done) / n
                }
                if informative {
                    sums[g][k].people += 1
                    sums[g][k].pairs.append((y, x))
                }
            }
        }
    }

    /// The report's rows, one per edit in group and date order.
    var edits: [TaskReport.GroupEdit] {
        groups.enumerated().flatMap { g, entry in
            entry.edits.enumerated().map { k, edit in
                let sum = sums[g][k]
                return TaskReport.GroupEdit(
                    group: entry.group.name, from: edit.from, tasks: entry.group.tasks.map(\.rawValue),
                    before: try? Proportion.wilson(successes: sum.doneBefore, trials: sum.before),
                    after: try? Proportion.wilson(successes: sum.doneAfter, trials: sum.after),
                    oddsRatio: try? RatioEstimate(sum.pairs), people: sum.people, peopleBefore: sum.peopleBefore,
                    peopleAfter: sum.peopleAfter)
            }
        }
    }
}
