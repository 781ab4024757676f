import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareCLI

/// The parts of a declared analysis the compiler cannot see (help, a `carelab analyze`
/// subcommand, a docs entry, truth help where it plants, a report section shown with its
/// own id), and every stored kind in the data dictionary: adding an analysis or a kind
/// without one of them fails here.
@Suite struct AnalysisRegistryTests {
    /// What `analysis` lacks: each missing part named.
    static func problems<Analysis: DeclaredAnalysis>(of analysis: Analysis.Type, subcommands: [String], docs: String) -> [String] {
        var problems: [String] = []
        let name = analysis.name
        if name.isEmpty || !name.allSatisfy({ $0.isLowercase || $0 == "-" }) { problems.append("\(name): a name of lowercase words and hyphens") }
        if analysis.abstract.isEmpty { problems.append("\(name): no abstract") }
        if analysis.discussion.isEmpty { problems.append("\(name): no discussion") }
        if analysis.nothingToRead.isEmpty { problems.append("\(name): no note for a database with nothing to read") }
        if !subcommands.contains(name) { problems.append("\(name): no carelab analyze subcommand") }
        if !docs.contains("carelab analyze") || !docs.contains(name) { problems.append("\(name): no entry in docs/tables.md") }
        if analysis.columns(SmallCellRule()).isEmpty { problems.append("\(name): no table columns") }
        if analysis.noReportSection?.isEmpty == true { problems.append("\(name): no report section and no reason") }
        if let kind = analysis.truthKind {
            if analysis.truthHelp.isEmpty { problems.append("\(name): truth kind \(kind) without help in analyze truth") }
            if analysis.truthSummary.isEmpty { problems.append("\(name): truth kind \(kind) without a summary") }
        }
        return problems
    }

    static var subcommands: [String] {
        AnalyzeCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
    }

    static func problems(of analysis: any DeclaredAnalysis.Type) -> [String] {
        problems(of: analysis, subcommands: subcommands, docs: TableCatalogue.markdown)
    }

    @Test("Every declared analysis has help, a subcommand, a docs entry and, where it checks planted values, truth help")
    func everyDeclarationIsComplete() {
        #expect(!AnalysisRegistry.all.isEmpty)
        for analysis in AnalysisRegistry.all {
            #expect(Self.problems(of: analysis).isEmpty, "\(Self.problems(of: analysis))")
        }
        let names = AnalysisRegistry.all.map { $0.name }
        #expect(Set(names).count == names.count, "a name declared twice: \(names)")
        #expect(Set(Self.subcommands).count == Self.subcommands.count, "a subcommand twice: \(Self.subcommands)")
    }

    /// An analysis missing its parts is caught: the audit names each one.
    @Test("A declaration without help, subcommand, docs or truth help fails the audit")
    func anIncompleteDeclarationFails() {
        let problems = Self.problems(of: Incomplete.self, subcommands: ["helplines"], docs: "## `carelab analyze helplines`")
        #expect(problems == [
            "half-done: no abstract", "half-done: no note for a database with nothing to read",
            "half-done: no carelab analyze subcommand", "half-done: no entry in docs/tables.md",
            "half-done: truth kind half_done without help in analyze truth",
            "half-done: truth kind half_done without a summary",
        ])
    }

    /// Every declared analysis that checks planted values is planted by a shipped scenario,
    /// whose run report shows its section with its name as the HTML id and whose
    /// `analyze truth` has rows of its kind.
    @Test("Each declared analysis has a shipped scenario that plants it, its report section and truth rows")
    func declaredAnalysesReachTheReportAndTruth() throws {
        var planted: Set<String> = []
        for scenario in Self.plantingScenarios {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("registry-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let outcome = try CarelabProcess.run(["simulate", "Scenarios/\(scenario).yaml", "--people", "80",
                                                  "--out", folder.path, "--quiet"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let truth = try GroundTruth.load(contentsOf: folder.appendingPathComponent("truth.json").path)
            let database = try CareDatabase.open(at: folder.appendingPathComponent("carelab.sqlite").path)
            let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
            let declared = try AnalysisRegistry.truth(truth, on: database)
            for analysis in AnalysisRegistry.all where analysis.plants(truth) {
                planted.insert(analysis.name)
                #expect(html.contains("<section id=\"\(analysis.name)\">"), "\(analysis.name): no section in \(scenario)'s report.html")
                if let kind = analysis.truthKind {
                    #expect(declared.contains { $0.kind == kind && !$0.rows.isEmpty }, "\(analysis.name): no truth rows")
                }
            }
        }
        let checking = Set(AnalysisRegistry.all.filter { $0.truthKind != nil }.map { $0.name })
        #expect(checking.isSubset(of: planted), "planted by no shipped scenario: \(checking.subtracting(planted).sorted())")
    }

    /// The shipped scenarios that plant the declared analyses' values between them.
    static let plantingScenarios = ["recovery-programme", "recovery-enrolment", "symptom-tracker", "wellbeing-journal",
                                    "caregiver-tasks"]

    @Test("Every stored kind is in the database's data dictionary")
    func everyKindIsDocumented() throws {
        let dictionary = try String(contentsOf: CarelabProcess.packageRoot.appendingPathComponent("Sources/CareStore/README.md"), encoding: .utf8)
        // The first cell of a row of the kinds' table names one kind or several.
        let named = dictionary.split(separator: "\n").compactMap { line in
            line.hasPrefix("| `") ? line.split(separator: "|").first.map(String.init) : nil
        }
        for kind in EventKind.allCases {
            #expect(named.contains { $0.contains("`\(kind.rawValue)`") }, "\(kind.rawValue) is not in Sources/CareStore/README.md")
        }
    }
}

/// A declaration left half done, for the audit's own test.
private enum Incomplete: DeclaredAnalysis {
    static let name = "half-done"
    static let abstract = ""
    static let discussion = "Something."
    static let nothingToRead = ""
    static let truthKind: String? = "half_done"
    static func run(on database: CareDatabase) throws -> Int { 0 }
    static func isEmpty(_ result: Int) -> Bool { true }
    static func table(_ result: Int, smallCells: SmallCellRule) -> CSVTable { LongTable(smallCells: smallCells).table }
    static func markdown(_ result: Int, in report: RunReport) -> [String] { [] }
    static func html(_ result: Int, in report: RunReport) -> HTMLDocument.Section? { nil }
}
