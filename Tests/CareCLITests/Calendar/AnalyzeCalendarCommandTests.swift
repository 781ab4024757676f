@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze calendar` and the run report's calendar section end to end on a small
/// simulated run (seed 004 DR3/DR7.FR4.0, DR7.FR9.2): 80 people for 40 days keep
/// appointments, some reminded a day ahead.
@Suite struct AnalyzeCalendarCommandTests {
    static let yaml = """
        format: 1
        name: calendar
        seed: 18
        people: 80
        days: 40
        start_date: 2026-05-04
        time_zones: [America/Chicago]
        symptoms:
          - {name: cravings, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        calendar:
          appointments_per_30_days: 3
          reminder_share: 0.6
          reminder_leads: {"30 minutes": 0.3, "1 day": 0.7}
          attendance: 0.6
          attendance_day_ahead: 0.9
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-calendar-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("calendar.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    @Test("Seed 004 DR7.FR9.2: the long table has each band's attendance and the day-ahead difference")
    func longTable() throws {
        let outcome = try CarelabProcess.run(["analyze", "calendar", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.first == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.map { "\($0[0]) \($0[1])" } == [
            "appointments none", "attended none", "attendance_share none", "attendance_share_by_person none",
            "appointments under 1 day", "attended under 1 day", "attendance_share under 1 day",
            "attendance_share_by_person under 1 day",
            "appointments 1 day or more", "attended 1 day or more", "attendance_share 1 day or more",
            "attendance_share_by_person 1 day or more",
            "attendance_difference_day_ahead 1 day or more vs none",
        ])
        #expect(rows.allSatisfy { $0[2] == "all" && $0.last == "false" && !$0[4].isEmpty })
        let difference = try #require(rows.last.flatMap { Double($0[4]) })
        #expect(difference > 0 && difference < 0.6, "\(difference)")
    }

    @Test("Seed 004 DR7.FR9.2: fewer people than the minimum cell suppress every figure")
    func smallCellsSuppressed() throws {
        let outcome = try CarelabProcess.run(["analyze", "calendar", "--db", Self.database, "--min-cell", "1000"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = outcome.stdout.split(whereSeparator: \.isNewline).dropFirst()
            .map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.last == "true" && $0[4].isEmpty && $0[7].isEmpty })
    }

    @Test("Seed 004 DR7.FR9.2: the run report has a calendar section and analyze truth a calendar kind")
    func reportAndTruth() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Calendar\n"))
        #expect(markdown.contains("| all | 1 day or more vs none | "))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"calendar\""))
        let truth = try CarelabProcess.run(["analyze", "truth", "--db", Self.database])
        #expect(truth.status == 0, "\(truth.stderr)")
        let calendar = truth.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("calendar,") }
        #expect(calendar.count == 3)
        #expect(calendar.contains { $0.contains(",attendance_difference_day_ahead,0.3,0.3,") }, "\(calendar)")
    }
}
