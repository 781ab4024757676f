import ArgumentParser
import CareModel
import CareReports
import CareScenario
import CareStore
import CareWorkflows
import Foundation

/// The database and output of every `carelab analyze` command.
struct AnalyzeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The run's database (carelab.sqlite). " + DatabaseSelection.help, valueName: "file"),
            completion: .file(extensions: ["sqlite"]))
    var db: [String] = []

    @OptionGroup var output: OutputOptions

    @Option(help: "The smallest number of people a row may show figures for (the small-cell rule).")
    var minCell: Int = SmallCellRule().minimumCount

    /// The small-cell rule of `--min-cell`.
    var smallCells: SmallCellRule { SmallCellRule(minimumCount: minCell) }

    func validate() throws {
        if db.isEmpty { throw ValidationError("Missing expected argument '--db <file>'") }
        if minCell < 1 { throw ValidationError("--min-cell must be at least 1") }
    }

    @Option(name: .customLong("measure"),
            help: ArgumentHelp("Keep only the rows of these measures, or kinds in analyze truth and record (first column), e.g. --measure retention,dropout_survival.",
                               valueName: "names"),
            transform: { $0.split(separator: ",").map(String.init) })
    var measures: [[String]] = []

    /// The database files `--db` names (``DatabaseSelection``).
    func databasePaths() throws -> [String] {
        try DatabaseSelection.paths(db)
    }

    /// Opens the database, or the shards named as one database, and runs `body` on it with
    /// a progress line on a terminal (``ReadingProgress``).
    func reading<T>(_ body: (CareDatabase) throws -> T) throws -> T {
        try ReadingProgress.reading(try DatabaseSelection.open(db), label: "analysing", quiet: output.quiet, body)
    }

    /// Writes `table` to `-o` or stdout, and says on stderr where a file went.
    func write(_ table: CSVTable) throws {
        var table = table
        // Imported names can be a person's own words: a suppressed row does not show them.
        if try !DatabaseSelection.open(db).imports().isEmpty { table = table.hidingDataLabelsOfSuppressedRows() }
        let wanted = Set(measures.joined())
        if !wanted.isEmpty, table.header.first != "measure", table.header.first != "kind" {
            throw ValidationError("--measure applies to the analyses whose table has a measure column "
                                  + "(engagement, adherence, tasks, rewards, mood, questionnaires, sections, arms, measurements) "
                                  + "or a kind column (truth, record); this one has neither")
        }
        if !wanted.isEmpty {
            let known = Set(table.rows.map { $0[0] })
            if let unknown = wanted.subtracting(known).sorted().first {
                throw ValidationError("--measure \(unknown) is not in this analysis; its measures are "
                                      + known.sorted().joined(separator: ", "))
            }
            table.rows = table.rows.filter { wanted.contains($0[0]) }
        }
        try output.write(table)
        if let file = output.output { output.message("\(English.count(table.rows.count, "row")) in \(file)") }
    }
}

/// The scoring rule of analyses that use daily scores.
struct ScoringRuleOption: ParsableArguments {
    @Option(help: ArgumentHelp("A scoring-rule file (YAML). Default: the seed's rule, version 1.", valueName: "file"),
            completion: .file(extensions: ["yaml", "yml"]))
    var rules: String?

    /// The rule from `--rules`, or the seed's.
    func load() throws -> ScoringRule {
        guard let rules else { return .version1 }
        try Failure.requireInput(rules)
        do { return try ScoringRuleFile.load(contentsOf: rules) } catch { throw Failure.badData(error.description) }
    }
}
