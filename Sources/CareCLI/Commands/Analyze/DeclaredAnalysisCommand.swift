import ArgumentParser
import CareReports
import CareWorkflows

/// `carelab analyze NAME` for a declared analysis (``DeclaredAnalysis``): its name, help and
/// table come from the declaration; the command only reads and writes, and fails (exit 1)
/// saying so when there was nothing to read, rather than write an empty table.
struct DeclaredAnalysisCommand<Analysis: DeclaredAnalysis>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Analysis.name, abstract: Analysis.abstract,
                             discussion: "EXAMPLE:\n  \(Analysis.example)\n\n" + Analysis.discussion)
    }

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let result = try options.reading { database in try Analysis.run(on: database) }
        if Analysis.isEmpty(result) { throw Failure.failed(Analysis.nothingToRead) }
        try options.write(Analysis.table(result, smallCells: options.smallCells))
    }
}

extension DeclaredAnalysis {
    /// The analysis's `carelab analyze` subcommand.
    static var command: any ParsableCommand.Type { DeclaredAnalysisCommand<Self>.self }
}
