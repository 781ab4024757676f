import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

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

            Scheduled doses come from each medication's stored schedule over the whole
            study period, in each person's time zone; each logged dose belongs to the
            nearest scheduled dose (seed 000 Req 13-14; taking and timing adherence of
            Vrijens et al. 2012, on time within 1 hour, drug holidays of 3 days or more).
            The summary is a long table (measure,item,group,period,value,ci_lower,
            ci_upper,people,suppressed; item is the medication, group all or an arm):
            mean_taken_share, mean_on_time_rate and mean_drug_holidays per person (95 %
            intervals robust to unequal variances), doses_taken (all scheduled doses,
            Wilson interval), and taken_share_vs_mean_score: the Pearson correlation over
            people of taken share with their mean total daily score on logged days, then
            its p-value. --per-person writes one row per person and medication instead.
            """
    )

    @OptionGroup var options: AnalyzeOptions
    @OptionGroup var scoring: ScoringRuleOption

    @Flag(help: "Write one row per person and medication (synthetic person_id) instead of the summary.")
    var perPerson = false

    func run() throws {
        let report = try AdherenceAnalysis(rule: try scoring.load()).run(on: try options.open())
        if report.summaries.isEmpty { Console.message("the database has no scheduled medication") }
        if perPerson {
            var table = CSVTable(header: [
                "person_id", "arm", "medication", "scheduled_doses", "taken_doses", "on_time_doses", "extra_doses",
                "taken_share", "on_time_rate", "longest_gap_hours", "drug_holidays", "mean_daily_score",
            ])
            for row in report.people {
                let a = row.adherence
                table.append([
                    String(row.personID), row.arm, row.medication, String(a.scheduledDoses), String(a.takenDoses),
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
            for (measure, mean) in [("mean_taken_share", summary.takenShare), ("mean_on_time_rate", summary.onTimeRate),
                                    ("mean_drug_holidays", summary.drugHolidays)] {
                table.add(measure, item: item, group: group, mean?.estimate, mean?.interval, people: summary.people)
            }
            table.add("doses_taken", item: item, group: group, proportion: summary.dosesTaken, people: summary.people)
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
        try options.write(table.table)
    }
}
