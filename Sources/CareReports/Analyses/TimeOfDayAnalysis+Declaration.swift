import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze time-of-day`: symptom onsets by part of the day, a factor's part of the
/// day as a covariate, and factors against onsets some hours later (seed 000, Req 3 and 11);
/// its options are the analysis itself (lags and windows). Its report section is
/// ``RunReport/timeOfDaySection``, shown for runs that model time of day and for real data;
/// its table is in `TimeOfDayAnalysis+Table.swift`.
extension TimeOfDayAnalysis: DeclaredAnalysis {
    public typealias Options = TimeOfDayAnalysis

    public static let name = "time-of-day"
    public static let abstract = "Symptom onsets by part of the day, and factors by the part of the day they were taken in (seed 000, Req 3, 11)."
    public static let example = """
        carelab analyze time-of-day --db /tmp/tracker/carelab.sqlite \\
            -o time-of-day.csv
          carelab analyze time-of-day --db run.sqlite --measure factor_part \\
            --lag-days 1
        """
    public static let discussion = """
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
    public static let tableRows = "one per symptom and part of the day, factor, symptom, lag and part, and factor, symptom and window of hours"
    /// Never shown: the command writes its table even when it has no row (see ``isEmpty(_:)``).
    public static let nothingToRead = "the database has no symptom onsets or factor entries"

    /// The report's analysis: lags of 0 and 1 days and the standard windows.
    public static func run(on database: CareDatabase) throws -> TimeOfDayReport {
        try TimeOfDayAnalysis().run(on: database)
    }

    public static func run(on database: CareDatabase, options: TimeOfDayAnalysis) throws -> TimeOfDayReport {
        try options.run(on: database)
    }

    /// Never: `analyze time-of-day` writes its table, only the header when nothing was
    /// found, and the report's section hides itself when it has nothing to show
    /// (``TimeOfDayReport/isEmpty``).
    public static func isEmpty(_ result: TimeOfDayReport) -> Bool { false }

    public static func markdown(_ result: TimeOfDayReport, in report: RunReport) -> [String] { report.timeOfDaySection }

    public static func html(_ result: TimeOfDayReport, in report: RunReport) -> HTMLDocument.Section? { report.timeOfDayHTML }
}
