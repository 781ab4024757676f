import CareModel
import Foundation
import Testing
@testable import CareStore

/// `module` rows (seed 004 DR5.FR6.0, DR8): an attempt is read back with its choices; a row
/// whose choices do not make an attempt stays as stored.
@Suite struct ModuleCodecTests {
    static let at = Date(timeIntervalSince1970: 1_772_400_000)

    static func read(after sql: String? = nil) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, moduleAttempts: [
            try ModuleAttempt(module: "cravings", at: at, chosen: [1, 0, 2], correct: [1, 2, 2]),
        ])])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 004 DR8: an attempt is stored as its score with the choices in documented JSON")
    func seed004DR8TheRowHoldsScoreAndChoices() throws {
        let record = try #require(try Self.read())
        #expect(record.moduleAttempts.map(\.chosen) == [[1, 0, 2]] && record.moduleAttempts.first?.score == 2.0 / 3)
        #expect(ModuleCodec.detail(of: record.moduleAttempts[0]) == #"{"chosen":[1,0,2],"correct":[1,2,2]}"#)
    }

    @Test("Seed 004 DR8: a row whose score does not follow from its choices stays as stored")
    func seed004DR8AScoreThatDoesNotFollowStaysAsStored() throws {
        let record = try Self.read(after: "UPDATE event SET value = 0.5 WHERE name = 'cravings'")
        #expect(record?.moduleAttempts.isEmpty == true)
        #expect(record?.otherEvents.map(\.kind) == ["module"])
    }

    @Test("Seed 004 DR8: a row whose lists differ in length stays as stored")
    func seed004DR8UnequalListsStayAsStored() throws {
        let record = try Self.read(after: #"UPDATE event SET detail_text = '{"chosen":[1,0],"correct":[1,2,2]}'"#)
        #expect(record?.moduleAttempts.isEmpty == true)
        #expect(record?.otherEvents.first?.detailText == #"{"chosen":[1,0],"correct":[1,2,2]}"#)
    }
}
