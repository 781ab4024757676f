import CareModel
import Foundation
import Testing
@testable import CareStore

/// `notification` rows (seed 003, stories 1 and 6): a notification's `sent` row and its
/// `seen` row read back as one notification; a row that cannot be one stays as stored.
@Suite struct NotificationCodecTests {
    static let sent = Date(timeIntervalSince1970: 1_772_400_000)

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        let walk = TaskOccurrence(task: "walk", scheduled: sent), pills = TaskOccurrence(task: "pills", scheduled: sent + 60)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, taskNotifications: [
            try TaskNotification(occurrence: walk, seenAt: sent + 1500), try TaskNotification(occurrence: pills),
        ], audioMessage: try AudioMessageSetting(seconds: 30, since: sent - 3600))])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 003 story 6: a notification seen 25 minutes after it was sent, and one never seen, read back as written")
    func notificationsReadBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.taskNotifications.map(\.occurrence.task) == ["walk", "pills"])
        #expect(record.taskNotifications.map(\.minutesToSeen) == [25, nil])
        #expect(record.otherEvents.isEmpty)
    }

    @Test("Seed 003 story 6: a seen row whose sent row is gone stays as stored")
    func aSeenRowWithoutItsSentRowStaysAsStored() throws {
        let record = try #require(try Self.read(after: "DELETE FROM event WHERE kind = 'notification' AND name = 'walk' AND unit = 'sent'"))
        #expect(record.taskNotifications.map(\.occurrence.task) == ["pills"])
        #expect(record.otherEvents.map(\.unit) == ["seen"])
    }

    @Test("Seed 003 story 6: a sent row at another instant than the due time it names stays as stored")
    func aSentRowAwayFromItsDueTimeStaysAsStored() throws {
        let record = try #require(try Self.read(after: "UPDATE event SET value = value - 60 WHERE name = 'pills'"))
        #expect(record.taskNotifications.map(\.occurrence.task) == ["walk"])
        #expect(record.otherEvents.map(\.unit) == ["sent"])
    }

    @Test("Seed 003 story 15: the caregiver's audio-message length reads back with when it was set")
    func theAudioMessageLengthReadsBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.audioMessage == (try AudioMessageSetting(seconds: 30, since: Self.sent - 3600)))
    }

    @Test("Seed 003 story 15: an audio-message length outside 5 to 60 s stays as stored")
    func anAudioLengthOutsideTheRangeStaysAsStored() throws {
        let record = try #require(try Self.read(after: "UPDATE event SET value = 90 WHERE unit = 'setting'"))
        #expect(record.audioMessage == nil)
        #expect(record.otherEvents.map(\.unit) == ["setting"])
    }
}
