import ArgumentParser
import CareAnalytics
import CareReports

/// `carelab analyze tasks`: task completion and misses by label and part of the day.
struct AnalyzeTasksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tasks",
        abstract: "Task completion and missed rates by label and time of day, and the most-missed label (seed 003).",
        discussion: """
            EXAMPLE:
              carelab analyze tasks --db /tmp/run/carelab.sqlite -o tasks.csv

            Every occurrence of the stored tasks in the study period is judged at the
            period's end by the seed 003 rule (done before its deadline, 1 hour after it
            was due or after a snooze ended, or missed), one caregiver report per person.
            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed): completion_rate and missed (count) by label (item), most missed
            first; completion_rate by time_of_day (item: the part of the day it was due);
            most_missed_label over everyone (item) and most_missed_label_people (how many
            people missed that label most); people_without_misses (the seed's
            congratulation) among people with tasks. Rates have Wilson 95 % intervals
            over occurrences, which treat one person's occurrences as independent.
            mean_completion_observed (item the task): the mean per-person share done of
            the occurrences due on days the person used the app (95 % interval over
            people), which a day without any use cannot bias; the rates above count
            every unlogged occurrence as missed.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try TaskAnalysis().run(on: database) }
        if report.byLabel.isEmpty { Console.message("the database has no task outcomes to judge") }
        var table = LongTable(smallCells: options.smallCells)
        for task in report.observedCompletion {
            table.add("mean_completion_observed", item: task.task, task.mean?.estimate, task.mean?.interval,
                      people: task.people)
        }
        for label in report.byLabel {
            table.add("completion_rate", item: label.name, proportion: label.completion, people: label.people)
            table.add("missed", item: label.name, count: label.missed, people: label.people)
        }
        for part in report.byTimeOfDay {
            table.add("completion_rate", item: part.name, group: "time_of_day", proportion: part.completion, people: part.people)
        }
        if let label = report.mostMissedLabel {
            let people = report.byLabel.first { $0.name == label }?.people ?? 0
            table.add("most_missed_label", item: label, count: report.byLabel.first?.missed ?? 0, people: people)
        }
        for (label, people) in report.mostMissedByPeople {
            table.add("most_missed_label_people", item: label, count: people, people: people)
        }
        if report.peopleWithTasks > 0 {
            table.add("people_without_misses", count: report.peopleWithoutMisses, people: report.peopleWithTasks)
        }
        try options.write(table.table)
    }
}
