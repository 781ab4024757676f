import CareModel
import Foundation
import Testing
@testable import CareStore

/// `game` rows (seed 003, stories 23 and 24): a learning game's score and whether it was
/// sent to the caregiver read back as written; a row that cannot be one stays as stored.
@Suite struct GameCodecTests {
    static let played = Date(timeIntervalSince1970: 1_772_400_000)

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, gamePlays: [
            try GamePlay(game: "memory match", playedAt: played, score: 0, sentToCaregiver: true),
            try GamePlay(game: "word quiz", playedAt: played + 600, score: 100, sentToCaregiver: false),
        ])])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 003 story 23: scores 0 and 100, one sent to the caregiver and one not, read back as written")
    func gamesReadBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.gamePlays.map(\.game) == ["memory match", "word quiz"])
        #expect(record.gamePlays.map(\.score) == [0, 100])
        #expect(record.gamePlays.map(\.sentToCaregiver) == [true, false])
        #expect(record.otherEvents.isEmpty)
    }

    @Test("Seed 003 story 23: a score above 100 stays as stored")
    func aScoreAboveOneHundredStaysAsStored() throws {
        let record = try #require(try Self.read(after: "UPDATE event SET value = 101 WHERE name = 'word quiz'"))
        #expect(record.gamePlays.map(\.game) == ["memory match"])
        #expect(record.otherEvents.map(\.value) == [101])
    }

    @Test("Seed 003 story 23: a row whose detail is neither sent nor not sent stays as stored")
    func anUnknownDetailStaysAsStored() throws {
        let record = try #require(try Self.read(after: "UPDATE event SET detail_text = 'maybe' WHERE name = 'memory match'"))
        #expect(record.gamePlays.map(\.game) == ["word quiz"])
        #expect(record.otherEvents.count == 1)
    }
}
