import CareModel
import Foundation
import Testing
@testable import CareStore

/// `card` rows (seed 002, entries 2-32): read back as written, never a note's text, and a
/// row the domain would refuse stays as stored.
@Suite struct CardCodecTests {
    static let at = Date(timeIntervalSince1970: 1_790_000_000)
    static let events = [
        CardEvent(action: .favourite, cardID: 2, title: "Gratitude", origin: .default, duplicateOf: nil, at: at),
        CardEvent(action: .view, cardID: 2, title: "Gratitude", origin: .default, duplicateOf: nil, at: at + 30),
        CardEvent(action: .note, cardID: 2, title: "Gratitude", origin: .default, duplicateOf: nil, at: at + 30),
        CardEvent(action: .duplicate, cardID: 11, title: "Gratitude", origin: .custom, duplicateOf: 2, at: at + 60),
        CardEvent(action: .noteEdit, cardID: 11, title: "Gratitude", origin: .custom, duplicateOf: 2, at: at + 90),
    ]

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, cardEvents: events)])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 002 entries 8-16: views, favourites, notes and a marked duplicate read back as written")
    func readBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.cardEvents == Self.events)
        #expect(record.otherEvents.isEmpty)
    }

    @Test("Seed 002 entries 2-32: an unknown action or origin, a card number that is not whole, no title, stays as stored",
          arguments: [
              "UPDATE event SET name = 'shuffle' WHERE name = 'view'",
              "UPDATE event SET unit = 'borrowed' WHERE name = 'view'",
              "UPDATE event SET value = 2.5 WHERE name = 'view'",
              "UPDATE event SET detail_text = NULL WHERE name = 'view'",
          ])
    func refusedRowStaysAsStored(sql: String) throws {
        let record = try #require(try Self.read(after: sql))
        #expect(record.cardEvents.map(\.action) == [.favourite, .note, .duplicate, .noteEdit])
        #expect(record.otherEvents.map(\.kind) == ["card"])
    }
}
