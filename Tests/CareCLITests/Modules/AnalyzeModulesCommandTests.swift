@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze modules` and the run report's learning-module section end to end on a
/// small simulated run (seed 004 DR5.FR6.0, DR8): 80 people for 42 days take modules and
/// answer the PHQ-9 weekly.
@Suite struct AnalyzeModulesCommandTests {
    static let yaml = """
        format: 1
        name: modules
        seed: 12
        people: 80
        days: 42
        start_date: 2026-05-04
        time_zones: [America/Chicago]
        symptoms:
          - {name: cravings, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        mood: {survey_probability: 0.8, symptom_weight: 0.3, module_uptake: 0.6}
        questionnaires:
          - {name: PHQ-9, every_days: 7, response: 0.9}
        learning_modules:
          completion: 0.9
          phq9_effect: {points: 2}
          modules:
            - {id: cravings, questions: 3, correct: [0.9, 0.6, 0.4]}
            - {id: mindfulness, questions: 2, correct: 0.7}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-modules-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("modules.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    @Test("Seed 004 DR8: the long table has every measure of every module")
    func seed004DR8TheLongTableHasEveryMeasure() throws {
        let outcome = try CarelabProcess.run(["analyze", "modules", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.first == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.map { "\($0[0]) \($0[1]) \($0[3])" } == [
            "opened  ", "completion_share  ",
            "attempts cravings ", "mean_score cravings ", "pass_share cravings ",
            "question_correct_share cravings q1", "question_correct_share cravings q2", "question_correct_share cravings q3",
            "attempts mindfulness ", "mean_score mindfulness ", "pass_share mindfulness ",
            "question_correct_share mindfulness q1", "question_correct_share mindfulness q2",
            "phq9_change_after_module PHQ-9 ",
        ])
        #expect(rows.allSatisfy { $0.last == "false" && !$0[4].isEmpty }, "\(rows)")
        let change = try #require(rows.last.flatMap { Double($0[4]) })
        #expect(change < 0, "a module lowers the next PHQ-9: \(change)")
    }

    @Test("Seed 004 DR8: fewer people than the minimum cell suppress every figure")
    func seed004DR8SmallCellsAreSuppressed() throws {
        let outcome = try CarelabProcess.run(["analyze", "modules", "--db", Self.database, "--min-cell", "1000"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = outcome.stdout.split(whereSeparator: \.isNewline).dropFirst()
            .map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.last == "true" && $0[4].isEmpty && $0[7].isEmpty })
    }

    @Test("Seed 004 DR8: a pass mark outside 0-1 is refused")
    func seed004DR8APassMarkOutsideTheRangeIsRefused() throws {
        let outcome = try CarelabProcess.run(["analyze", "modules", "--db", Self.database, "--pass-mark", "1.5"])
        #expect(outcome.status == 64, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--pass-mark"))
    }

    @Test("Seed 004 DR8: the run report has a learning-module section with a chart")
    func seed004DR8TheRunReportHasALearningModuleSection() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Learning modules\n"))
        #expect(markdown.contains("| cravings | all | "))
        #expect(markdown.contains("Mean score per learning module (% correct)"))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"modules\""))
        #expect(html.contains("Mean score per learning module"))
    }

    @Test("Seed 004 DR8: analyze truth compares the planted module parameters (kind module)")
    func seed004DR8AnalyzeTruthHasModuleRows() throws {
        let outcome = try CarelabProcess.run(["analyze", "truth", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = outcome.stdout.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .filter { $0.first == "module" }
        #expect(rows.map { "\($0[6]) \($0[4])" } == [
            "completion ", "correct_probability cravings q1", "correct_probability cravings q2",
            "correct_probability cravings q3", "correct_probability mindfulness q1", "correct_probability mindfulness q2",
            "phq9_change_after_module PHQ-9",
        ])
        #expect(rows.last.flatMap { Double($0[7]) } == -2)
    }
}
