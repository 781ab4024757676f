import ArgumentParser
import CareAnalytics
import CareModel
import CareReports

/// The options of `carelab analyze modules` (``ModuleAnalysis``): the pass mark.
struct ModuleArguments: AnalysisArguments {
    typealias Analysis = ModuleAnalysis

    @Option(name: .customLong("pass-mark"),
            help: "The lowest score that passes, from 0 to 1 (the seed names none; CareLab's default).")
    var passMark: Double = ModuleScoring.standard.passMark

    func validate() throws {
        guard (0...1).contains(passMark) else { throw ValidationError("--pass-mark must be from 0 to 1, found \(passMark)") }
    }

    func options() throws -> ModuleAnalysis {
        ModuleAnalysis(scoring: ModuleScoring(passMark: passMark))
    }
}
