import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze games`: learning-game scores in seed 003's caregiver task app (stories
/// 23 and 24): the mean score by game and arm, the practice effect and the scores sent to
/// caregivers.
extension GameAnalysis: DeclaredAnalysis {
    public static let name = "games"
    public static let abstract = "Learning games: mean score by game and arm, practice effect, scores sent to caregivers (seed 003)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed); item the game (empty for every game), group all or an arm
        (segments are not stored), people those who played in the cell: plays (a
        count) and mean_score (per game played, 95 % interval clustered by
        person); over every game and arm: first_score (the mean of each person's
        first score, one per person), practice_per_10_games (points a score rises
        per ten games played before: the within-person regression of score on
        games played so far ÷ 10, person fixed effects, clustered by person),
        sent_to_caregiver (scores sent, a count) and
        sent_to_caregiver_per_person_week (over every person of the run, a ratio
        clustered by person). Fewer people than --min-cell: suppressed.
        """
    public static let exampleRun = "runs/tasks"
    public static let nothingToRead = "the database has no learning games"

    public static func run(on database: CareDatabase) throws -> GameReport {
        try GameAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: GameReport) -> Bool { result.overall == nil }

    public static func table(_ report: GameReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        guard let overall = report.overall else { return table.table }
        table.add("first_score", report.firstScore?.estimate, report.firstScore?.interval,
                  people: report.firstScore?.people ?? 0)
        table.add("practice_per_10_games", report.practicePer10Games?.estimate, report.practicePer10Games?.interval,
                  people: report.practicePeople)
        table.add("sent_to_caregiver", count: report.sent, people: overall.people)
        table.add("sent_to_caregiver_per_person_week", report.sentPerPersonWeek?.estimate,
                  report.sentPerPersonWeek?.interval, people: report.people)
        for cell in report.cells {
            table.add("plays", item: cell.item, group: cell.group, count: cell.plays, people: cell.people)
            table.add("mean_score", item: cell.item, group: cell.group, cell.meanScore?.estimate, cell.meanScore?.interval,
                      people: cell.people)
        }
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["game", "arm", "people", "plays", "mean score (95 % interval)"]

    /// One row per game and arm (every game first), the mean score with its interval
    /// clustered by person; a row backed by fewer people than the small-cell minimum shows
    /// `suppressed`.
    static func rows(_ games: GameReport, smallCells: SmallCellRule) -> [[String]] {
        games.cells.map { cell in
            let game = cell.item.isEmpty ? "all" : cell.item
            guard smallCells.allows(cell.people) else {
                return [game, cell.group, "fewer than \(smallCells.minimumCount)", "suppressed", ""]
            }
            return [game, cell.group, NumberFormat.grouped(cell.people), NumberFormat.grouped(cell.plays),
                    estimate(cell.meanScore?.estimate, cell.meanScore?.interval)]
        }
    }

    /// The text above the section's table: the first score, the practice effect and the
    /// scores sent to caregivers, each left out when fewer people than the small-cell minimum.
    static func text(_ games: GameReport, overall: GameReport.Cell, smallCells: SmallCellRule) -> String {
        var text = "Learning games (seed 003, stories 23 and 24) played by \(smallCells.shown(overall.people)) of "
            + "\(English.count(games.people, "person", "people")); each score, 0 to 100, also sets the game's reward bonus."
        if let first = games.firstScore, smallCells.allows(first.people) {
            text += " The mean first score is \(estimate(first.estimate, first.interval))."
        }
        if let slope = games.practicePer10Games, smallCells.allows(games.practicePeople) {
            text += " Practice: a score rises by \(estimate(slope.estimate, slope.interval)) points per ten games "
                + "played before (within-person regression, clustered by person; \(smallCells.shown(games.practicePeople)) "
                + "people with two games or more)."
        }
        if let rate = games.sentPerPersonWeek, smallCells.allows(games.people) {
            text += " \(NumberFormat.grouped(games.sent)) scores were sent to caregivers who opted in (story 23), "
                + "\(estimate(rate.estimate, rate.interval, digits: 2)) per person-week."
        }
        return text + " `carelab analyze games` writes the same figures."
    }

    /// An estimate with its interval, `NA` when undefined.
    private static func estimate(_ value: Double?, _ interval: ConfidenceInterval?, digits: Int = 1) -> String {
        guard let value else { return "NA" }
        return NumberFormat.fixed(value, digits)
            + (interval.map { " (" + RunReport.range($0.lower, $0.upper, digits) + ")" } ?? "")
    }

    public static func markdown(_ result: GameReport, in report: RunReport) -> [String] {
        guard let overall = result.overall else { return [] }
        return ["## Learning games", "", text(result, overall: overall, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The mean score per game (every arm) as a forest plot beside the Markdown report's table.
    public static func html(_ result: GameReport, in report: RunReport) -> HTMLDocument.Section? {
        let smallCells = report.smallCells
        guard let overall = result.overall else { return nil }
        var table = HTMLTable(caption: "Learning games", header: header, labelColumns: 2)
        rows(result, smallCells: smallCells).forEach { table.append($0) }
        let plotRows = result.cells.filter { $0.group == "all" }.map { cell in
            let label = cell.item.isEmpty ? "all games" : cell.item
            guard smallCells.allows(cell.people), let mean = cell.meanScore else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(cell.people) ? "NA"
                                        : "suppressed (fewer than \(smallCells.minimumCount) people)")
            }
            return ForestPlot.Row(label: label, estimate: mean.estimate, lower: mean.interval.lower, upper: mean.interval.upper,
                                  note: "\(NumberFormat.fixed(mean.estimate, 1)) (n=\(cell.plays))")
        }
        let plot = ForestPlot(title: "Mean learning-game score", xTitle: "score (0-100)",
                              domain: 0...100, reference: nil, decimals: 0, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text(result, overall: overall, smallCells: smallCells)) + "\n"
            + RunReport.figure(plot.svg, table, caption: "Mean score per game played with its 95 % interval clustered by "
                + "person (every arm); the table adds the arms.")
        return HTMLDocument.Section(id: "games", title: "Learning games", body: body)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "game"
    public static let truthSummary = "learning-game parameters"
    public static let truthHelp = """
        Per planted learning-game parameter (kind game, seed 003 stories 23 and
        24): mean_first_score (the mean of each person's first score; planted the
        segments' means weighted by their people) and practice_per_10_games (the
        within-person regression of score on games played before ÷ 10, clustered
        by person).
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.games != nil }

    /// The planted scores with their estimates: the mean first score over the run's people
    /// (segments are not stored, so the segments' planted means weighted by their realised
    /// people) and the practice effect.
    public static func truthRows(_ truth: GroundTruth, _ report: GameReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.games, report.overall != nil else { return [] }
        let segments = planted.meanScore.keys.sorted().map { "\($0) \(String(planted.meanScore[$0]!))" }
        return [
            TruthComparison.ParameterRecovery(
                parameter: "mean_first_score", planted: planted.meanFirstScore, estimate: report.firstScore?.estimate,
                interval: report.firstScore?.interval, people: report.firstScore?.people ?? 0,
                note: "mean score of each person's first game (95 % interval, one score per person); planted the "
                    + "segments' means weighted by their people (" + segments.joined(separator: ", ") + ")"),
            TruthComparison.ParameterRecovery(
                parameter: "practice_per_10_games", planted: planted.practicePerTenGames,
                estimate: report.practicePer10Games?.estimate, interval: report.practicePer10Games?.interval,
                people: report.practicePeople,
                note: "within-person regression of score on games played before ÷ 10 (person fixed effects, "
                    + "clustered by person); planted score sd \(planted.sd)"),
        ]
    }
}
