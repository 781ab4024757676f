import CareModel
import Foundation
import Testing
@testable import CareStore

/// `calendar` rows (seed 004 DR3/DR7.FR4.0, DR7.FR9.2): read back as written, and a row the
/// domain would refuse stays as stored.
@Suite struct CalendarCodecTests {
    static let at = Date(timeIntervalSince1970: 1_772_400_000)

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, calendarEvents: [
            try CalendarEventOutcome(kind: .appointment, scheduledAt: at, reminder: .days(1), attended: true),
            try CalendarEventOutcome(kind: .medication, scheduledAt: at + 3600, reminder: nil, attended: false),
        ])])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 004 DR7.FR9.2: an appointment's lead and a medication time without one read back")
    func readBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.calendarEvents.map(\.reminder) == [.days(1), nil])
        #expect(record.calendarEvents.map(\.attended) == [true, false])
        #expect(record.calendarEvents.map(\.kind) == [.appointment, .medication])
        #expect(record.otherEvents.isEmpty)
    }

    @Test("Seed 004 DR7.FR9.2: a lead the app does not offer, or an outcome other than 0 or 1, stays as stored", arguments: [
        "UPDATE event SET detail_text = '3 days' WHERE detail_text = '1 day'",
        "UPDATE event SET value = 2 WHERE name = 'appointment'",
        "UPDATE event SET name = 'meeting' WHERE name = 'appointment'",
    ])
    func refusedRowStaysAsStored(sql: String) throws {
        let record = try #require(try Self.read(after: sql))
        #expect(record.calendarEvents.map(\.kind) == [.medication])
        #expect(record.otherEvents.map(\.kind) == ["calendar"])
    }
}
