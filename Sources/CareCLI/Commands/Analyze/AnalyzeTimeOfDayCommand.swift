import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareStats

/// `carelab analyze time-of-day`: symptom onsets by part of the day, a factor's part of
/// the day as a covariate, and factors against onsets some hours later (seed 000, Req 3
/// and 11).
struct AnalyzeTimeOfDayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "time-of-day",
        abstract: "Symptom onsets by part of the day, and factors by the part of the day they were taken in (seed 000, Req 3, 11).",
        discussion: """
            EXAMPLE:
              carelab analyze time-of-day --db /tmp/tracker/carelab.sqlite \\
                -o time-of-day.csv
              carelab analyze time-of-day --db run.sqlite --measure factor_part \\
                --lag-days 1

            One long table; measure says which part of the analysis a row belongs to.
            The parts of the day are morning (05-12 h), afternoon (12-17 h), evening
            (17-22 h) and night (22-05 h), as an entry stores them.

            measure onset_share (Req 3): per symptom (and all symptoms pooled) and part,
            the onsets (symptom entries) there, their share of the symptom's onsets with
            a 95 % interval clustered by person (a ratio of each person's onsets in the
            part to their onsets, linearisation standard error, t on people - 1 degrees
            of freedom), and, over people with at least 5 onsets of the symptom, the
            quartiles of their own share in the part and how many have the most onsets
            in it (ties count in each part).

            measure factor_part (Req 11): per factor, symptom, lag in days and part of
            the day the factor was taken in, the within-person (person fixed effects)
            regression of the symptom's score on day t + lag on the factor's amount on
            day t, over the days it was taken in that part (a level factor by its
            ordinal), errors clustered by person, with the Benjamini-Hochberg q over
            every factor_part row. Comparing a factor's parts (evening caffeine against
            morning caffeine) shows whether its effect depends on when it is taken.

            measure hour_lag: per factor, symptom and window of hours after a factor
            entry, the within-person regression of whether an onset of the symptom
            followed in the window (0 or 1) on the factor's value, errors clustered by
            person, with its own q. Effects planted in days act in these windows too.

            A row backed by fewer than --min-cell people (people with an onset in the
            part, or with the factor's pairs) keeps its labels, leaves every number
            empty and says suppressed true; people_most_often is empty below --min-cell.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    @Option(help: ArgumentHelp("Lags in days of the factor_part rows.", valueName: "days"),
            transform: { text in try text.split(separator: ",").map { part in
                guard let lag = Int(part), (0...30).contains(lag) else { throw ValidationError("--lag-days takes whole days from 0 to 30, e.g. 0,1") }
                return lag
            } })
    var lagDays: [Int] = [0, 1]

    @Option(help: ArgumentHelp("Windows of hours after a factor entry for the hour_lag rows.", valueName: "from-to,..."),
            transform: { text in try text.split(separator: ",").map { window in
                let ends = window.split(separator: "-").compactMap { Int($0) }
                guard ends.count == 2, ends[0] >= 0, ends[1] > ends[0] else {
                    throw ValidationError("--hour-windows takes windows like 0-6,6-12,12-24 (from below to)")
                }
                return HourWindow(from: ends[0], to: ends[1])
            } })
    var hourWindows: [HourWindow] = HourWindow.standard

    /// The columns.
    static func columns(_ smallCells: SmallCellRule) -> [TableColumn] {
        [
            TableColumn("measure", .text, "`onset_share`, `factor_part` or `hour_lag`"),
            TableColumn("factor", .text, "the lifestyle factor (factor_part, hour_lag)", isDataLabel: true),
            TableColumn("factor_unit", .text, "its unit, `level` for a level factor"),
            TableColumn("symptom", .text, "the symptom, or `all symptoms`", isDataLabel: true),
            TableColumn("part", .text, "the part of the day of the onsets (onset_share) or of the factor (factor_part)"),
            TableColumn("lag_days", .integer, "days from the factor to the score (factor_part)"),
            TableColumn("window_hours", .text, "hours after the factor entry (hour_lag), from included to excluded"),
            TableColumn("people", .integer, "people with an onset of the symptom (onset_share), or with rows (others)"),
            TableColumn("people_in_cell", .integer, "people with an onset in the part (onset_share), or with rows (others): "
                + "the count the small-cell rule applies to"),
            TableColumn("n", .integer, "onsets of the symptom (onset_share), day pairs (factor_part) or factor entries (hour_lag)"),
            TableColumn("events", .integer, "onsets in the part (onset_share), or entries followed by an onset in the window (hour_lag)"),
            TableColumn("estimate", .number, "share of the onsets in the part, or score points (factor_part) or chance of "
                + "an onset (hour_lag) per unit of the factor, within persons"),
            TableColumn("se_cluster_robust", .number, "its standard error, clustered by person"),
            TableColumn("ci_lower", .number, "its 95 % interval, lower end"),
            TableColumn("ci_upper", .number, "its 95 % interval, upper end"),
            TableColumn("p", .probability, "its two-sided p-value (factor_part, hour_lag)"),
            TableColumn("q", .probability, "its Benjamini-Hochberg q over the rows of the same measure"),
            TableColumn("people_summarised", .integer, "people with at least 5 onsets of the symptom (onset_share)"),
            TableColumn("person_share_q1", .number, "lower quartile of their own share in the part"),
            TableColumn("person_share_median", .number, "median of their own share in the part"),
            TableColumn("person_share_q3", .number, "upper quartile of their own share in the part"),
            TableColumn("people_most_often", .integer, "of them, people with the most onsets in the part"),
            TableColumn("note", .text, "why an estimate is missing"),
            AnalysisCSV.suppressedColumn(smallCells),
        ]
    }

    func run() throws {
        let report = try options.reading { database in
            try TimeOfDayAnalysis(lags: lagDays, windows: hourWindows).run(on: database)
        }
        let rule = options.smallCells
        var table = CSVTable(columns: Self.columns(rule))
        for row in report.onsets {
            let shown = rule.allows(row.peopleInPart)
            func number(_ value: Double?) -> String { AnalysisCSV.number(value, shown: shown) }
            func count(_ value: Int) -> String { AnalysisCSV.count(value, shown: shown) }
            table.rows.append([
                "onset_share", "", "", row.symptom, row.part.rawValue, "", "", count(row.people), count(row.peopleInPart),
                count(row.totalOnsets), count(row.onsets), number(row.share?.estimate), number(row.share?.standardError),
                number(row.share?.interval.lower), number(row.share?.interval.upper), "", "", count(row.peopleSummarised),
                number(row.personShares?.lowerQuartile), number(row.personShares?.median),
                number(row.personShares?.upperQuartile),
                AnalysisCSV.count(row.peopleMostOften, shown: shown && (row.peopleMostOften == 0 || rule.allows(row.peopleMostOften))),
                shown && row.share == nil ? "fewer than 2 people" : "", AnalysisCSV.suppression(people: row.peopleInPart, rule: rule),
            ])
        }
        for cell in report.factorParts {
            table.rows.append(slopeRow("factor_part", factor: cell.factor, unit: cell.unit, symptom: cell.symptom,
                                       part: cell.part.rawValue, lag: String(cell.lagDays), window: "", people: cell.people,
                                       n: cell.personDays, events: nil, slope: cell.slope, q: cell.qValue,
                                       undefined: cell.undefined))
        }
        for cell in report.hourLags {
            table.rows.append(slopeRow("hour_lag", factor: cell.factor, unit: cell.unit, symptom: cell.symptom, part: "",
                                       lag: "", window: cell.window.description, people: cell.people, n: cell.entries,
                                       events: cell.entriesWithOnset, slope: cell.slope, q: cell.qValue,
                                       undefined: cell.undefined))
        }
        try options.write(table)
    }

    /// A regression row (factor_part, hour_lag).
    private func slopeRow(
        _ measure: String, factor: String, unit: String, symptom: String, part: String, lag: String, window: String,
        people: Int, n: Int, events: Int?, slope: LinearRegression.Term?, q: Double, undefined: String?
    ) -> [String] {
        let shown = options.smallCells.allows(people)
        return [
            measure, factor, unit, symptom, part, lag, window, AnalysisCSV.count(people, shown: shown),
            AnalysisCSV.count(people, shown: shown), AnalysisCSV.count(n, shown: shown),
            events.map { AnalysisCSV.count($0, shown: shown) } ?? "", AnalysisCSV.number(slope?.estimate, shown: shown),
            AnalysisCSV.number(slope?.standardError, shown: shown), AnalysisCSV.number(slope?.interval.lower, shown: shown),
            AnalysisCSV.number(slope?.interval.upper, shown: shown), AnalysisCSV.probability(slope?.pValue, shown: shown),
            AnalysisCSV.probability(q.isNaN ? nil : q, shown: shown), "", "", "", "", "",
            shown ? undefined ?? "" : "", AnalysisCSV.suppression(people: people, rule: options.smallCells),
        ]
    }
}
