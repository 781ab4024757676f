import CareModel
import Foundation
import Testing
@testable import CareStore

/// `journal` rows (seed 002, entries 40-44): an entry's edit and delete read back as written,
/// never a text; an edit without its entry stays as stored.
@Suite struct JournalCodecTests {
    static let at = Date(timeIntervalSince1970: 1_790_000_000)
    static let entries = [
        JournalKeyword(keyword: "calm", at: at, editedAt: at + 3600, deletedAt: at + 7200),
        JournalKeyword(keyword: "calm", at: at + 60, editedAt: at + 60),
        JournalKeyword(keyword: "anxious", at: at + 60, deletedAt: at + 120),
    ]

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, journalKeywords: entries)])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 002 entries 40-44: edits and deletes read back with their entries")
    func readBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.journalKeywords == Self.entries)
        #expect(record.otherEvents.isEmpty)
    }

    @Test("Seed 002 entries 40-44: an edit naming no entry stays as stored")
    func orphanEditStaysAsStored() throws {
        let record = try #require(try Self.read(after: "UPDATE event SET value = value + 1 WHERE unit = 'deleted' AND name = 'anxious'"))
        #expect(record.journalKeywords.count == 3)
        #expect(record.journalKeywords.first { $0.keyword == "anxious" }?.deletedAt == nil)
        #expect(record.otherEvents.count == 1)
    }
}
