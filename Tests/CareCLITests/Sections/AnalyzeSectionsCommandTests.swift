@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze sections`, `analyze mood --by-week` and the run report's "Sections
/// used", "Log-ins" and "Moods over time" end to end on a small simulated programme (seed
/// 004 DR8): 60 pregnant women in due-month cohorts for 28 days answer the mood survey,
/// and post in the cohort chat.
@Suite struct AnalyzeSectionsCommandTests {
    static let yaml = """
        format: 1
        name: sections
        seed: 18
        people: 60
        days: 28
        start_date: 2026-05-04
        time_zones: [America/Chicago]
        pregnancy: {weeks_at_enrolment: {normal: [20, 2]}}
        symptoms:
          - {name: cravings, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        mood: {survey_probability: 0.7, symptom_weight: 0.4, module_uptake: 0.35}
        activities: {chat_post: 0.3}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-sections-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("sections.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    /// The rows of a CSV output, split on commas (no field here holds one).
    static func rows(_ stdout: String) -> [[String]] {
        stdout.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func seed004DR8ByWeekHasEveryMeasureForEveryone() throws {
        let outcome = try CarelabProcess.run(["analyze", "sections", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.split(whereSeparator: \.isNewline).first == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        let rows = Self.rows(outcome.stdout)
        #expect(Set(rows.map { $0[0] }) == ["active_people", "section_events", "section_share", "logins",
                                           "logins_per_active_week", "logins_per_active_person", "sessions_per_login_day"])
        #expect(rows.allSatisfy { $0[2] == "all" })
        #expect(Set(rows.map { $0[3] }) == Set(["study"] + (1...4).map { "week \($0)" }))
        #expect(Set(rows.filter { $0[0] == "section_share" }.map { $0[1] }).isSuperset(of: ["mood survey", "cohort chat"]))
        // Every share shown lies in its interval (a Wilson bound at 1 may fall short of it by
        // rounding), and at most one log-in a day is kept.
        for row in rows where row[0] == "section_share" && row[8] == "false" {
            let (value, lower, upper) = (Double(row[4])!, Double(row[5])!, Double(row[6])!)
            #expect(lower <= value && value <= upper + 1e-12 && upper <= 1, "\(row)")
        }
        #expect(rows.filter { $0[0] == "logins_per_active_person" && $0[8] == "false" }.allSatisfy { Double($0[4])! <= 7 })
        // The scenario plants no sessions_per_day: one session on each day with a log-in.
        #expect(rows.filter { $0[0] == "sessions_per_login_day" }.allSatisfy { $0[4] == "1.0" }, "\(rows)")
    }

    @Test func seed004DR8ByCohortHasOneGroupPerCohortAndSuppressesSmallCells() throws {
        let outcome = try CarelabProcess.run(["analyze", "sections", "--db", Self.database, "--by", "cohort"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = Self.rows(outcome.stdout)
        #expect(!rows.isEmpty && rows.allSatisfy { $0[2].hasPrefix("due ") })
        for row in rows {
            #expect((row[8] == "true") == (row[7].isEmpty), "\(row)")
            if row[8] == "true" { #expect(row[4].isEmpty) } else { #expect(Int(row[7])! >= 11) }
        }
    }

    @Test func seed004DR8MoodByWeekIsATableOfStudyWeeks() throws {
        let outcome = try CarelabProcess.run(["analyze", "mood", "--db", Self.database, "--by-week"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = Self.rows(outcome.stdout)
        #expect(Set(rows.map { $0[0] }) == ["weekly_answers", "weekly_mean_valence", "weekly_negative_share"])
        #expect(rows.filter { $0[2] == "all" }.map(\.[3]) == (1...4).flatMap { Array(repeating: "week \($0)", count: 3) })
        for row in rows where row[0] != "weekly_answers" && row[8] == "false" {
            #expect((0...1).contains(Double(row[4])!))
        }
    }

    @Test func seed004DR8TheRunReportHasTheSectionsLogInsAndMoods() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        for heading in ["## Sections used\n", "## Log-ins\n", "## Moods over time\n"] { #expect(markdown.contains(heading)) }
        #expect(markdown.contains("Share of the active people who used each section, per study week"))
        #expect(markdown.contains("sessions per day with a log-in"))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        for id in ["sections", "logins", "mood"] { #expect(html.contains("id=\"\(id)\"")) }
    }
}
