import CareAnalytics
import CareModel
import CareStats
import CareStore

/// What `carelab analyze tasks` takes beyond the database: the time frame and whether to
/// write the caregiver's view of each person instead of the long table.
public struct TaskOptions: Sendable {
    /// The frame's first and last day; nil for the study period's.
    public var from: CalendarDay?
    public var through: CalendarDay?
    /// One row per person (story 5) instead of the long table.
    public var perPerson: Bool

    /// The options from their parts.
    public init(from: CalendarDay? = nil, through: CalendarDay? = nil, perPerson: Bool = false) {
        self.from = from
        self.through = through
        self.perPerson = perPerson
    }

    /// The frame in `database`'s study period, a missing end taken from the period; nil when
    /// neither end is given.
    func frame(in database: CareDatabase) throws -> ClosedRange<CalendarDay>? {
        guard from != nil || through != nil else { return nil }
        let period = try StudyPeriod.of(database)
        let start = from ?? period.first, end = through ?? period.last
        guard start <= end else { throw AnalysisError.frameOutsidePeriod(
            path: database.path, frame: StudyPeriod(first: start, last: end), period: period) }
        return start...end
    }
}

/// `carelab analyze tasks`: task completion and misses by label and part of the day (seed
/// 003). Its report section is ``RunReport/tasksSection``; its per-person table is in
/// `TaskAnalysis+PerPerson.swift`.
extension TaskAnalysis: DeclaredAnalysis {
    public typealias Options = TaskOptions

    public static let name = "tasks"
    public static let abstract = "Task completion and missed rates by label and time of day, and the most-missed label (seed 003)."
    public static let example = """
        carelab analyze tasks --db /tmp/run/carelab.sqlite -o tasks.csv
          carelab analyze tasks --db /tmp/run/carelab.sqlite --from 2026-03-01 \\
            --through 2026-03-14 --per-person
        """
    public static let discussion = """
        --from and --through choose the time frame whose occurrences are counted (each
        person's local days; default: the whole study period); occurrences are still
        judged at the end of the period. --per-person gives, instead of the long table,
        what each person's caregiver is shown for the frame (story 5): one row per
        person with a settled occurrence (person_id,scheduled,done,missed,open,
        missed_tasks,most_missed_label,message), the tasks missed named once each and
        separated by "; ", the message "0 tasks missed. Congratulations!" when none
        was. Its rows are single people: keep it with the database, not in a report.

        Every occurrence of the stored tasks in the study period is judged at the
        period's end by the seed 003 rule (done before its deadline, 1 hour after it
        was due or after a snooze ended, or missed), one caregiver report per person.
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed; period: the frame, first/last day): completion_rate and missed (count) by label (item), most missed
        first; completion_rate by time_of_day (item: the part of the day it was due)
        and, when recorded, by audio_message_seconds (item: the audio-message length
        the person's caregiver set, story 15);
        most_missed_label over everyone (item) and most_missed_label_people (how many
        people missed that label most); people_without_misses (the seed's
        congratulation) among people with tasks. Rates have Wilson 95 % intervals
        over occurrences, which treat one person's occurrences as independent.
        mean_completion_observed (item the task): the mean per-person share done of
        the occurrences due on days the person used the app (95 % interval over
        people), which a day without any use cannot bias; the rates above count
        every unlogged occurrence as missed.
        Groups of tasks configured to one schedule (story 12): for each edit of a
        group (period: the date from which it applies), completion_rate with group
        task_group_before and task_group_after (the group's occurrences due on days of
        use under the version before the edit and under the edit's), and
        completion_odds_ratio (group task_group_edit): the within-person
        Mantel-Haenszel odds ratio of completing after against before, over strata of
        one person and one task, with a 95 % interval clustered by person; people
        counts those with occurrences due before, after, and (for the odds ratio)
        both. A figure with no occurrence due in the frame (--from, --through)
        behind it has no row.
        """
    public static let nothingToRead = "the database has no task outcomes to judge"

    /// The report's analysis: the whole study period.
    public static func run(on database: CareDatabase) throws -> TaskReport {
        try TaskAnalysis().run(on: database)
    }

    public static func run(on database: CareDatabase, options: TaskOptions) throws -> TaskReport {
        try TaskAnalysis(frame: try options.frame(in: database)).run(on: database)
    }

    public static func isEmpty(_ result: TaskReport) -> Bool { result.byLabel.isEmpty }

    public static func table(_ report: TaskReport, options: TaskOptions, smallCells: SmallCellRule) -> CSVTable {
        options.perPerson ? perPersonTable(report.people) : table(report, smallCells: smallCells)
    }

    public static func table(_ report: TaskReport, smallCells: SmallCellRule) -> CSVTable {
        // The time frame as an ISO 8601 interval of days.
        let days = "\(report.period.first)/\(report.period.last)"
        var table = LongTable(smallCells: smallCells)
        for task in report.observedCompletion {
            table.add("mean_completion_observed", item: task.task, period: days, task.mean?.estimate, task.mean?.interval,
                      people: task.people)
        }
        for label in report.byLabel {
            table.add("completion_rate", item: label.name, period: days, proportion: label.completion, people: label.people)
            table.add("missed", item: label.name, period: days, count: label.missed, people: label.people)
        }
        for part in report.byTimeOfDay {
            table.add("completion_rate", item: part.name, group: "time_of_day", period: days, proportion: part.completion, people: part.people)
        }
        for audio in report.byAudioMessage {
            table.add("completion_rate", item: audio.name, group: "audio_message_seconds", period: days,
                      proportion: audio.completion, people: audio.people)
        }
        if let label = report.mostMissedLabel {
            let people = report.byLabel.first { $0.name == label }?.people ?? 0
            table.add("most_missed_label", item: label, period: days, count: report.byLabel.first?.missed ?? 0, people: people)
        }
        for (label, people) in report.mostMissedByPeople {
            table.add("most_missed_label_people", item: label, period: days, count: people, people: people)
        }
        if report.peopleWithTasks > 0 {
            table.add("people_without_misses", period: days, count: report.peopleWithoutMisses, people: report.peopleWithTasks)
        }
        // A figure with no occurrence due in the frame behind it has no data: no row, rather
        // than one that would read as suppressed by the small-cell rule.
        for edit in report.groupEdits {
            let date = edit.from.description
            if edit.peopleBefore > 0 {
                table.add("completion_rate", item: edit.group, group: "task_group_before", period: date,
                          proportion: edit.before, people: edit.peopleBefore)
            }
            if edit.peopleAfter > 0 {
                table.add("completion_rate", item: edit.group, group: "task_group_after", period: date,
                          proportion: edit.after, people: edit.peopleAfter)
            }
            if edit.people > 0 {
                table.add("completion_odds_ratio", item: edit.group, group: "task_group_edit", period: date,
                          edit.oddsRatio?.estimate, edit.oddsRatio?.interval, people: edit.people)
            }
        }
        return table.table
    }

    public static func markdown(_ result: TaskReport, in report: RunReport) -> [String] { report.tasksSection }

    public static func html(_ result: TaskReport, in report: RunReport) -> HTMLDocument.Section? { report.tasksHTML }
}
