import CareModel
import Foundation
import Testing
@testable import CareStore

/// `journal_lock` rows (seed 002, entries 50-56): the lock's events read back as written,
/// in order at one instant; a row of another shape stays as stored. No password anywhere.
@Suite struct JournalLockCodecTests {
    static let at = Date(timeIntervalSince1970: 1_790_000_000)
    static let events = [
        JournalLockEvent(.confirmMismatch, at: at), JournalLockEvent(.enabled, at: at),
        JournalLockEvent(.unlockFailed, at: at + 60), JournalLockEvent(.unlocked, at: at + 61),
        JournalLockEvent(.disableFailed, at: at + 62), JournalLockEvent(.disabled, at: at + 62),
    ]

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, journalLockEvents: events)])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 002 Req 50-56: journal-lock events read back in order, rows of kind journal_lock without value or unit")
    func readBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.journalLockEvents == Self.events)
        #expect(record.otherEvents.isEmpty)
    }

    @Test("Seed 002 Req 50-56: an unknown event or a row with a value stays as stored")
    func otherShapesStayAsStored() throws {
        let record = try #require(try Self.read(
            after: "UPDATE event SET name = 'forgot' WHERE name = 'enabled'; UPDATE event SET value = 1 WHERE name = 'disabled'"))
        #expect(record.journalLockEvents.map(\.kind) == [.confirmMismatch, .unlockFailed, .unlocked, .disableFailed])
        #expect(record.otherEvents.map(\.name) == ["forgot", "disabled"])
        #expect(record.otherEvents.allSatisfy { $0.kind == "journal_lock" })
    }
}
