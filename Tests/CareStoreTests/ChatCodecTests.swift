import CareModel
import Foundation
import Testing
@testable import CareStore

/// `chat` rows (seed 004 DR4.FR5.0-5.2, DR5.FR7.1): messages read back with their window,
/// mood, deletion and first reply, and a row the record could not hold stays as stored.
@Suite struct ChatCodecTests {
    static let at = Date(timeIntervalSince1970: 1_772_400_000)

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, chatMessages: [
            PostedChatMessage(number: 1, sentAt: at, kind: .written, window: .twoHours, firstReplyAt: at + 600),
            PostedChatMessage(number: 2, sentAt: at + 60, kind: .mood(.sad), window: .twoHours, deletedAt: at + 900),
        ])])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 004 DR4.FR5.2: a written message with its reply and a mood post with its deletion read back")
    func readBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.chatMessages == [
            PostedChatMessage(number: 1, sentAt: Self.at, kind: .written, window: .twoHours, firstReplyAt: Self.at + 600),
            PostedChatMessage(number: 2, sentAt: Self.at + 60, kind: .mood(.sad), window: .twoHours, deletedAt: Self.at + 900),
        ])
        #expect(record.otherEvents.isEmpty)
    }

    @Test("Seed 004 DR4.FR5.2: a window the administrator cannot choose, an unknown mood or an orphan reply stays as stored",
          arguments: [
              ("UPDATE event SET unit = '3h' WHERE name = 'written'", 1),
              ("UPDATE event SET detail_text = 'sadd' WHERE name = 'mood_post'", 1),
              ("UPDATE event SET value = 7 WHERE name = 'replied'", 2),
              ("UPDATE event SET value = 1.5 WHERE name = 'deleted'", 2),
          ])
    func refusedRowStaysAsStored(sql: String, messages: Int) throws {
        let record = try #require(try Self.read(after: sql))
        #expect(record.chatMessages.count == messages)
        #expect(record.otherEvents.map(\.kind).contains("chat"))
    }
}
