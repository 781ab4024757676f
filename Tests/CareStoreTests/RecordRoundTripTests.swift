import CareModel
import Foundation
import PropertyBased
import Testing
@testable import CareStore

/// Lossless storage: for every kind, record → rows → record is the identity
/// (`RecordGenerator` draws records with every kind and field the store keeps).
@Suite struct RecordRoundTripTests {
    /// Writes `records` to a new database and reads them back.
    static func roundTrip(_ records: [PersonRecord]) throws -> [PersonRecord] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-roundtrip-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        try database.setSymptoms(RecordGenerator.symptoms)
        try database.append(records)
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        return read
    }

    /// Symptom entries included with their relieving and aggravating factors and notes
    /// (seed 000, Req 5-7): none, one or several, names and texts repeated on one entry,
    /// several entries at one instant.
    @Test func everyRecordReadsBackAsItWasWritten() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var generator = RecordGenerator(seed: seed)
            var records = (0..<3).map { _ in generator.record() }
            for index in records.indices { records[index].personID = index + 1 }
            let read = try Self.roundTrip(records)
            #expect(read == records, "seed \(seed)")
        }
    }

    /// A record's entry count (the run summary's and truth.json's `events`) is the number of
    /// event rows it stores; measurements and questionnaires are left out of the records, as
    /// one entry of theirs can store two rows (a blood pressure's halves, PHQ-9 item 9).
    @Test func theEntryCountIsTheNumberOfRowsStored() async {
        await propertyCheck(count: 50, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var generator = RecordGenerator(seed: seed)
            var record = generator.record()
            record.measurements = []
            record.questionnaires = []
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-count-\(UUID().uuidString).sqlite").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let database = try CareDatabase.create(at: path)
            try database.setSymptoms(RecordGenerator.symptoms)
            try database.append([record])
            let stored = try database.eventCount()
            #expect(stored == record.entryCount, "seed \(seed): \(stored) rows, \(record.entryCount) entries")
        }
    }

    @Test func aSnoozeStoredBeforeItsLengthWasKeptIsReadAsStoredNotGivenADefault() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try CareDatabase.create(at: path)
        let occurrence = TaskOccurrence(task: "stretch", scheduled: Date(timeIntervalSince1970: 1_772_400_000))
        try database.append([PersonRecord(personID: 1, timeZone: .gmt, taskOutcomes: [
            try .snoozed(occurrence, at: Date(timeIntervalSince1970: 1_772_400_000), for: 600),
        ])])
        try database.write { db in try db.execute(sql: "UPDATE event SET detail_value = NULL") }
        var read: [PersonRecord] = []
        try CareDatabase.open(at: path).forEachPerson { read.append($0) }
        #expect(read.first?.taskOutcomes.isEmpty == true)
        #expect(read.first?.otherEvents.map(\.unit) == ["snoozed"])
    }
}
