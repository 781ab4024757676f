import ArgumentParser
import CareAnalytics
import CareReports

/// The options of `carelab analyze arms` (``ArmAnalysis``): the scoring rule and the days
/// without use after which a person counts as gone.
struct ArmArguments: AnalysisArguments {
    typealias Analysis = ArmAnalysis

    @OptionGroup var scoring: ScoringRuleOption

    @Option(help: "Days without use after which a person counts as gone.")
    var inactiveDays = 30

    func validate() throws {
        guard inactiveDays >= 1 else { throw ValidationError("--inactive-days must be at least 1, got \(inactiveDays)") }
    }

    func options() throws -> ArmAnalysis {
        ArmAnalysis(rule: try scoring.load(), inactiveDays: inactiveDays)
    }
}
