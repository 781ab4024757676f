import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareStats
import CareWorkflows

/// `carelab analyze mood`: the mood survey's answers over time.
struct AnalyzeMoodCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mood",
        abstract: "Mood-survey answers: distribution, trends, transitions and the mood after a recommended module (seed 004).",
        discussion: """
            EXAMPLE:
              carelab analyze mood --db /tmp/run/carelab.sqlite -o mood.csv

            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed): share per mood (item; Wilson interval over answers);
            valence_trend_per_30_days, each person's least-squares slope of valence
            (NRC-VAD 0-1) on time, times 30, as mean, median, q1 and q3 over people
            with 3 or more answers; mean_valence per cohort (group; the arm when the
            run has no cohorts) and month; transition share from one answer's mood
            (item) to the next answer's (period), over the same person's consecutive
            answers; and after a neutral or negative answer, which recommends a
            learning module, next_valence (mean of the next answer's valence) and
            next_positive (share of next answers in the positive group) for
            recommendations whose module was opened before the next answer or not
            (group opened or not_opened); next_valence's interval is clustered by
            person, next_positive's Wilson interval treats answers as independent.

            --by-week writes moods over time instead (seed 004 DR8), per study week
            (seven local days from the study's first day; period week 1, week 2, ...),
            group all and each cohort (the arm when the run has no cohorts):
            weekly_answers (a count, people those who answered), weekly_mean_valence
            and weekly_negative_share (the share of answers sad, angry, sick or
            overwhelmed), both with 95 % intervals clustered by person.

            Moods on an app's own scale (imports: Daylio's daylio_1_5, Bearable's
            bearable_0_10, a generic CSV's mood rows) are summarised on that scale,
            never converted or mixed with another: scale_answers (a count per scale,
            item the scale), scale_share (the share of that scale's answers with each
            value, item SCALE = VALUE and the app's word for it; Wilson interval),
            scale_mean (mean value per month) and scale_trend_per_30_days (each
            person's least-squares slope of the value on time, times 30, over people
            with 3 or more answers on 2 or more days).

            A database with no mood at all is an error (exit 1), not an empty table.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    @Flag(help: "Write the answers per study week and cohort: moods over time.")
    var byWeek = false

    func run() throws {
        let report = try options.reading { database in try MoodAnalysis().run(on: database) }
        guard report.answers > 0 || !report.scales.isEmpty else {
            throw Failure.failed("the database has no moods: no mood-survey answer and no mood on an app's own scale")
        }
        if report.answers == 0 {
            let scales = report.scales.map { "\($0.scale) (\(NumberFormat.grouped($0.answers)) answers)" }
            Console.message("no mood-survey answers; moods on the apps' own scales: " + scales.joined(separator: ", "))
        }
        if byWeek { return try options.write(Self.weekTable(report, smallCells: options.smallCells).table) }
        var table = LongTable(smallCells: options.smallCells)
        for (mood, answers, people) in report.distribution where report.answers > 0 {
            table.add("share", item: mood.rawValue, proportion: try? Proportion.wilson(successes: answers, trials: report.answers),
                      people: people)
        }
        if let trends = report.personTrends {
            var scaled = trends
            for key in [\DistributionSummary.mean, \.median, \.lowerQuartile, \.upperQuartile] { scaled[keyPath: key] *= 30 }
            table.add("valence_trend_per_30_days", summary: scaled)
        }
        for month in report.cohortMonths {
            table.add("mean_valence", group: month.cohort, period: month.month.description, month.meanValence, people: month.people)
        }
        for from in Mood.allCases {
            guard let row = report.transitions[from] else { continue }
            let total = row.values.reduce(0, +)
            for to in Mood.allCases {
                table.add("transition", item: from.rawValue, period: to.rawValue,
                          Double(row[to] ?? 0) / Double(total), people: report.transitionPeople[from] ?? 0)
            }
        }
        for group in report.afterRecommendation {
            let name = group.moduleOpened ? "opened" : "not_opened"
            table.add("next_valence", item: "after recommendation", group: name, group.nextValence?.estimate,
                      group.nextValence?.interval, people: group.people)
            table.add("next_positive", item: "after recommendation", group: name, proportion: group.nextPositive, people: group.people)
        }
        Self.addScales(report.scales, to: &table)
        try options.write(table.table)
    }

    /// Adds the rows of the moods on the apps' own scales.
    static func addScales(_ scales: [MoodReport.Scale], to table: inout LongTable) {
        for scale in scales {
            table.add("scale_answers", item: scale.scale, count: scale.answers, people: scale.people)
            for value in scale.values {
                let item = "\(scale.scale) = \(AnalysisCSV.number(value.value))" + (value.name.map { " (\($0))" } ?? "")
                table.add("scale_share", item: item,
                          proportion: try? Proportion.wilson(successes: value.answers, trials: scale.answers), people: value.people)
            }
            for month in scale.months {
                table.add("scale_mean", item: scale.scale, period: month.month.description, month.mean, people: month.people)
            }
            if var trends = scale.personTrends {
                for key in [\DistributionSummary.mean, \.median, \.lowerQuartile, \.upperQuartile] { trends[keyPath: key] *= 30 }
                table.add("scale_trend_per_30_days", item: scale.scale, summary: trends)
            }
        }
    }

    /// The long table of `report`'s study weeks.
    static func weekTable(_ report: MoodReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        for week in report.weeks {
            let period = "week \(week.week)"
            table.add("weekly_answers", group: week.group, period: period, count: week.answers, people: week.people)
            table.add("weekly_mean_valence", group: week.group, period: period, week.meanValence, week.meanValenceInterval,
                      people: week.people)
            table.add("weekly_negative_share", group: week.group, period: period, week.negativeShare,
                      week.negativeShareInterval, people: week.people)
        }
        return table
    }
}
