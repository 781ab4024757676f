import CareModel
import Foundation
import Testing
@testable import CareStore

/// `helpful_resource` rows (seed 002, entries 64-74): views and changes read back as written,
/// kinds and places only; a row of another shape stays as stored.
@Suite struct HelpfulResourceCodecTests {
    static let at = Date(timeIntervalSince1970: 1_790_000_000)
    static let events = [
        HelpfulResourceEvent(.view(entries: 0), at: at), HelpfulResourceEvent(.change(.add(.phoneNumber, position: 1)), at: at + 1),
        HelpfulResourceEvent(.view(entries: 2), at: at + 60), HelpfulResourceEvent(.change(.reorder(.webURL, from: 2, to: 1)), at: at + 61),
        HelpfulResourceEvent(.change(.edit(.other, position: 2)), at: at + 61),
        HelpfulResourceEvent(.change(.delete(.emailAddress, position: 1)), at: at + 62),
    ]

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, helpfulResourceEvents: events)])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 002 Req 64-74: helpful-resource views and changes read back in order, a reorder with its destination")
    func readBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.helpfulResourceEvents == Self.events)
        #expect(record.otherEvents.isEmpty)
    }

    @Test("Seed 002 Req 64-74: an unknown kind, a position 0 or a reorder without destination stays as stored")
    func otherShapesStayAsStored() throws {
        let record = try #require(try Self.read(after: """
            UPDATE event SET unit = 'fax' WHERE name = 'add';
            UPDATE event SET value = 0 WHERE name = 'edit';
            UPDATE event SET detail_value = NULL WHERE name = 'reorder';
            """))
        #expect(record.helpfulResourceEvents.map(\.name) == ["view", "view", "delete"])
        #expect(record.otherEvents.map(\.name) == ["add", "reorder", "edit"])
        #expect(record.otherEvents.allSatisfy { $0.kind == "helpful_resource" })
    }
}
