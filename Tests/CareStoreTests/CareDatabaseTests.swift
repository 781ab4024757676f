import CareModel
import Foundation
import GRDB
import Testing
@testable import CareStore

@Suite struct CareDatabaseTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-store-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var path: String { folder.appendingPathComponent("test.sqlite").path }

    static let zone = TimeZone(identifier: "America/New_York")!
    static let headache = Symptom(name: "headache", category: SymptomCategory("Head"))

    static func log(_ id: Int) -> PersonRecord {
        PersonRecord(
            personID: id, timeZone: zone,
            symptomEntries: [SymptomEntry(symptom: headache, timestamp: Date(timeIntervalSince1970: 1_772_450_000),
                                          timeOfDay: .morning, severity: .severe)],
            factorEntries: [
                LifestyleFactorEntry(factor: "caffeine", timestamp: Date(timeIntervalSince1970: 1_772_440_000),
                                     timeOfDay: .morning, measurement: .amount(150, .milligrams)),
                LifestyleFactorEntry(factor: "stress", timestamp: Date(timeIntervalSince1970: 1_772_460_000),
                                     timeOfDay: .evening, measurement: .level(.aLot)),
            ])
    }

    @Test func aNewDatabaseIsReadableByItsOwnerOnly() throws {
        _ = try CareDatabase.create(at: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aNewDatabaseHasSixteenKilobytePagesAndAnOlderOneKeepsItsOwn() throws {
        let database = try CareDatabase.create(at: path)
        try database.append([Self.log(1)])
        #expect(try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "PRAGMA page_size") } == 16384)

        // A database of SQLite's default 4 KB pages, as CareLab wrote before, opens and
        // migrates with its own page size.
        let older = folder.appendingPathComponent("older.sqlite").path
        try DatabaseQueue(path: older).write { try $0.execute(sql: "PRAGMA page_size = 4096; CREATE TABLE t(x)") }
        let opened = try CareDatabase.open(at: older)
        try opened.append([Self.log(1)])
        #expect(try DatabaseQueue(path: older).read { try Int.fetchOne($0, sql: "PRAGMA page_size") } == 4096)
        #expect(try opened.eventCount() == 3)
    }

    @Test func creatingOverAnExistingFileFails() throws {
        _ = try CareDatabase.create(at: path)
        #expect(throws: StoreError.self) { try CareDatabase.create(at: path) }
    }

    @Test func openingAMissingFileFails() {
        #expect(throws: StoreError.self) { try CareDatabase.open(at: path) }
    }

    @Test func storedPeopleAndEventsReadBackAsTheyWereWritten() throws {
        let database = try CareDatabase.create(at: path)
        try database.setSymptoms([Self.headache])
        try database.setRunInfo(["seed": "7"])
        try database.append([Self.log(1), Self.log(2)])

        let reopened = try CareDatabase.open(at: path)
        #expect(try reopened.runInfo()["seed"] == "7")
        #expect(try reopened.personCount() == 2)
        #expect(try reopened.eventCount() == 6)
        var logs: [PersonRecord] = []
        try reopened.forEachPerson { logs.append($0) }
        #expect(logs.map(\.personID) == [1, 2])
        #expect(logs[0].timeZone == Self.zone)
        #expect(logs[0].symptomEntries == Self.log(1).symptomEntries)
        #expect(logs[0].factorEntries == Self.log(1).factorEntries)
    }

    @Test func aSymptomReportedAbsentReadsBackAsAnEntry() throws {
        let database = try CareDatabase.create(at: path)
        try database.setSymptoms([Self.headache])
        let days = [(3, Severity.severe), (0, .absent), (2, .moderate), (0, .absent)].enumerated().map { day, entry in
            SymptomEntry(symptom: Self.headache, timestamp: Date(timeIntervalSince1970: 1_772_450_000 + Double(day) * 86_400),
                         timeOfDay: .morning, severity: entry.1)
        }
        try database.append([PersonRecord(personID: 1, timeZone: Self.zone, symptomEntries: days)])
        var logs: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { logs.append($0) }
        #expect(logs.first?.symptomEntries == days)
    }

    @Test func aFailedBatchLeavesTheDatabaseAsItWas() throws {
        let database = try CareDatabase.create(at: path)
        try database.append([Self.log(1)])
        // Person 1 again violates the primary key: the whole batch is rolled back.
        #expect(throws: StoreError.self) { try database.append([Self.log(2), Self.log(1)]) }
        #expect(try database.personCount() == 1)
        #expect(try database.eventCount() == 3)
    }
}
