import CareAnalytics
import CareModel
import CareStats

extension RunReport {
    /// The header of ``taskRows``.
    static let taskHeader = ["label", "people", "done", "missed", "completion (95 % interval)"]

    /// Task completion by label (seed 003, stories 5 and 17), for the Markdown and HTML
    /// reports alike: one row per label, most missed first, done over done-or-missed with
    /// its Wilson interval. Nil when no task occurrence was settled; a row backed by fewer
    /// people than the small-cell minimum shows `suppressed`.
    var taskRows: [[String]]? {
        guard let tasks, !tasks.byLabel.isEmpty else { return nil }
        return tasks.byLabel.map { label in
            guard smallCells.allows(label.people) else {
                return [label.name, "fewer than \(smallCells.minimumCount)", "suppressed", "", ""]
            }
            return [label.name, NumberFormat.grouped(label.people), NumberFormat.grouped(label.done),
                    NumberFormat.grouped(label.missed), Self.share(label.completion)]
        }
    }

    /// The text above the tasks' table: the most-missed label, the people without a miss
    /// and each edit of a task group's schedule (story 12), each left out when fewer people
    /// than the small-cell minimum.
    var taskText: String? {
        guard let tasks, taskRows != nil else { return nil }
        var text = "Task occurrences of \(smallCells.shown(tasks.peopleWithTasks)) people, each judged at the end of the "
            + "study period by the seed 003 rule (done within an hour of its due time or of a snooze's end, or missed); "
            + "every occurrence not logged counts as missed."
        if let label = tasks.mostMissedLabel, let people = tasks.byLabel.first(where: { $0.name == label })?.people,
           smallCells.allows(people) {
            text += " The label missed most often is \(label) (story 17)."
        }
        if smallCells.allows(tasks.peopleWithTasks), smallCells.allows(tasks.peopleWithoutMisses) {
            text += " \(English.count(tasks.peopleWithoutMisses, "person", "people")) missed none (the seed's congratulation)."
        }
        for edit in tasks.groupEdits where smallCells.allows(edit.people) {
            text += " From \(edit.from) the group \(edit.group) (" + edit.tasks.joined(separator: ", ")
                + ") follows one edited schedule (story 12): completion \(Self.share(edit.before)) before, "
                + "\(Self.share(edit.after)) after on days of use; within-person odds ratio "
                + (edit.oddsRatio.map { NumberFormat.fixed($0.estimate, 2) + " (" + Self.range($0.interval.lower, $0.interval.upper, 2) + ")" } ?? "NA")
                + " over \(English.count(edit.people, "person", "people"))."
        }
        return text + " `carelab analyze tasks` writes the same figures, and one caregiver's view per person with "
            + "`--per-person`."
    }

    /// The Markdown section of ``taskRows``.
    var tasksSection: [String] {
        guard let rows = taskRows, let text = taskText else { return [] }
        return ["## Tasks", "", text, "", "| " + Self.taskHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.taskHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }

    /// A share with its interval, `NA` when undefined.
    private static func share(_ proportion: Proportion?) -> String {
        guard let proportion else { return "NA" }
        return NumberFormat.fixed(proportion.estimate, 3) + " ("
            + range(proportion.interval.lower, proportion.interval.upper, 3) + ")"
    }
}
