import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze videos`: the learning centre's videos in seed 004's recovery programme:
/// how often people watch one on a day in the app and how many viewings reach the end.
struct AnalyzeVideosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "videos",
        abstract: "Learning-centre videos: viewings per day in the app, share watched to the end, by video (seed 004).",
        discussion: """
            EXAMPLE:
              carelab analyze videos --db runs/programme/carelab.sqlite -o videos.csv

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
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try VideoAnalysis().run(on: database) }
        if report.rows.isEmpty { Console.message("the database has no videos watched") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: VideoReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        guard !report.rows.isEmpty else { return table }
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
        return table
    }
}
