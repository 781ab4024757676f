import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze videos`: the learning centre's videos in seed 004's recovery programme:
/// how often people watch one on a day in the app and how many viewings reach the end.
extension VideoAnalysis: DeclaredAnalysis {
    public static let name = "videos"
    public static let abstract = "Learning-centre videos: viewings per day in the app, share watched to the end, by video (seed 004)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), group all: views_per_use_day (viewings over days with a
        log-in, a ratio over the people who used the app with a 95 % interval
        clustered by person: the chance of watching a video on a day in the app);
        then per video (item the video's identifier, empty for every video, people
        those who watched it): views (a count), completed_share (watched to the
        end, Wilson interval over viewings) and completed_share_by_person (the
        same share with an interval clustered by person), and, for the videos
        of the run's catalogue (the video table: title, length, trimester),
        share_watched (seconds watched over the video's length, a mean over
        viewings with an interval clustered by person). A video watched to the
        end earns the reward rule's video points (DR6.FR8.0; `carelab analyze
        rewards`). Fewer people than --min-cell: suppressed.
        """
    public static let nothingToRead = "the database has no videos watched"

    public static func run(on database: CareDatabase) throws -> VideoReport {
        try VideoAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: VideoReport) -> Bool { result.rows.isEmpty }

    public static func table(_ report: VideoReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        guard !report.rows.isEmpty else { return table.table }
        table.add("views_per_use_day", report.viewsPerUseDay?.estimate, report.viewsPerUseDay?.interval,
                  people: report.peopleWithUse)
        for row in report.rows {
            table.add("views", item: row.video, count: row.views, people: row.people)
            table.add("completed_share", item: row.video, proportion: row.completedShare, people: row.people)
            table.add("completed_share_by_person", item: row.video, row.completedByPerson?.estimate,
                      row.completedByPerson?.interval, people: row.people)
            if let share = row.shareWatched {
                table.add("share_watched", item: row.video, share.estimate, share.interval, people: row.people)
            }
        }
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["video", "people", "viewings", "watched to the end (95 % interval)",
                         "share of its length watched (95 % interval)"]

    /// Every video first, then each by its catalogue title, with the share watched to the end
    /// and the share of its length watched, each with its interval clustered by person; a row
    /// backed by fewer people than the small-cell minimum shows `suppressed`.
    static func rows(_ report: VideoReport, smallCells: SmallCellRule) -> [[String]] {
        report.rows.map { row in
            let name = row.video.isEmpty ? "all" : row.title ?? row.video
            guard smallCells.allows(row.people) else {
                return [name, "fewer than \(smallCells.minimumCount)", "suppressed", "", ""]
            }
            func share(_ mean: GroupMean?) -> String {
                mean.map { RunReport.percent($0.estimate) + " ("
                    + RunReport.range($0.interval.lower, $0.interval.upper, 1, scale: 100, suffix: " %") + ")" } ?? "NA"
            }
            return [name, NumberFormat.grouped(row.people), NumberFormat.grouped(row.views), share(row.completedByPerson),
                    share(row.shareWatched)]
        }
    }

    /// The text above the section's table; nil without the row of every video.
    static func text(_ report: VideoReport, smallCells: SmallCellRule) -> String? {
        guard let all = report.all else { return nil }
        var text = "Learning-centre videos (seed 004) watched by \(smallCells.shown(all.people)) of "
            + "\(English.count(report.people, "person", "people")); a video watched to the end earns the reward rule's video points "
            + "(DR6.FR8.0)."
        if let rate = report.viewsPerUseDay, smallCells.allows(report.peopleWithUse) {
            text += " Viewings per day with a log-in: \(NumberFormat.fixed(rate.estimate, 3)) ("
                + RunReport.range(rate.interval.lower, rate.interval.upper, 3) + ", clustered by person)."
        }
        return text + " `carelab analyze videos` writes the same figures."
    }

    public static func markdown(_ result: VideoReport, in report: RunReport) -> [String] {
        guard let text = text(result, smallCells: report.smallCells) else { return [] }
        return ["## Learning-centre videos", "", text, ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The share of each video's viewings watched to the end as a forest plot beside the
    /// Markdown report's table.
    public static func html(_ result: VideoReport, in report: RunReport) -> HTMLDocument.Section? {
        let smallCells = report.smallCells
        guard let text = text(result, smallCells: smallCells) else { return nil }
        var table = HTMLTable(caption: "Learning-centre videos", header: header, labelColumns: 1)
        rows(result, smallCells: smallCells).forEach { table.append($0) }
        let plotRows = result.rows.map { row in
            let label = row.video.isEmpty ? "all videos" : row.title ?? row.video
            guard smallCells.allows(row.people), let share = row.completedByPerson else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(row.people) ? "NA"
                                        : "suppressed (fewer than \(smallCells.minimumCount) people)")
            }
            return ForestPlot.Row(label: label, estimate: share.estimate, lower: share.interval.lower,
                                  upper: share.interval.upper, note: "\(NumberFormat.fixed(share.estimate, 3)) (n=\(row.views))")
        }
        let plot = ForestPlot(title: "Videos watched to the end", xTitle: "share of viewings", domain: 0...1, reference: nil,
                              decimals: 1, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text) + "\n"
            + RunReport.figure(plot.svg, table, caption: "Share of viewings watched to the end with its 95 % interval clustered "
                + "by person.")
        return HTMLDocument.Section(id: "videos", title: "Learning-centre videos", body: body)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "video"
    public static let truthSummary = "video parameters"
    public static let truthHelp = """
        Per planted video parameter (kind video, seed 004, DR6.FR8.0):
        chance_per_day (viewings per day with a log-in, a ratio clustered by
        person) and completed_share (viewings watched to the end, clustered by
        person).
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.videos != nil }

    /// The planted video viewing (seed 004; DR6.FR8.0) with its estimates: the chance of
    /// watching on a day in the app and the share watched to the end.
    public static func truthRows(_ truth: GroundTruth, _ report: VideoReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.videos, let all = report.all else { return [] }
        return [
            TruthComparison.ParameterRecovery(
                parameter: "chance_per_day", planted: planted.chancePerDay, estimate: report.viewsPerUseDay?.estimate,
                interval: report.viewsPerUseDay?.interval, people: report.peopleWithUse,
                note: "viewings per day with a log-in, a ratio with an interval clustered by person"),
            TruthComparison.ParameterRecovery(
                parameter: "completed_share", planted: planted.completedShare, estimate: all.completedByPerson?.estimate,
                interval: all.completedByPerson?.interval, people: all.people,
                note: "viewings watched to the end, a mean over viewings with an interval clustered by person"),
        ]
    }
}
