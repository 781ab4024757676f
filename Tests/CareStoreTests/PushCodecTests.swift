import CareModel
import Foundation
import Testing
@testable import CareStore

/// `push` rows (seed 004, DR7.FR9.0-9.2): notifications and the choice of kinds read back as
/// written, never a text; a row of another shape stays as stored.
@Suite struct PushCodecTests {
    static let at = Date(timeIntervalSince1970: 1_790_000_000)
    static let notifications = [
        PushNotification(kind: .dailyCheckIn, sentAt: at + 3600, opened: true),
        PushNotification(kind: .cohortMessage, sentAt: at + 7200, opened: false),
    ]
    static let choice = PushPreferencesChoice(
        preferences: NotificationPreferences(selection: .only([.dailyCheckIn, .cohortMessage])), since: at)

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, pushNotifications: notifications, pushPreferences: choice)])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 004 DR7.FR9.2: notifications and a choice of specific kinds read back as written, one row per kind")
    func readBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.pushNotifications == Self.notifications)
        #expect(record.pushPreferences == Self.choice)
        #expect(record.otherEvents.isEmpty)
        #expect(record.entryCount == 2 + NotificationKind.allCases.count)
    }

    @Test("Seed 004 DR7.FR9.2: an unknown kind, a value of 2 or a kind muted under all stays as stored")
    func otherShapesStayAsStored() throws {
        let unknown = try #require(try Self.read(after: "UPDATE event SET name = 'check_in' WHERE unit = 'sent' AND name = 'daily_check_in'"))
        #expect(unknown.pushNotifications.map(\.kind) == [.cohortMessage] && unknown.otherEvents.count == 1)
        let two = try #require(try Self.read(after: "UPDATE event SET value = 2 WHERE unit = 'sent' AND name = 'cohort_message'"))
        #expect(two.pushNotifications.map(\.kind) == [.dailyCheckIn] && two.otherEvents.count == 1)
        let mixed = try #require(try Self.read(after: "UPDATE event SET detail_text = 'all' WHERE unit = 'preference' AND value = 0"))
        #expect(mixed.pushPreferences?.keepsAll == false, "\(String(describing: mixed.pushPreferences))")
        #expect(mixed.otherEvents.count == NotificationKind.allCases.count - 2)
    }
}
