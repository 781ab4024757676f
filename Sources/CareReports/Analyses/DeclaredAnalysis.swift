import CareAnalytics
import CareModel
import CareStats
import CareStore

/// One analysis, declared once: its command's name and help, what it reads, its table, its
/// section of the run report and the planted values it checks.
///
/// Every place an analysis appears is derived from its declaration through
/// ``AnalysisRegistry``: the `carelab analyze NAME` subcommand, the run report's section
/// (Markdown and HTML, drawn from the same result), `docs/tables.md`, and the rows of
/// `carelab analyze truth`. A test walks the registry and fails when a declaration lacks a
/// part the compiler cannot see (help, a report section or the reason it has none, a docs
/// entry, truth rows where its scenario block plants values).
///
/// The shape follows swift-argument-parser's commands (one declaration yields the parser and
/// its help) and SwiftLint's rules (one description yields the registry, the docs and the
/// tests).
public protocol DeclaredAnalysis: Sendable {
    /// What the analysis computes from a database.
    associatedtype Result: Sendable

    /// The subcommand, e.g. `helplines` for `carelab analyze helplines`; also the report
    /// section's id and the key of its result.
    static var name: String { get }
    /// One line of help: what the table holds and the seed rule it answers.
    static var abstract: String { get }
    /// The help's body after its example: the table's measures and how each is estimated.
    static var discussion: String { get }
    /// The run folder the help's example reads, e.g. `runs/programme`.
    static var exampleRun: String { get }
    /// The help's example, one command or several lines (default: the analysis of
    /// ``exampleRun``'s database).
    static var example: String { get }
    /// What one row of the table is, for `docs/tables.md`.
    static var tableRows: String { get }
    /// The table's columns under `smallCells`.
    static func columns(_ smallCells: SmallCellRule) -> [TableColumn]
    /// The note on stderr when the database has nothing for the analysis to read.
    static var nothingToRead: String { get }

    /// What the analysis takes beyond the database, chosen on its command line
    /// (``NoAnalysisOptions`` for most).
    associatedtype Options: Sendable = NoAnalysisOptions

    /// Reads `database` once and computes the result the run report shows and
    /// `analyze truth` checks.
    static func run(on database: CareDatabase) throws -> Result
    /// Reads `database` once and computes the result under `options` (the command's).
    static func run(on database: CareDatabase, options: Options) throws -> Result
    /// A note for stderr beside a table that is not empty (nil for none), such as what the
    /// table may and may not be used for.
    static func note(_ result: Result) -> String?
    /// Whether `result` found nothing to analyse (its table is then empty and the report
    /// shows no section).
    static func isEmpty(_ result: Result) -> Bool
    /// The table of `result`, with the small-cell rule applied to every row.
    static func table(_ result: Result, smallCells: SmallCellRule) -> CSVTable
    /// The table `carelab analyze NAME` writes of `result` under `options` (by default
    /// ``table(_:smallCells:)``; an option may choose another view).
    static func table(_ result: Result, options: Options, smallCells: SmallCellRule) -> CSVTable

    /// Why the run report shows no section of this analysis, which it then does not run;
    /// nil when it shows one.
    static var noReportSection: String? { get }
    /// The run report's Markdown section of `result` (empty for none).
    static func markdown(_ result: Result, in report: RunReport) -> [String]
    /// The same figures in `report.html`; nil for none.
    static func html(_ result: Result, in report: RunReport) -> HTMLDocument.Section?

    /// The `kind` of its rows in `carelab analyze truth` (e.g. `helpline`); nil when the
    /// analysis checks no planted value.
    static var truthKind: String? { get }
    /// What its truth rows are, for `analyze truth`'s summary line (e.g. "helpline call
    /// chances") and help.
    static var truthSummary: String { get }
    /// A paragraph for `analyze truth`'s help: each parameter and how it is estimated.
    static var truthHelp: String { get }
    /// Whether `truth` planted anything this analysis checks.
    static func plants(_ truth: GroundTruth) -> Bool
    /// Each value `truth` planted, with its estimate from `result`.
    static func truthRows(_ truth: GroundTruth, _ result: Result) -> [TruthComparison.ParameterRecovery]
}

extension DeclaredAnalysis {
    public static var exampleRun: String { "runs/programme" }
    public static var tableRows: String { LongTable.rows }
    public static func columns(_ smallCells: SmallCellRule) -> [TableColumn] { LongTable.columns(smallCells) }
    public static var noReportSection: String? { nil }
    public static var truthKind: String? { nil }
    public static var truthSummary: String { "" }
    public static var truthHelp: String { "" }
    public static func plants(_ truth: GroundTruth) -> Bool { false }
    public static func truthRows(_ truth: GroundTruth, _ result: Result) -> [TruthComparison.ParameterRecovery] { [] }
    public static func note(_ result: Result) -> String? { nil }
    public static func table(_ result: Result, options: Options, smallCells: SmallCellRule) -> CSVTable {
        table(result, smallCells: smallCells)
    }
    public static var example: String { "carelab analyze \(name) --db \(exampleRun)/carelab.sqlite" }
}

/// The options of an analysis that takes none beyond the database.
public struct NoAnalysisOptions: Sendable {
    /// No options.
    public init() {}
}

extension DeclaredAnalysis where Options == NoAnalysisOptions {
    public static func run(on database: CareDatabase, options: NoAnalysisOptions) throws -> Result {
        try run(on: database)
    }
}
