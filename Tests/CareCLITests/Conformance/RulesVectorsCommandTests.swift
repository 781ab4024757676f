import Foundation
import Testing

/// `carelab rules vectors`: every rule family has vectors, every edge is labelled, and the
/// same rules and seed give the same bytes.
@Suite struct RulesVectorsCommandTests {
    static let families = ["daily_scores.csv", "schedule_occurrences.csv", "dose_adherence.csv", "period_adherence.csv",
                           "monthly_points.csv", "missed_tasks.csv"]

    /// Where each edge of issue 21 must show: the family's rule and the edge.
    static let requiredCases = [
        "daily-score:midnight", "monthly-points:midnight",
        "daily-score:dst-spring-forward-north", "daily-score:dst-fall-back-north",
        "daily-score:dst-spring-forward-south", "daily-score:dst-fall-back-south",
        "schedule:dst-spring-forward-north", "schedule:dst-fall-back-north",
        "schedule:dst-spring-forward-south", "schedule:dst-fall-back-south",
        "daily-score:trip-across-zones", "dose-adherence:trip-across-zones",
        "dose-adherence:edited-dose", "period-adherence:edited-dose",
        "daily-score:symptom-absent", "schedule:day-31-in-february", "monthly-points:month-points-reset",
        "missed-tasks:task-done-late", "missed-tasks:task-snoozed",
    ]

    @Test func everyFamilyHasVectorsAndEveryLabelledCaseIsCovered() throws {
        let fixture = try VectorsFixture()
        var counts: [String: Int] = [:]
        for family in Self.families {
            let cases = try fixture.cases(family)
            #expect(!cases.isEmpty, "\(family) has no rows")
            for label in cases { counts[label, default: 0] += 1 }
        }
        for label in Self.requiredCases { #expect(counts[label, default: 0] >= 1, "no vector for \(label)") }
        let edges = Set(counts.keys.map { $0.split(separator: ":")[1] })
        #expect(edges == ["ordinary", "midnight", "dst-spring-forward-north", "dst-fall-back-north",
                          "dst-spring-forward-south", "dst-fall-back-south", "trip-across-zones", "edited-dose",
                          "symptom-absent", "day-31-in-february", "month-points-reset", "task-done-late", "task-snoozed"])
        let manifest = try JSONSerialization.jsonObject(with: Data(fixture.text("manifest.json").utf8)) as! [String: Any]
        #expect(Set(manifest["cases"] as! [String]) == Set(counts.keys))
    }

    @Test func theSameRulesAndSeedGiveTheSameBytes() throws {
        let first = try VectorsFixture(["--people", "3", "--seed", "5"])
        let second = try VectorsFixture(["--people", "3", "--seed", "5"])
        for name in Self.families + ["inputs.jsonl", "manifest.json", "README.md"] {
            #expect(try first.text(name) == second.text(name), "\(name) differs between two runs")
        }
        #expect(try first.cases("daily_scores.csv").contains("daily-score:random"))
        #expect(try first.text("manifest.json").contains("\"seed\" : 5"))
    }

    @Test("Inputs are the stored vocabulary: no free text, no identities, no outputs")
    func inputsCarryNoFreeTextAndNoOutputs() throws {
        let fixture = try VectorsFixture(["--people", "4", "--seed", "9"])
        for line in try fixture.text("inputs.jsonl").split(separator: "\n") {
            let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            #expect(["symptom", "factor", "usage", "dose", "task", "zone"].contains(event["kind"] as! String), "\(line)")
            #expect(event["detail_text"] is NSNull, "\(line)")
            #expect(event["person_id"] is Int)
        }
    }

    /// London, in Tokyo from 00:00 UTC on 20 January to 02:00 UTC on 23 January: the
    /// changes are inputs, and days, doses and schedules follow Tokyo's clock meanwhile.
    @Test func theTripIsARealChangeOfZone() throws {
        let fixture = try VectorsFixture()
        let inputs = try fixture.text("inputs.jsonl")
        #expect(inputs.contains(
            "{\"person_id\":7,\"time_zone\":\"Asia/Tokyo\",\"instant\":\"2026-01-20T00:00:00Z\",\"unix\":1768867200,\"local_date\":\"2026-01-20\",\"kind\":\"zone\""))
        #expect(try fixture.text("manifest.json").contains("\"at\" : \"2026-01-23T02:00:00Z\""))
        let scores = try fixture.text("daily_scores.csv")
        #expect(scores.contains("1,daily-score:trip-across-zones,7,2026-01-21,symptom,headache,2\r\n"))
        let schedules = try fixture.text("schedule_occurrences.csv")
        // 08:00 on 20 January is skipped (London's 00:00 became Tokyo's 09:00); 08:00 on the
        // 23rd occurs in Tokyo, before the flight, and not again in London.
        #expect(schedules.contains("1,schedule:trip-across-zones,7,morning-pills,2026-01-20,0,,\r\n"))
        #expect(schedules.contains("1,schedule:trip-across-zones,7,metformin,2026-01-23,2,08:00 20:00,2026-01-22T23:00:00Z 2026-01-23T20:00:00Z\r\n"))
        #expect(try fixture.text("dose_adherence.csv").contains(
            "1,dose-adherence:trip-across-zones,7,metformin,2026-01-20T23:00:00Z,2026-01-21,1,1,1\r\n"))
        #expect(try fixture.text("monthly_points.csv").contains("1,monthly-points:trip-across-zones,7,2026-01,20\r\n"))
    }

    @Test func theEditedDoseIsJudgedAtItsTakenTime() throws {
        let fixture = try VectorsFixture()
        let input = try fixture.text("inputs.jsonl").split(separator: "\n").first { $0.contains("\"detail_value\":1780416000") }
        #expect(input?.contains("\"instant\":\"2026-06-02T02:50:00Z\"") == true)
        #expect(try fixture.text("dose_adherence.csv").contains(
            "1,dose-adherence:edited-dose,8,metformin,2026-06-02T02:30:00Z,2026-06-02,1,1,1\r\n"))
    }

    @Test func aScheduleSetFileReplacesTheBuiltInSchedules() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schedules-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("""
            version: 3
            schedules:
              - {name: inhaler, subject: medication, start: 2026-01-01, repeat: daily, times: ["09:00"]}
            """.utf8).write(to: root)
        let fixture = try VectorsFixture(["--schedules", root.path])
        let rows = try fixture.text("schedule_occurrences.csv").split(separator: "\r\n").dropFirst()
        #expect(!rows.isEmpty && rows.allSatisfy { $0.hasPrefix("3,") && $0.contains(",inhaler,") })
    }
}
