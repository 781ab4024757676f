import CareModel
import Foundation
import Testing
@testable import CareStore

/// `reminder` rows (seed 000 Req 15): each firing read back with its subject, target and
/// check-off, and a row of another shape stays as stored.
@Suite struct ReminderCodecTests {
    static let at = Date(timeIntervalSince1970: 1_770_100_000)

    static let firings = [
        FiredReminder(name: "evening pill", subject: .medication, target: "propranolol", firedAt: at,
                      followedAt: at.addingTimeInterval(1_234)),
        FiredReminder(name: "change CPAP filter", subject: .deviceChange, firedAt: at.addingTimeInterval(3600)),
    ]

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, firedReminders: firings)])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 000 Req 15: a fired reminder is stored with its subject, target and check-off and read back")
    func firingIsReadBack() throws {
        let record = try Self.read(after: nil)
        #expect(record?.firedReminders == Self.firings)
        #expect(record?.otherEvents.isEmpty == true)
    }

    @Test("Seed 000 Req 15: a reminder row of another shape stays as stored", arguments: [
        "UPDATE event SET unit = 'chore' WHERE kind = 'reminder' AND name = 'evening pill'",
        "UPDATE event SET value = -5 WHERE kind = 'reminder' AND name = 'evening pill'",
    ])
    func malformedRowStaysAsStored(sql: String) throws {
        let record = try Self.read(after: sql)
        #expect(record?.firedReminders == [Self.firings[1]])
        #expect(record?.otherEvents.map(\.kind) == ["reminder"])
    }
}
