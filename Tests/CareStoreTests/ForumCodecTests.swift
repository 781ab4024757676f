import CareModel
import Foundation
import Testing
@testable import CareStore

/// `forum` rows (seed 004 DR3) that cannot follow their question stay as stored.
@Suite struct ForumCodecTests {
    static func read(after sql: String) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        let asked = Date(timeIntervalSince1970: 1_772_400_000)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, forumQuestions: [
            AskedQuestion(number: 1, isAnonymous: true, askedAt: asked, replies: [.init(role: .medicalProfessional, at: asked + 3600)]),
        ])])
        try database.write { db in try db.execute(sql: sql) }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test func seed004DR3AReplyWhoseQuestionIsGoneStaysAsStored() throws {
        let record = try Self.read(after: "DELETE FROM event WHERE name = 'question'")
        #expect(record?.forumQuestions.isEmpty == true)
        #expect(record?.otherEvents.map(\.unit) == ["medical_professional"])
    }

    /// Administrators do not reply in the forum (DR2.FR2.2): such a row is not a reply.
    @Test func seed004DR3AReplyByARoleThatCannotReplyStaysAsStored() throws {
        let record = try Self.read(after: "UPDATE event SET unit = 'administrator' WHERE name = 'reply'")
        #expect(record?.forumQuestions.first?.replies.isEmpty == true)
        #expect(record?.otherEvents.map(\.unit) == ["administrator"])
    }
}
