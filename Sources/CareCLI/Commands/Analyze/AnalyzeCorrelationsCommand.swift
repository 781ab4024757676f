import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareStats
import Foundation

/// `carelab analyze correlations`: every factor against every symptom and category score.
struct AnalyzeCorrelationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "correlations",
        abstract: "Every lifestyle factor against every symptom and category score, pooled, between and within persons.",
        discussion: """
            EXAMPLE:
              carelab analyze correlations --db /tmp/run/carelab.sqlite -o correlations.csv
              carelab analyze correlations --db /tmp/run/carelab.sqlite --max-lag 7 \\
                --findings
              carelab analyze correlations --db d.sqlite --exposures all --outcomes all

            A pair is a factor's daily total on day t and a score on day t + lag, on days
            the factor was logged and the person logged anything on day t + lag. Pooled:
            Pearson over all person-days. Between: Pearson over person means. Within:
            the repeated-measures correlation (Bakdash & Marusich 2017) with its common
            slope in score points per factor unit. Each has a 95 % Fisher-z interval, a
            p-value and a Benjamini-Hochberg q-value across the whole grid. note says why
            an estimate is undefined, and when pooled and within-person estimates are both
            significant (p < 0.05) with opposite signs. --findings writes only the cells
            whose within-person q is below 0.05, strongest first, with a rank column.
            Empty cells are missing; a row of fewer people than --min-cell says
            suppressed true and keeps no number. The run report's lagged_correlations.csv
            is this table at --max-lag 1.

            A factor logged as a level (a little, moderate, a lot; unit level, 1-3) is
            ordinal: its Pearson and within-person estimates are per level step, and the
            pooled_spearman and pooled_kendall columns add Spearman's rho and Kendall's
            tau-b over all person-days, which use only the levels' order (empty for amounts).

            --exposures chooses the kinds of events taken as exposures (the factor
            column), comma-separated or all: factor (daily total, or mean level 1-3 for a
            factor logged by level, unit level), dose (dose: <medication>, doses logged
            that day), measurement (measurement: <quantity>, the day's mean reading),
            mood (the day's mean valence, 0-1), questionnaire (questionnaire: <name>,
            the day's total; score: <name> for imported ratings), imported (Daylio
            activities and Flaredown tags and foods as activity:, tag:, food: <name>, 1
            on the days logged and 0 on other logged days; weather: <name>, the mean).
            Counts are 0 on a day the person logged anything else; the other kinds are
            missing on days without a value.

            --outcomes adds outcomes beside the daily symptom and category scores,
            comma-separated or all: mood (the day's mean valence, outcome_level mood),
            measurement (each quantity's daily mean reading), questionnaire (each
            questionnaire's total on the day answered). A pair then needs the outcome's
            value on day t + lag; an outcome never paired with a factor has no row. BH
            q-values are over the whole grid.

            A database of exactly one person has no between- or within-person
            correlation, and its every row would be suppressed: the command then writes
            the table of `carelab analyze single-subject` for the same options (each
            exposure against each outcome with Newey-West intervals and the effective
            number of days; --findings keeps its rows with q < 0.05) and says so on
            stderr. Use analyze single-subject itself for its own options
            (--weekday-adjust, --bandwidth, --person).
            """
    )

    @OptionGroup var options: AnalyzeOptions
    @OptionGroup var scoring: ScoringRuleOption

    @Option(help: "The largest lag in days (lags 0 through it).")
    var maxLag = 3

    @Flag(help: "Write the ranked findings (within-person q < 0.05) instead of the whole grid.")
    var findings = false

    @Option(help: ArgumentHelp(
        "The kinds of events taken as exposures, comma-separated, or all: "
            + ExposureKind.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        valueName: "kinds"))
    var exposures = "factor"

    @Option(help: ArgumentHelp(
        "Outcomes beside the daily scores, comma-separated, or all: mood, measurement, questionnaire.",
        valueName: "kinds"))
    var outcomes = "scores"

    /// The kinds `list` names (`all` for every one), or a usage error naming `option`.
    static func kinds<Kind: RawRepresentable & CaseIterable>(
        _ list: String, option: String
    ) throws -> Set<Kind> where Kind.RawValue == String {
        if list == "all" { return Set(Kind.allCases) }
        var kinds = Set<Kind>()
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let kind = Kind(rawValue: name) else {
                throw ValidationError("\(option): '\(name)' is not one of all, "
                    + Kind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kinds.insert(kind)
        }
        guard !kinds.isEmpty else { throw ValidationError("\(option) names no kind") }
        return kinds
    }

    func validate() throws {
        guard (0...60).contains(maxLag) else { throw ValidationError("--max-lag must be from 0 to 60, got \(maxLag)") }
        let _: Set<ExposureKind> = try Self.kinds(exposures, option: "--exposures")
        let _: Set<OutcomeKind> = try Self.kinds(outcomes, option: "--outcomes")
    }

    func run() throws {
        let analysis = CorrelationGridAnalysis(
            rule: try scoring.load(), maxLag: maxLag, exposures: try Self.kinds(exposures, option: "--exposures"),
            outcomes: try Self.kinds(outcomes, option: "--outcomes").union([.scores]))
        if try DatabaseSelection.open(options.db).personCount() == 1 { return try runSingleSubject(analysis) }
        let grid = try options.reading { database in try analysis.run(on: database) }
        let table = CorrelationGridTable.table(findings ? grid.findings() : grid.cells, smallCells: options.smallCells,
                                               ranked: findings)
        try options.write(table)
        Console.message("""
            \(English.count(grid.people, "person", "people")), \(English.count(grid.period.dayCount, "day")) from \(grid.period.first): \(English.count(grid.cells.count, "cell")), \
            \(grid.findings().count) with within-person q < 0.05
            """)
    }

    /// A database of one person: between- and within-person correlations need several people
    /// and the small-cell rule would empty every row, so the person's days are analysed as a
    /// study of one (`analyze single-subject` with the same grid), and stderr says so.
    private func runSingleSubject(_ grid: CorrelationGridAnalysis) throws {
        let single = SingleSubjectAnalysis(rule: grid.rule, maxLag: grid.maxLag, exposures: grid.exposures,
                                           outcomes: grid.outcomes)
        var result = try options.reading { database in try single.run(on: database) }
        if findings { result.cells = result.cells.filter { $0.qValue < 0.05 } }
        Console.message("""
            the database holds one person: correlations between and within persons need several, and the small-cell \
            rule would suppress every row, so this is `carelab analyze single-subject`'s table for the same grid \
            (Newey-West intervals that allow for autocorrelation; see its --help)
            """)
        Console.message(result.cells.isEmpty ? SingleSubjectAnalysis.nothingToRead : SingleSubjectAnalysis.privacyNote)
        try options.write(SingleSubjectAnalysis.table(result, smallCells: options.smallCells))
    }
}
