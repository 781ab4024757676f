import CareAnalytics
import CareModel
import CareStore

/// Every declared analysis (``DeclaredAnalysis``), in the order the run report shows their
/// sections: `carelab analyze`'s subcommands, the report, `docs/tables.md` and
/// `carelab analyze truth` all walk this one list.
public enum AnalysisRegistry {
    /// The declared analyses, in report order.
    public static var all: [any DeclaredAnalysis.Type] {
        [
            MeasurementAnalysis.self, MedicalRecordAnalysis.self, CardsAnalysis.self, ModuleAnalysis.self, SingleSubjectAnalysis.self, ForumAnalysis.self, ChatAnalysis.self, NoteAnalysis.self, GoalAnalysis.self, ReminderAnalysis.self, CalendarAnalysis.self,
            JournalLockAnalysis.self, HelpfulResourcesAnalysis.self, VideoAnalysis.self, PushAnalysis.self,
            BabyDevelopmentAnalysis.self, HelplineAnalysis.self, NotificationAnalysis.self, GameAnalysis.self, EnrolmentAnalysis.self,
            TaskAnalysis.self, QuestionnaireAnalysis.self, SymptomFactorAnalysis.self, TimeOfDayAnalysis.self, ArmAnalysis.self,
        ]
    }
}

/// The results of the declared analyses, each under its analysis.
public struct AnalysisResults: Sendable {
    private var values: [String: any Sendable] = [:]

    /// No results yet.
    public init() {}

    /// The result of `analysis`; nil when it was not run.
    public subscript<Analysis: DeclaredAnalysis>(_ analysis: Analysis.Type) -> Analysis.Result? {
        get { values[Analysis.name] as? Analysis.Result }
        set { values[Analysis.name] = newValue }
    }

    /// Runs every declared analysis with a report section over `database` but those named
    /// in `skipping`.
    public mutating func runAll(on database: CareDatabase, skipping: Set<String> = []) throws {
        for analysis in AnalysisRegistry.all where analysis.noReportSection == nil && !skipping.contains(analysis.name) {
            try run(analysis, on: database)
        }
    }

    private mutating func run<Analysis: DeclaredAnalysis>(_ analysis: Analysis.Type, on database: CareDatabase) throws {
        self[analysis] = try analysis.run(on: database)
    }
}

extension RunReport {
    /// The Markdown sections of the declared analyses, in registry order.
    var declaredMarkdown: [String] {
        AnalysisRegistry.all.flatMap { markdown(of: $0) }
    }

    /// The HTML sections of the declared analyses, in registry order.
    var declaredHTML: [HTMLDocument.Section] {
        AnalysisRegistry.all.compactMap { html(of: $0) }
    }

    private func markdown<Analysis: DeclaredAnalysis>(of analysis: Analysis.Type) -> [String] {
        guard let result = results[analysis], !analysis.isEmpty(result) else { return [] }
        return analysis.markdown(result, in: self)
    }

    private func html<Analysis: DeclaredAnalysis>(of analysis: Analysis.Type) -> HTMLDocument.Section? {
        guard let result = results[analysis], !analysis.isEmpty(result) else { return nil }
        return analysis.html(result, in: self)
    }
}

/// The planted values one declared analysis checks, with their estimates.
public struct DeclaredTruth: Sendable {
    /// The rows' `kind` in `carelab analyze truth`.
    public var kind: String
    /// What the rows are, for the summary line.
    public var summary: String
    /// Each planted value and its estimate.
    public var rows: [TruthComparison.ParameterRecovery]
}

extension AnalysisRegistry {
    /// The declared analyses' planted values in `truth`, each against its estimate from
    /// `database`, in registry order; analyses whose values were not planted are not run.
    public static func truth(_ truth: GroundTruth, on database: CareDatabase) throws -> [DeclaredTruth] {
        try all.compactMap { try recoveries($0, truth, database) }
    }

    /// The declared analyses' truth kinds, each in backquotes and followed by a comma, for
    /// `carelab analyze truth`'s column description.
    public static var truthKinds: String {
        all.compactMap { $0.truthKind }.map { "`\($0)`, " }.joined()
    }

    /// The declared analyses' paragraphs of `carelab analyze truth`'s help.
    public static var truthHelp: String {
        all.map { $0.truthHelp }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private static func recoveries<Analysis: DeclaredAnalysis>(
        _ analysis: Analysis.Type, _ truth: GroundTruth, _ database: CareDatabase
    ) throws -> DeclaredTruth? {
        guard let kind = analysis.truthKind, analysis.plants(truth) else { return nil }
        return DeclaredTruth(kind: kind, summary: analysis.truthSummary,
                             rows: analysis.truthRows(truth, try analysis.run(on: database)))
    }
}
