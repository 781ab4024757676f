import ArgumentParser
import CareAnalytics
import CareReports

/// The options of `carelab analyze single-subject` (``SingleSubjectAnalysis``): the person,
/// and the grid chosen as `analyze correlations` chooses it.
struct SingleSubjectArguments: AnalysisArguments {
    typealias Analysis = SingleSubjectAnalysis

    static let example = "carelab analyze single-subject --db runs/daylio.sqlite \\\n    --exposures imported --outcomes mood --max-lag 0"

    @Option(help: ArgumentHelp("The person (person_id) to analyse; needed unless the database holds one person.",
                               valueName: "ID"))
    var person: Int?

    @OptionGroup var scoring: ScoringRuleOption

    @Option(help: "The largest lag in days (lags 0 through it).")
    var maxLag = 3

    @Option(help: ArgumentHelp(
        "The kinds of events taken as exposures, comma-separated, or all: "
            + ExposureKind.allCases.map(\.rawValue).joined(separator: ", ") + " (as analyze correlations).",
        valueName: "kinds"))
    var exposures = "factor"

    @Option(help: ArgumentHelp(
        "Outcomes beside the daily scores, comma-separated, or all: mood, measurement, questionnaire.",
        valueName: "kinds"))
    var outcomes = "scores"

    @Flag(help: "Add day-of-week dummies of the outcome's day to every regression.")
    var weekdayAdjust = false

    @Option(help: ArgumentHelp("The Newey-West bandwidth in days. Default: floor(4 (n/100)^(2/9)) of each row's days.",
                               valueName: "days"))
    var bandwidth: Int?

    func validate() throws {
        guard (0...60).contains(maxLag) else { throw ValidationError("--max-lag must be from 0 to 60, got \(maxLag)") }
        if let bandwidth, bandwidth < 0 { throw ValidationError("--bandwidth must be 0 or more, got \(bandwidth)") }
        let _: Set<ExposureKind> = try AnalyzeCorrelationsCommand.kinds(exposures, option: "--exposures")
        let _: Set<OutcomeKind> = try AnalyzeCorrelationsCommand.kinds(outcomes, option: "--outcomes")
    }

    func options() throws -> SingleSubjectAnalysis {
        SingleSubjectAnalysis(
            rule: try scoring.load(), maxLag: maxLag,
            exposures: try AnalyzeCorrelationsCommand.kinds(exposures, option: "--exposures"),
            outcomes: try AnalyzeCorrelationsCommand.kinds(outcomes, option: "--outcomes").union([.scores]),
            weekdayAdjust: weekdayAdjust, person: person, bandwidth: bandwidth)
    }
}
