import CareModel
@testable import CareStore
import Foundation
import Testing

/// `EventJSONLines`: the stored rows as JSON Lines, in the store's vocabulary.
@Suite struct EventJSONLinesTests {
    @Test func aCorrectedDoseAndAnAbsentSymptomAreWrittenAsStored() throws {
        let zone = TimeZone(identifier: "America/New_York")!
        var dose = DoseLog(medication: "metformin", at: Date(timeIntervalSince1970: 1_773_027_000))
        try dose.changeTakenTime(to: Date(timeIntervalSince1970: 1_773_000_000))
        let record = PersonRecord(
            personID: 3, timeZone: zone,
            symptomEntries: [SymptomEntry(symptom: Symptom(name: "headache"), timestamp: Date(timeIntervalSince1970: 1_773_027_000),
                                          timeOfDay: .night, severity: .absent)],
            doseLogs: [dose])
        var grids = DayGridCache()
        let lines = EventJSONLines.lines(PersonRows(record, grids: &grids))
        #expect(lines == """
            {"person_id":3,"time_zone":"America/New_York","instant":"2026-03-08T20:00:00Z","unix":1773000000,"local_date":"2026-03-08","kind":"dose","seq":0,"name":"metformin","value":null,"unit":null,"time_of_day":null,"detail_text":null,"detail_value":1773027000}
            {"person_id":3,"time_zone":"America/New_York","instant":"2026-03-09T03:30:00Z","unix":1773027000,"local_date":"2026-03-08","kind":"symptom","seq":0,"name":"headache","value":0,"unit":"severity","time_of_day":"night","detail_text":null,"detail_value":null}

            """)
    }

    /// London, in Tokyo from 00:00 UTC on 20 January 2026: 23:00 UTC on the 20th is 08:00
    /// on the 21st in Tokyo; the change follows the events as a `zone` line.
    @Test func aTravellersLinesCarryTheZoneInEffectAndTheChange() {
        let record = PersonRecord(
            personID: 7, timeZone: TimeZone(identifier: "Europe/London")!,
            usageEvents: [AppUsageEvent(kind: .login, timestamp: Date(timeIntervalSince1970: 1_768_863_600)),
                          AppUsageEvent(kind: .login, timestamp: Date(timeIntervalSince1970: 1_768_950_000))],
            zoneChanges: [ZoneChange(at: Date(timeIntervalSince1970: 1_768_867_200), timeZone: TimeZone(identifier: "Asia/Tokyo")!)])
        var grids = DayGridCache()
        #expect(EventJSONLines.lines(PersonRows(record, grids: &grids)) == """
            {"person_id":7,"time_zone":"Europe/London","instant":"2026-01-19T23:00:00Z","unix":1768863600,"local_date":"2026-01-19","kind":"usage","seq":0,"name":"login","value":null,"unit":null,"time_of_day":null,"detail_text":null,"detail_value":null}
            {"person_id":7,"time_zone":"Asia/Tokyo","instant":"2026-01-20T23:00:00Z","unix":1768950000,"local_date":"2026-01-21","kind":"usage","seq":0,"name":"login","value":null,"unit":null,"time_of_day":null,"detail_text":null,"detail_value":null}
            {"person_id":7,"time_zone":"Asia/Tokyo","instant":"2026-01-20T00:00:00Z","unix":1768867200,"local_date":"2026-01-20","kind":"zone","seq":0,"name":"Asia/Tokyo","value":null,"unit":null,"time_of_day":null,"detail_text":null,"detail_value":null}

            """)
    }

    @Test(arguments: [(0.65, "0.65"), (2.0, "2"), (-3.0, "-3"), (Double.nan, "null")])
    func numbersAreShortestAndExact(value: Double, text: String) {
        #expect(EventJSONLines.number(value) == text)
    }
}
