import ArgumentParser
import CareModel
import CareReports
import CareScenario
import CareStore
import Foundation

/// The database and output of every `carelab analyze` command.
struct AnalyzeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("""
        The run's database (carelab.sqlite). Repeat it, or name a folder of shard folders, to \
        analyse the shards of a run (carelab simulate --shard) as one, without merging them.
        """, valueName: "file"),
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
            help: ArgumentHelp("Keep only the rows of these measures (first column), e.g. --measure retention,dropout_survival.",
                               valueName: "names"),
            transform: { $0.split(separator: ",").map(String.init) })
    var measures: [[String]] = []

    /// The database files `--db` names: each file, and for a folder its carelab.sqlite, or
    /// else the databases of the shard folders in it.
    func databasePaths() throws -> [String] {
        try db.flatMap { path throws -> [String] in
            try Failure.requireInput(path, "database")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
            let folder = URL(fileURLWithPath: path)
            let own = folder.appendingPathComponent(SimulationRun.databaseName)
            if FileManager.default.fileExists(atPath: own.path) { return [own.path] }
            let shards = (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted().map {
                folder.appendingPathComponent($0)
            }.filter {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent(ShardManifest.fileName).path)
            } ?? []
            guard !shards.isEmpty else {
                throw Failure.noInput("\(path): a folder with neither \(SimulationRun.databaseName) nor shard folders in it")
            }
            return shards.map { $0.appendingPathComponent(SimulationRun.databaseName).path }
        }
    }

    /// Opens the database, or the shards named as one database.
    func open() throws -> CareDatabase {
        let paths = try databasePaths()
        return paths.count == 1 ? try CareDatabase.open(at: paths[0]) : try CareDatabase.open(shards: paths)
    }

    /// Writes `table` to `-o` or stdout, and says on stderr where a file went.
    func write(_ table: CSVTable) throws {
        var table = table
        let wanted = Set(measures.joined())
        if !wanted.isEmpty, table.header.first == "measure" {
            let known = Set(table.rows.map { $0[0] })
            if let unknown = wanted.subtracting(known).sorted().first {
                throw ValidationError("--measure \(unknown) is not in this analysis; its measures are "
                                      + known.sorted().joined(separator: ", "))
            }
            table.rows = table.rows.filter { wanted.contains($0[0]) }
        }
        try output.write(table)
        if let file = output.output { output.message("\(table.rows.count) rows in \(file)") }
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

/// Cells for CSV: figures with full precision, NA when missing or suppressed.
enum AnalysisCSV {
    /// The `suppressed` column: empty, or why the row's figures are withheld under `rule`.
    static func suppression(people: Int, rule: SmallCellRule) -> String {
        rule.allows(people) ? "" : "fewer than \(rule.minimumCount) people"
    }

    /// `value` in full precision, or NA when the row is suppressed.
    static func number(_ value: Double?, shown: Bool = true) -> String {
        guard shown, let value else { return "NA" }
        return NumberFormat.roundTrip(value)
    }

    /// A count, or NA when the row is suppressed.
    static func count(_ value: Int, shown: Bool = true) -> String {
        shown ? String(value) : "NA"
    }
}
