import Foundation
import Testing
@testable import CareModel

/// Seed 001: a record's history replays to the same record, and a record as of a date is
/// its history up to then.
@Suite struct MedicalRecordReplayTests {
    static let t0 = Date(timeIntervalSince1970: 1_780_000_000)

    static func sample() throws -> MedicalRecord {
        var record = MedicalRecord()
        let asthma = try #require(try record.apply(.add(.condition(Condition(name: "asthma", note: "since a child"))), at: t0))
        let typo = try #require(try record.apply(.add(.allergy(Allergy(substance: "penicilin"))), at: t0))
        try record.apply(.setBloodType(.oNegative), at: t0)
        try record.apply(.setTooth(try Tooth(fdi: 18), .missing), at: t0)
        try record.apply(.setSurface(try Tooth(fdi: 36), .occlusal, .filled), at: t0 + 60)
        try record.apply(.delete(id: typo), at: t0 + 86_400)
        try record.apply(.add(.allergy(Allergy(substance: "penicillin", severity: .severe))), at: t0 + 86_400)
        try record.apply(.edit(id: asthma, .condition(Condition(name: "asthma", diagnosed: CalendarDay(year: 2001, month: 5, day: 1)))),
                         at: t0 + 2 * 86_400)
        try record.apply(.setTooth(try Tooth(fdi: 36), .crowned), at: t0 + 3 * 86_400)
        return record
    }

    @Test func seed001AHistoryReplaysToTheSameRecordIdentifiersAndAll() throws {
        let record = try Self.sample()
        var replayed = MedicalRecord()
        for change in record.history { try replayed.replay(change.subject, to: change.after, at: change.date) }
        #expect(replayed == record)
        // The next item gets the same identifier in both.
        var a = record, b = replayed
        #expect(try a.apply(.add(.medication(MedicationReference(name: "salbutamol"))), at: Self.t0 + 4 * 86_400)
                == b.apply(.add(.medication(MedicationReference(name: "salbutamol"))), at: Self.t0 + 4 * 86_400))
    }

    @Test func seed001TheRecordAsOfADateHoldsOnlyTheChangesUpToThen() throws {
        let record = try Self.sample()
        let first = record.asOf(Self.t0 + 3_600)
        #expect(first.allergies.map(\.substance) == ["penicilin"])
        #expect(first.conditions.first?.diagnosed == nil)
        #expect(first.dentalChart.teeth[try Tooth(fdi: 36)] == ToothRecord(status: .present, surfaces: [.occlusal: .filled]))
        let later = record.asOf(Self.t0 + 2 * 86_400)
        #expect(later.allergies.map(\.substance) == ["penicillin"])
        #expect(later.conditions.first?.diagnosed == CalendarDay(year: 2001, month: 5, day: 1))
        #expect(record.asOf(Self.t0 + 10 * 86_400) == record)
        #expect(record.asOf(Self.t0 - 1) == MedicalRecord())
    }

    @Test func seed001AChangeThatCouldNotHaveBeenMadeIsRefusedAndChangesNothing() throws {
        let record = try Self.sample()
        var copy = record
        let later = Self.t0 + 5 * 86_400
        #expect(throws: MedicalRecordError.self) { try copy.replay(.item(id: 9), to: .item(.medication(MedicationReference(name: "x"))), at: later) }
        #expect(throws: MedicalRecordError.self) { try copy.replay(.bloodType, to: .bloodType(.oNegative), at: later) }
        #expect(throws: MedicalRecordError.self) { try copy.replay(.bloodType, to: .item(.medication(MedicationReference(name: "x"))), at: later) }
        #expect(throws: MedicalRecordError.self) {
            try copy.replay(.tooth(try Tooth(fdi: 11)), to: .tooth(ToothRecord(status: .missing, surfaces: [.mesial: .filled])), at: later)
        }
        #expect(throws: MedicalRecordError.self) { try copy.replay(.item(id: 4), to: nil, at: Self.t0) }
        #expect(copy == record)
    }
}
