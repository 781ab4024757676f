import CareModel
import Foundation
import Testing
@testable import CareStore

/// `goal` rows (seed 000 Req 16): read back as written, and a row that names no goal
/// period stays as stored.
@Suite struct GoalCodecTests {
    static let start = CalendarDay(year: 2026, month: 2, day: 2)
    static let at = Date(timeIntervalSince1970: 1_770_100_000)

    static func outcome() throws -> GoalOutcome {
        let goal = try Goal(name: "water goal", kind: .water, target: GoalTarget(amount: 1500, unit: .millilitres),
                            repeats: .weekly, start: start, method: .measured)
        return try goal.outcome(periodStart: start.adding(days: 7), amount: 1800, checkedOff: false, at: at)
    }

    static func read(after sql: String?) throws -> PersonRecord? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, goalOutcomes: [try outcome()])])
        if let sql { try database.write { db in try db.execute(sql: sql) } }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read.first
    }

    @Test("Seed 000 Req 16: a goal's outcome is stored with its goal and period and read back")
    func outcomeIsReadBack() throws {
        let record = try Self.read(after: nil)
        #expect(record?.goalOutcomes == [try Self.outcome()])
        #expect(record?.otherEvents.isEmpty == true)
    }

    @Test("Seed 000 Req 16: a goal row that names no period of its goal stays as stored", arguments: [
        "UPDATE event SET detail_text = replace(detail_text, '2026-02-09', '2026-02-10') WHERE kind = 'goal'",
        "UPDATE event SET unit = 'guessed' WHERE kind = 'goal'",
        "UPDATE event SET detail_text = '{}' WHERE kind = 'goal'",
    ])
    func malformedRowStaysAsStored(sql: String) throws {
        let record = try Self.read(after: sql)
        #expect(record?.goalOutcomes.isEmpty == true)
        #expect(record?.otherEvents.map(\.kind) == ["goal"])
    }
}
