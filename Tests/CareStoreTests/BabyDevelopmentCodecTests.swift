import CareModel
import Foundation
import Testing
@testable import CareStore

/// `baby_development` rows (seed 004, DR5.FR7.2): the weeks of the facts opened read back as
/// written, with their trimester; a row of another shape stays as stored. Never a fact's text.
@Suite struct BabyDevelopmentCodecTests {
    static let at = Date(timeIntervalSince1970: 1_790_000_000)
    static let views = [
        try! BabyDevelopmentView(week: 12, viewedAt: at), try! BabyDevelopmentView(week: 20, viewedAt: at + 86_400 * 56),
        try! BabyDevelopmentView(week: 33, viewedAt: at + 86_400 * 147),
    ]

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, babyDevelopmentViews: views)])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 004 DR5.FR7.2: baby-development views read back with their weeks and trimesters")
    func readBack() throws {
        let record = try #require(try Self.read(after: nil))
        #expect(record.babyDevelopmentViews == Self.views)
        #expect(record.babyDevelopmentViews.map(\.trimester) == [.first, .second, .third])
        #expect(record.otherEvents.isEmpty)
    }

    @Test("Seed 004 DR5.FR7.2: a week not whole, or whose trimester is not the one stored, stays as stored")
    func otherShapesStayAsStored() throws {
        let record = try #require(try Self.read(
            after: "UPDATE event SET value = 12.5 WHERE value = 12; UPDATE event SET value = 30 WHERE value = 20"))
        #expect(record.babyDevelopmentViews.map(\.week) == [33])
        #expect(record.otherEvents.map(\.value) == [12.5, 30])
        #expect(record.otherEvents.allSatisfy { $0.kind == "baby_development" && $0.name == "week" })
    }
}
