import ArgumentParser
import CareAnalytics
import CareReports
import CareStats
import CareWorkflows

/// `carelab analyze adherence`: medication adherence by person and arm, and its relation
/// to symptom scores.
struct AnalyzeAdherenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adherence",
        abstract: "Medication adherence from the stored schedules and dose logs, by arm and against symptom scores.",
        discussion: """
            EXAMPLE:
              carelab analyze adherence --db /tmp/run/carelab.sqlite -o adherence.csv
              carelab analyze adherence --db /tmp/run/carelab.sqlite --per-person

            Each person is followed over their observation window: from their first to
            their last day of use of the app (people who never used it are left out).
            Scheduled doses come from each medication's stored schedule over that window,
            in the person's time zone; each logged dose belongs to the nearest scheduled
            dose (seed 000 Req 13-14; taking and timing adherence of Vrijens et al. 2012,
            on time within 1 hour, drug holidays of 3 days or more).

            Two shares are reported. mean_taken_share_observed (the default measure):
            taken / scheduled while observed, over the doses due on days the person used
            the app; a day without use says nothing about its doses, so they are left
            out. Unbiased when logging is independent of taking doses (MCAR); biased
            upward when people skip the app on days they also skip doses (MNAR).
            mean_taken_share_window: taken / scheduled over the whole window, days
            without use counted as missed; biased downward whenever days go unlogged.
            Under MNAR the truth lies between the two.

            The summary is a long table (measure,item,group,period,value,ci_lower,
            ci_upper,people,suppressed; item is the medication, group all or an arm):
            the two mean shares, mean_on_time_rate (over the window) and
            mean_drug_holidays per person (95 % intervals robust to unequal variances),
            doses_taken_observed and doses_taken_window (all doses of the group, Wilson
            intervals), and taken_share_vs_mean_score: the Pearson correlation over
            people of the observed share with their mean total daily score on logged
            days, then its p-value. --per-person writes one row per person and
            medication instead.

            Over time: taken_share_observed_by_week, per week of the study (period is
            the week's first day, counted from the run's first day), the doses taken /
            the doses due on observed days that week over all people of the group, and
            people, those with a dose due on an observed day that week. Weighted by
            their doses, the weekly shares average to doses_taken_observed. No
            interval: one person's doses are not independent.

            Pharmacy fills (refill rows; simulated, or imported through the generic
            CSV) add mean_refill_delay_days (per person, the mean days from the end of
            one fill's supply to the next fill; negative when early) and mean_cma7
            (AdhereR's CMA7 from the first fill until the last fill's supply runs out),
            over the people with fills, who need not use the app.

            Doses logged late (seed 000, Req 14: logged after they were taken, with the
            taken time corrected; adherence always counts the taken time) add
            late_logged_share (per person, the share of their logged doses logged late)
            and mean_logging_delay_minutes (per person, the mean minutes from taking a
            late dose to logging it, over the people with any).
            """
    )

    /// The columns of `--per-person`.
    static let perPersonColumns = [
        TableColumn("person_id", .integer, "the database's pseudonymous person id"),
        TableColumn("arm", .text, "the person's arm"),
        TableColumn("medication", .text, "the scheduled medication"),
        TableColumn("window_first", .date, "first day of the observation window"),
        TableColumn("window_last", .date, "last day of the observation window"),
        TableColumn("observed_scheduled_doses", .integer, "doses scheduled on days the person used the app"),
        TableColumn("observed_taken_doses", .integer, "of them, doses logged taken"),
        TableColumn("taken_share_observed", .number, "observed_taken_doses / observed_scheduled_doses"),
        TableColumn("scheduled_doses", .integer, "doses scheduled over the window"),
        TableColumn("taken_doses", .integer, "doses logged taken over the window"),
        TableColumn("on_time_doses", .integer, "doses taken within the on-time margin"),
        TableColumn("extra_doses", .integer, "doses logged beyond the schedule"),
        TableColumn("taken_share_window", .number, "taken_doses / scheduled_doses (days without use count as missed)"),
        TableColumn("on_time_rate", .number, "on_time_doses / scheduled_doses"),
        TableColumn("longest_gap_hours", .number, "the longest time between two taken doses, in hours"),
        TableColumn("drug_holidays", .integer, "runs of consecutive days without any dose (3 days or more under the standard rule)"),
        TableColumn("mean_daily_score", .number, "the person's mean daily symptom score over the window, in points"),
    ]

    @OptionGroup var options: AnalyzeOptions
    @OptionGroup var scoring: ScoringRuleOption

    @Flag(help: "Write one row per person and medication (synthetic person_id) instead of the summary.")
    var perPerson = false

    func run() throws {
        let report = try options.reading { database in try AdherenceAnalysis(rule: try scoring.load()).run(on: database) }
        if report.summaries.isEmpty { throw Failure.failed("the database has no scheduled medication") }
        if perPerson {
            var table = CSVTable(columns: Self.perPersonColumns)
            for row in report.people {
                let a = row.adherence
                table.append([
                    String(row.personID), row.arm, row.medication, row.window.start.description,
                    row.window.last.description, String(a.observedScheduledDoses ?? 0), String(a.observedTakenDoses ?? 0),
                    AnalysisCSV.number(a.observedTakenShare), String(a.scheduledDoses), String(a.takenDoses),
                    String(a.onTimeDoses), String(a.extraDoses), AnalysisCSV.number(a.takenShare),
                    AnalysisCSV.number(a.onTimeRate), AnalysisCSV.number(a.longestGap.map { $0 / 3600 }),
                    String(a.drugHolidays.count), AnalysisCSV.number(row.meanScore),
                ])
            }
            try options.write(table)
            return
        }
        var table = LongTable(smallCells: options.smallCells)
        for summary in report.summaries {
            let item = summary.medication, group = summary.group
            for (measure, mean) in [("mean_taken_share_observed", summary.observedTakenShare),
                                    ("mean_taken_share_window", summary.takenShare),
                                    ("mean_on_time_rate", summary.onTimeRate), ("mean_drug_holidays", summary.drugHolidays)] {
                table.add(measure, item: item, group: group, mean?.estimate, mean?.interval, people: summary.people)
            }
            table.add("doses_taken_observed", item: item, group: group, proportion: summary.observedDosesTaken,
                      people: summary.people)
            table.add("doses_taken_window", item: item, group: group, proportion: summary.dosesTaken, people: summary.people)
            if summary.peopleWithFills > 0 {
                table.add("mean_refill_delay_days", item: item, group: group, summary.refillDelay?.estimate,
                          summary.refillDelay?.interval, people: summary.peopleWithFills)
                table.add("mean_cma7", item: item, group: group, summary.cma7?.estimate, summary.cma7?.interval,
                          people: summary.peopleWithFills)
            }
            if let delay = summary.loggingDelayMinutes {
                table.add("late_logged_share", item: item, group: group, summary.lateLoggedShare?.estimate,
                          summary.lateLoggedShare?.interval, people: summary.people)
                table.add("mean_logging_delay_minutes", item: item, group: group, delay.estimate, delay.interval,
                          people: delay.people)
            }
        }
        for (medication, result) in report.scoreRelation {
            switch result {
            case .success(let correlation):
                table.add("taken_share_vs_mean_score", item: medication, correlation.r, try? correlation.confidenceInterval(),
                          people: correlation.n)
                table.add("taken_share_vs_mean_score_p", item: medication, correlation.pValue, people: correlation.n)
            case .failure(let error):
                Console.message("\(medication): adherence against mean score: \(error.description)")
            }
        }
        for week in report.weekly {
            table.add("taken_share_observed_by_week", item: week.medication, group: week.group, period: week.first.description,
                      week.observedTakenShare, people: week.people)
        }
        try options.write(table.table)
    }
}
