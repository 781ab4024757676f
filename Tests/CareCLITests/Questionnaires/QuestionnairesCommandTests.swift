@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze questionnaires` end to end on a run of `Scenarios/recovery-programme.yaml`
/// (PHQ-9 and GAD-7 every 14 days, two arms), shortened to 120 people over 60 days, and the
/// run report's questionnaire section.
@Suite struct QuestionnairesCommandTests {
    /// The simulated run's folder, made on first use.
    static let run: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-questionnaires-\(UUID().uuidString)")
        let outcome = try! CarelabProcess.run(["simulate", "Scenarios/recovery-programme.yaml", "--people", "120",
                                               "--days", "60", "--seed", "7", "--out", folder.path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder
    }()

    static func analyze(_ arguments: [String] = []) throws -> [[String]] {
        let outcome = try CarelabProcess.run(["analyze", "questionnaires", "--db", run.appendingPathComponent("carelab.sqlite").path]
                                             + arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try CSVInput.parse(outcome.stdout, name: "stdout").table
    }

    @Test func everyQuestionnaireAndArmHasItsMeasures() throws {
        let table = try Self.analyze()
        #expect(table[0] == AnalyzeCommandTests.longHeader)
        let rows = table.dropFirst()
        #expect(Set(rows.map(\.[1])).isSuperset(of: ["PHQ-9", "GAD-7"]))
        #expect(Set(rows.map(\.[2])) == ["all", "no reminders", "reminders"])
        for measure in ["people", "responses", "mean_total", "band_share", "change_from_enrolment", "item9_flagged_share"] {
            #expect(rows.contains { $0[0] == measure }, "\(measure)")
        }
        // The flag is PHQ-9's alone.
        #expect(rows.filter { $0[0] == "item9_flagged_share" }.allSatisfy { $0[1] == "PHQ-9" })
        // 120 people, most of whom answer the PHQ-9 on day 0.
        let people = try #require(rows.first { $0[0] == "people" && $0[1] == "PHQ-9" && $0[2] == "all" })
        #expect((Int(people[4]) ?? 0) > 60 && (Int(people[4]) ?? 0) <= 120)
        let mean = try #require(rows.first { $0[0] == "mean_total" && $0[1] == "PHQ-9" && $0[2] == "all" })
        let (value, lower, upper) = (try #require(Double(mean[4])), try #require(Double(mean[5])), try #require(Double(mean[6])))
        #expect(lower < value && value < upper && value >= 0 && value <= 27)
    }

    @Test func bandSharesAtFirstAndLastAddUpToAtMostOne() throws {
        let rows = try Self.analyze().dropFirst().filter { $0[0] == "band_share" && $0[2] == "all" }
        for questionnaire in ["PHQ-9", "GAD-7"] {
            for period in ["first", "last"] {
                let mine = rows.filter { $0[1].hasPrefix(questionnaire + " ") && $0[3] == period }
                #expect(mine.count == (questionnaire == "PHQ-9" ? 5 : 4))
                let shown = mine.compactMap { Double($0[4]) }
                #expect(!shown.isEmpty && shown.reduce(0, +) <= 1 + 1e-9)
            }
        }
        #expect(rows.contains { $0[1] == "PHQ-9 moderately severe (15-19)" })
    }

    @Test func smallGroupsAreSuppressed() throws {
        for row in try Self.analyze().dropFirst() {
            if row[8] == "true" {
                #expect(row[4] == "" && row[5] == "" && row[6] == "" && row[7] == "", "\(row)")
            } else {
                #expect(Int(row[7]).map { $0 >= 11 } == true, "\(row)")
            }
        }
        // No arm has 121 people: everything is withheld.
        let strict = try Self.analyze(["--min-cell", "121"])
        #expect(strict.count > 1 && strict.dropFirst().allSatisfy { $0[8] == "true" && $0[4] == "" })
    }

    @Test func theRunReportHasAQuestionnaireSectionWithTheSameMean() throws {
        let readme = try String(contentsOf: Self.run.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("## Questionnaires"))
        #expect(readme.contains("PHQ-9: people per band at first and last response (%)"))
        let mean = try #require(try Self.analyze().first { $0[0] == "mean_total" && $0[1] == "PHQ-9" && $0[2] == "all" })
        let rounded = String(format: "%.2f", try #require(Double(mean[4])))
        #expect(readme.contains("| PHQ-9 | all | ") && readme.contains("| \(rounded) |"))
    }
}
