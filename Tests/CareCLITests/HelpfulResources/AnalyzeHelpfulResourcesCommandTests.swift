@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze helpful-resources` and the run report's helpful-resources section end to
/// end on a small simulated run (seed 002, entries 64-74): 100 people for 35 days view and
/// change their list of helpful resources.
@Suite struct AnalyzeHelpfulResourcesCommandTests {
    static let yaml = """
        format: 1
        name: helpful-resources
        seed: 65
        people: 100
        days: 35
        start_date: 2026-09-07
        time_zones: [Australia/Sydney]
        symptoms:
          - {name: low mood, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        helpful_resources:
          defaults: [phone_number, web_url, other]
          view_chance_per_day: 0.3
          add_chance: 0.3
          edit_chance: 0.1
          delete_chance: 0.1
          reorder_chance: 0.1
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-resources-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("resources.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    @Test("Seed 002 Req 64-74: the long table has views per day and per person-week, the changes per view and adds by kind")
    func longTable() throws {
        let outcome = try CarelabProcess.run(["analyze", "helpful-resources", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.first == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.map { $0[0] + "/" + $0[1] } == [
            "views_per_use_day/", "views_per_person_week/", "views/", "adds/", "edits/", "deletes/", "reorders/",
            "adds_per_view/", "edits_per_view/", "deletes_per_view/", "reorders_per_view/",
            "added/phone_number", "added/web_url", "added/email_address", "added/other",
        ])
        let perDay = try #require(rows.first { $0[0] == "views_per_use_day" })
        let lower = try #require(Double(perDay[5])), upper = try #require(Double(perDay[6]))
        #expect(lower < 0.3 && 0.3 < upper, "\(perDay)")
        let added = rows.filter { $0[0] == "added" }.compactMap { Int($0[4]) }.reduce(0, +)
        #expect(added == Int(try #require(rows.first { $0[0] == "adds" })[4]))
    }

    @Test("Seed 002 Req 64-74: the run report has a helpful-resources section and analyze truth a helpful_resources kind")
    func reportAndTruth() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Helpful resources\n"))
        #expect(markdown.contains("| views per day in the app | "))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"helpful-resources\""))
        let truth = try CarelabProcess.run(["analyze", "truth", "--db", Self.database])
        #expect(truth.status == 0, "\(truth.stderr)")
        let rows = truth.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("helpful_resources,") }
        #expect(rows.count == 5)
        #expect(rows.contains { $0.contains(",view_chance_per_day,0.3,0.3,") }, "\(rows)")
    }
}
