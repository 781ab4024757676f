import ArgumentParser
import CareReports
import CareWorkflows

/// `carelab analyze NAME` for a declared analysis (``DeclaredAnalysis``): its name, help and
/// table come from the declaration; the command only reads and writes, and fails (exit 1)
/// saying so when there was nothing to read, rather than write an empty table. `Arguments`
/// parses the analysis's own options (``NoArguments`` for one that takes none).
struct DeclaredAnalysisCommand<Arguments: AnalysisArguments>: ParsableCommand {
    typealias Analysis = Arguments.Analysis

    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Analysis.name, abstract: Analysis.abstract,
                             discussion: "EXAMPLE:\n  \(Arguments.example)\n\n" + Analysis.discussion)
    }

    @OptionGroup var options: AnalyzeOptions
    @OptionGroup var arguments: Arguments

    func run() throws {
        let chosen = try arguments.options()
        let result = try options.reading { database in try Analysis.run(on: database, options: chosen) }
        if Analysis.isEmpty(result) { throw Failure.failed(Analysis.nothingToRead) }
        if let note = Analysis.note(result) { Console.message(note) }
        try options.write(Analysis.table(result, options: chosen, smallCells: options.smallCells))
    }
}

/// The options of a declared analysis on its command line, beyond the database and output.
protocol AnalysisArguments: ParsableArguments {
    /// The analysis the options are for.
    associatedtype Analysis: DeclaredAnalysis
    /// The help's example line.
    static var example: String { get }
    /// The analysis's options from the parsed arguments.
    func options() throws -> Analysis.Options
}

extension AnalysisArguments {
    static var example: String { Analysis.example }
}

/// The command line of an analysis that takes no options of its own.
struct NoArguments<Analysis: DeclaredAnalysis>: AnalysisArguments {
    func options() throws -> Analysis.Options {
        guard let none = NoAnalysisOptions() as? Analysis.Options else {
            preconditionFailure("\(Analysis.name) takes options: list its AnalysisArguments in DeclaredAnalysisCommands")
        }
        return none
    }
}

/// The `carelab analyze` subcommand of each declared analysis: one with options of its own
/// has its ``AnalysisArguments`` listed here.
enum DeclaredAnalysisCommands {
    /// The arguments of the analyses that take options.
    static let withArguments: [any AnalysisArguments.Type] = [SingleSubjectArguments.self, ModuleArguments.self, TaskArguments.self, TimeOfDayArguments.self, ArmArguments.self]

    /// The subcommand of `analysis`.
    static func command(for analysis: any DeclaredAnalysis.Type) -> any ParsableCommand.Type {
        if let arguments = withArguments.first(where: { $0.analysisName == analysis.name }) { return arguments.command }
        return plain(analysis)
    }

    private static func plain<Analysis: DeclaredAnalysis>(_ analysis: Analysis.Type) -> any ParsableCommand.Type {
        NoArguments<Analysis>.command
    }
}

extension AnalysisArguments {
    /// The analysis's name.
    static var analysisName: String { Analysis.name }
    /// The subcommand.
    static var command: any ParsableCommand.Type { DeclaredAnalysisCommand<Self>.self }
}
