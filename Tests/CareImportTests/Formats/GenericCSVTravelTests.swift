import CareModel
import CareStore
import Foundation
import GRDB
import Testing
@testable import CareImport

/// The generic CSV's optional `person`, `category` and `time_zone` columns (issue 19): a
/// traveller's rows are read on the clock of their zone, and a zone other than the
/// previous row's is a change of zone (``ZoneTimeline``).
@Suite struct GenericCSVTravelTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test func eachAccountAndPersonIsOnePersonWithTheirOwnHomeZone() throws {
        try harness.run(.csv, "generic-travel.csv", options: ImportOptions(timeZone: TimeZone(identifier: "America/Chicago")!))
        let zones = try harness.rows("SELECT time_zone FROM person ORDER BY person_id").map { $0["time_zone"] as String }
        // mum's first row is in London; dad's row names no zone: --time-zone.
        #expect(zones == ["Europe/London", "America/Chicago"])
    }

    @Test func aRowInAnotherZoneIsAChangeOfZoneAndItsDayFollowsIt() throws {
        try harness.run(.csv, "generic-travel.csv")
        let changes = try harness.rows("SELECT changed_at_unix, time_zone FROM zone_change ORDER BY changed_at_unix")
            .map { [String($0["changed_at_unix"] as Int64), $0["time_zone"] as String] }
        // 08:00 on 21 January in Tokyo is 23:00 UTC on the 20th; 12:00 on the 23rd in London is 12:00 UTC.
        #expect(changes == [["1768950000", "Asia/Tokyo"], ["1769169600", "Europe/London"]])
        let days = try harness.rows("SELECT name, local_date FROM event WHERE kind = 'symptom' ORDER BY occurred_at_unix")
            .map { "\($0["name"] as String) \($0["local_date"] as String)" }
        #expect(days == ["headache 2026-01-19", "headache 2026-01-21", "fatigue 2026-01-21", "nausea 2026-01-23"])
        var travellers: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson { if !$0.zoneChanges.isEmpty { travellers.append($0) } }
        let scores = DailyScorer(timeline: try #require(travellers.first).timeline)
            .scores(for: travellers[0].symptomEntries, tracking: [], from: CalendarDay(year: 2026, month: 1, day: 20),
                    through: CalendarDay(year: 2026, month: 1, day: 21))
            .filter { $0.name == "headache" }.map(\.score)
        #expect(scores == [0, 2])
    }

    @Test func aCategoryIsTheSymptomsCategory() throws {
        try harness.run(.csv, "generic-travel.csv")
        let categories = try harness.rows("SELECT name, category FROM symptom ORDER BY name")
            .map { "\($0["name"] as String): \($0["category"] as String)" }
        #expect(categories == ["fatigue: All Symptoms", "headache: Head", "nausea: Digestion"])
    }

    @Test func anUnknownZoneIsAnErrorNamingFileLineAndColumn() throws {
        #expect {
            try harness.run(.csv, "generic-bad-zone.csv")
        } throws: { error in
            guard case ImportError.badRow(let problem) = error else { return false }
            return problem.location.file.hasSuffix("generic-bad-zone.csv") && problem.location.line == 3
                && problem.location.column == 7 && problem.field == "time_zone" && problem.reason.contains("Asia/Tokio")
        }
    }
}
