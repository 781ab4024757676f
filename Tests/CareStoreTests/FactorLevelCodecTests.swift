import CareModel
import Foundation
import GRDB
import Testing
@testable import CareStore

/// Seed 000 Req 12: a factor logged as a level is stored as its ordinal with unit `level`
/// and reads back as the same level; an amount beside it stays an amount.
@Suite struct FactorLevelCodecTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-levels-\(UUID().uuidString).sqlite").path

    static let zone = TimeZone(identifier: "Europe/London")!
    static let day = CalendarDay(year: 2026, month: 3, day: 2)

    static func entry(_ factor: String, hour: Int, _ measurement: FactorMeasurement) -> LifestyleFactorEntry {
        LifestyleFactorEntry(factor: factor, timestamp: day.instant(hour: hour, in: zone)!, timeOfDay: TimeOfDay(hour: hour),
                             measurement: measurement)
    }

    @Test(arguments: FactorLevel.allCases)
    func req12ALevelIsStoredAsItsOrdinalAndReadsBackAsTheSameLevel(level: FactorLevel) throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let record = PersonRecord(personID: 1, timeZone: Self.zone, factorEntries: [
            Self.entry("stress", hour: 8, .level(level)),
            Self.entry("exercise", hour: 19, .amount(30, .minutes)),
        ])
        let database = try CareDatabase.create(at: path)
        try database.append([record])
        let stored = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "SELECT name, value, unit FROM event ORDER BY occurred_at_unix").map {
                "\($0["name"] as String) \($0["value"] as Double) \($0["unit"] as String)"
            }
        }
        #expect(stored == ["stress \(Double(level.rawValue)) level", "exercise 30.0 minutes"])
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        #expect(read == [record])
    }
}
