@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze KIND` end to end on a run of `Fixtures/programme.yaml` (300 people,
/// 90 days, two arms, a medication, labelled tasks, the mood survey, cohorts), simulated
/// once with the built `carelab`.
@Suite struct AnalyzeCommandTests {
    /// The simulated run's database, made on first use.
    static let database: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-analyze-\(UUID().uuidString)")
        let outcome = try! CarelabProcess.run(["simulate", "Tests/CareCLITests/Fixtures/programme.yaml", "--out", folder.path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("carelab.sqlite").path
    }()

    static let longHeader = ["measure", "item", "group", "period", "value", "ci_lower", "ci_upper", "people", "suppressed"]

    /// Runs `carelab analyze ARGS --db DB` and returns the CSV rows, header first.
    static func analyze(_ arguments: [String]) throws -> [[String]] {
        let outcome = try CarelabProcess.run(["analyze"] + arguments + ["--db", database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try CSVInput.parse(outcome.stdout, name: "stdout").table
    }

    @Test func correlationsCoverEveryFactorScoreAndLagAndFindThePlantedEffects() throws {
        let table = try Self.analyze(["correlations"])
        let header = table[0]
        // 2 factors × (3 symptoms + 3 categories) × lags 0-3.
        #expect(table.count == 1 + 48)
        let column = { (name: String) in header.firstIndex(of: name)! }
        let planted = try #require(table.first { $0[0] == "caffeine" && $0[2] == "headache" && $0[4] == "1" })
        #expect(Double(planted[column("within_q")])! < 0.05 && Double(planted[column("within_r")])! > 0)
        let findings = try Self.analyze(["correlations", "--findings", "--max-lag", "1"])
        #expect(findings[0].first == "rank")
        #expect(Set(findings.dropFirst().map { "\($0[1])>\($0[3])@\($0[5])" })
                    .isSuperset(of: ["caffeine>headache@1", "sleep>fatigue@0"]))
    }

    /// The run's report has the adherence section with the same figures as `analyze
    /// adherence`, as percentages.
    @Test func theRunReportShowsAdherenceByArmAsAnalyzeAdherenceComputesIt() throws {
        let readme = try String(contentsOfFile: URL(fileURLWithPath: Self.database).deletingLastPathComponent()
            .appendingPathComponent("README.md").path, encoding: .utf8)
        let table = try Self.analyze(["adherence"])
        let observed = try #require(table.first { $0[0] == "mean_taken_share_observed" && $0[2] == "all" })
        let percent = String(format: "%.1f %%", Double(observed[4])! * 100)
        #expect(readme.contains("## Medication adherence"))
        #expect(readme.contains("| \(observed[1]) | all | \(percent) |"), "\(percent)")
        // The pharmacy fills' delay, as analyze adherence gives it.
        let delay = try #require(table.first { $0[0] == "mean_refill_delay_days" && $0[2] == "all" })
        #expect(readme.contains("| \(delay[1]) | all | \(String(format: "%.1f", Double(delay[4])!)) | "))
    }

    /// With a minimum of 120 people, arms of about 150 start the dropout chart but their
    /// tails, with fewer at risk, are not drawn, and the chart says so.
    @Test func dropoutCurvesStopWhereFewAreAtRisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-km-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try CarelabProcess.run(["report", "--db", Self.database, "--out", folder.path, "--min-cell", "120"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let chart = try String(contentsOf: folder.appendingPathComponent("dropout_curve.txt"), encoding: .utf8)
        #expect(chart.contains("Curves stop where fewer than 120 people remain at risk."))
        let full = try String(contentsOf: URL(fileURLWithPath: Self.database).deletingLastPathComponent()
            .appendingPathComponent("dropout_curve.txt"), encoding: .utf8)
        #expect(!full.contains("Curves stop") && full != chart)
    }

    @Test func truthReportsEachPlantedEffectAndTheSummaryOnStderr() throws {
        let outcome = try CarelabProcess.run(["analyze", "truth", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        #expect(table.filter { $0[0] == "planted" }.map { "\($0[1])>\($0[3])" } == ["caffeine>headache", "sleep>fatigue"])
        #expect(!table.contains { $0[0] == "summary" }, "summaries stay out of the data")
        #expect(outcome.stderr.contains("2 of 2 planted effects detected"))
    }

    @Test func truthKeepsOnlyTheKindsMeasureNames() throws {
        let outcome = try CarelabProcess.run(["analyze", "truth", "--db", Self.database, "--measure", "planted,adherence"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let kinds = Set(try CSVInput.parse(outcome.stdout, name: "stdout").table.dropFirst().map { $0[0] })
        #expect(kinds == ["planted", "adherence"])
        let unknown = try CarelabProcess.run(["analyze", "truth", "--db", Self.database, "--measure", "plantd"])
        #expect(unknown.status == 64 && unknown.stderr.contains("--measure plantd is not in this analysis"))
    }

    @Test(arguments: [
        (["engagement"], "retention"), (["adherence"], "mean_taken_share_observed"), (["tasks"], "completion_rate"),
        (["rewards"], "monthly_points"), (["mood"], "transition"), (["arms"], "days_used_share"),
    ])
    func longTablesHaveTheirMeasuresAndSuppressSmallCells(arguments: [String], measure: String) throws {
        let table = try Self.analyze(arguments)
        #expect(table[0] == Self.longHeader)
        #expect(table.contains { $0[0] == measure })
        for row in table.dropFirst() where row[8] == "true" {
            #expect(row[4] == "" && row[7] == "")
        }
        for row in table.dropFirst() where row[8] == "false" {
            #expect(Int(row[7]).map { $0 >= 11 } == true)
        }
    }

    @Test func aLargerMinimumCellSuppressesEveryRowBackedByFewerPeople() throws {
        // 300 people in two arms: no arm has 301, so every row of the arms table is withheld.
        let table = try Self.analyze(["arms", "--min-cell", "301"])
        #expect(table.count > 1)
        for row in table.dropFirst() {
            #expect(row[4] == "" && row[7] == "")
            #expect(row[8] == "true")
        }
        let measures = try Self.analyze(["engagement", "--measure", "retention"])
        #expect(measures.dropFirst().allSatisfy { $0[0] == "retention" })
        #expect(measures.count > 1)
    }

    @Test func perPersonAdherenceRowsUseTheSyntheticPersonID() throws {
        let table = try Self.analyze(["adherence", "--per-person"])
        #expect(table[0].first == "person_id")
        // People who never used the app have no observation window and no row.
        let ids = table.dropFirst().map { Int($0[0])! }
        #expect(ids.count > 200 && ids == ids.sorted() && Set(ids).count == ids.count && ids.allSatisfy { (1...300).contains($0) })
    }

    /// Seed 003, story 5: the caregiver's view of a chosen week, one row per person.
    @Test func seed003Story5TasksPerPersonInATimeFrame() throws {
        let table = try Self.analyze(["tasks", "--from", "2026-03-09", "--through", "2026-03-15", "--per-person"])
        #expect(table[0] == ["person_id", "scheduled", "done", "missed", "open", "missed_tasks", "most_missed_label", "message"])
        #expect(table.count > 100)
        for row in table.dropFirst() {
            let scheduled = Int(row[1])!, done = Int(row[2])!, missed = Int(row[3])!, open = Int(row[4])!
            #expect(done + missed + open == scheduled)
            #expect((missed == 0) == (row[7] == "0 tasks missed. Congratulations!"), "\(row)")
            #expect((missed == 0) == row[5].isEmpty)
        }
        let week = try Self.analyze(["tasks", "--from", "2026-03-09", "--through", "2026-03-15"])
        #expect(week.dropFirst().allSatisfy { $0[3] == "2026-03-09/2026-03-15" })
        let notADate = try CarelabProcess.run(["analyze", "tasks", "--db", Self.database, "--from", "2026-02-30"])
        #expect(notADate.status == 64 && notADate.stderr.contains("expected YYYY-MM-DD"))
        let outside = try CarelabProcess.run(["analyze", "tasks", "--db", Self.database, "--through", "2026-12-31"])
        #expect(outside.status != 0 && outside.stderr.contains("is not inside the study period, 2026-03-02 to 2026-05-30"))
    }

    @Test func anOutputFileReceivesTheTable() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: output) }
        let outcome = try CarelabProcess.run(["analyze", "tasks", "--db", Self.database, "-o", output.path])
        #expect(outcome.status == 0 && outcome.stdout.isEmpty)
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix(Self.longHeader.joined(separator: ",")))
    }

    @Test func aDashAsTheOutputFileMeansStandardOutput() throws {
        let outcome = try CarelabProcess.run(["analyze", "tasks", "--db", Self.database, "-o", "-"])
        #expect(outcome.status == 0 && outcome.stdout.hasPrefix(Self.longHeader.joined(separator: ",")))
        #expect(!FileManager.default.fileExists(atPath: CarelabProcess.packageRoot.appendingPathComponent("-").path))
    }

    @Test func usageAndDataErrorsExitWithTheirCodes() throws {
        let badLag = try CarelabProcess.run(["analyze", "correlations", "--db", Self.database, "--max-lag", "-1"])
        #expect(badLag.status == 64)
        // An option that does not apply is an error, not ignored (issue 19, CLI habits).
        let measure = try CarelabProcess.run(["analyze", "correlations", "--db", Self.database, "--measure", "retention"])
        #expect(measure.status == 64 && measure.stderr.contains("--measure applies to the analyses whose table has a measure column"))
        #expect(measure.stdout.isEmpty)
        let missing = try CarelabProcess.run(["analyze", "engagement", "--db", "/nonexistent/carelab.sqlite"])
        #expect(missing.status == 66 && missing.stderr.contains("no such database"))
        let noTruth = try CarelabProcess.run(["analyze", "truth", "--db", Self.database, "--truth", "/nonexistent/truth.json"])
        #expect(noTruth.status == 66 && noTruth.stderr.contains("ground-truth manifest"))
    }
}
