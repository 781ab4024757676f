import CareModel
import Foundation
import Testing

/// The basic medical record of seed 001: adding, editing and deleting medical
/// information (3.1.1.3-3.1.1.5) with a change history, and the dental chart.
@Suite struct MedicalRecordTests {
    static func at(_ minute: Int) -> Date { Date(timeIntervalSince1970: 1_773_100_000 + Double(minute) * 60) }

    @Test("Seed 001: conditions, allergies and medications are added, edited and deleted, each change in the history")
    func addEditDelete() throws {
        var record = MedicalRecord()
        let asthma = try #require(try record.apply(.add(.condition(Condition(name: " Asthma "))), at: Self.at(0)))
        let penicillin = try #require(try record.apply(.add(.allergy(Allergy(substance: "penicillin", reaction: "hives"))),
                                                       at: Self.at(1)))
        let inhaler = try #require(try record.apply(.add(.medication(MedicationReference(name: "salbutamol"))), at: Self.at(2)))
        try record.apply(.edit(id: penicillin, .allergy(Allergy(substance: "penicillin", reaction: "hives", severity: .severe))),
                         at: Self.at(3))
        try record.apply(.delete(id: inhaler), at: Self.at(4))

        #expect(record.conditions == [Condition(name: "Asthma")])
        #expect(record.allergies.map(\.severity) == [.severe])
        #expect(record.medications.isEmpty)
        #expect(record.history.map(\.action) == [.added, .added, .added, .edited, .deleted])
        #expect(record.history.map(\.subject) == [.item(id: asthma), .item(id: penicillin), .item(id: inhaler),
                                                  .item(id: penicillin), .item(id: inhaler)])
        #expect(record.history[3].before == .item(.allergy(Allergy(substance: "penicillin", reaction: "hives"))))
        #expect(record.history[4].after == nil)
        #expect(record.history.map(\.date) == (0...4).map(Self.at))
    }

    @Test("Seed 001: the blood type is set, changed and deleted with its history")
    func bloodType() throws {
        var record = MedicalRecord()
        try record.apply(.setBloodType(BloodType(text: "ab-")), at: Self.at(0))
        try record.apply(.setBloodType(.oPositive), at: Self.at(1))
        try record.apply(.setBloodType(nil), at: Self.at(2))
        #expect(record.bloodType == nil)
        #expect(record.history.map(\.action) == [.added, .edited, .deleted])
        #expect(record.history[1].before == .bloodType(.abNegative))
        #expect(BloodType.allCases.map(\.rawValue) == ["A+", "A-", "B+", "B-", "AB+", "AB-", "O+", "O-"])
        #expect(BloodType(text: "C+") == nil)
    }

    @Test("Seed 001: teeth and surfaces are charted, and the history keeps each tooth's previous state")
    func dentalChart() throws {
        var record = MedicalRecord()
        let molar = try Tooth(universal: "30")   // lower right first molar, FDI 46
        try record.apply(.setSurface(molar, .occlusal, .decayed), at: Self.at(0))
        try record.apply(.setSurface(molar, .occlusal, .filled), at: Self.at(1))
        try record.apply(.setTooth(molar, .crowned), at: Self.at(2))
        #expect(record.dentalChart.teeth[molar] == ToothRecord(status: .crowned))
        #expect(record.history.map(\.action) == [.added, .edited, .edited])
        #expect(record.history[2].before == .tooth(ToothRecord(status: .present, surfaces: [.occlusal: .filled])))
        try record.apply(.clearTooth(molar), at: Self.at(3))
        #expect(record.dentalChart.teeth.isEmpty)
        #expect(record.history.last?.action == .deleted)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var label: String
        var edit: RecordEdit
        var date = 10
        var error: MedicalRecordError
        var testDescription: String { label }
    }

    static let crownedTooth = try! Tooth(fdi: 11)
    static let molar = try! Tooth(fdi: 36)

    static let refusals: [Refusal] = [
        Refusal(label: "empty condition", edit: .add(.condition(Condition(name: "  "))), error: .empty(field: "condition name")),
        Refusal(label: "duplicate allergy ignoring case", edit: .add(.allergy(Allergy(substance: "Peanuts"))),
                error: .duplicate(kind: "allergy", name: "peanuts")),
        Refusal(label: "edit of an unknown item", edit: .edit(id: 99, .condition(Condition(name: "x"))), error: .unknownItem(id: 99)),
        Refusal(label: "delete of an unknown item", edit: .delete(id: 99), error: .unknownItem(id: 99)),
        Refusal(label: "edit into another kind", edit: .edit(id: 1, .condition(Condition(name: "peanuts"))),
                error: .kindChanged(id: 1, from: "allergy", to: "condition")),
        Refusal(label: "change dated before the last one", edit: .setBloodType(.aPositive), date: 0,
                error: .outOfOrder(date: at(0), last: at(1))),
        Refusal(label: "occlusal surface on an incisor", edit: .setSurface(crownedTooth, .occlusal, .decayed),
                error: .surfaceNotOnTooth(surface: .occlusal, tooth: crownedTooth)),
        Refusal(label: "incisal edge on a molar", edit: .setSurface(molar, .incisal, .sound),
                error: .surfaceNotOnTooth(surface: .incisal, tooth: molar)),
        Refusal(label: "surface of a crowned tooth", edit: .setSurface(crownedTooth, .mesial, .filled),
                error: .noSurfacesToChart(tooth: crownedTooth, status: .crowned)),
    ]

    @Test("Seed 001: invalid changes are refused with a typed error and leave the record as it was", arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        var record = MedicalRecord()
        try record.apply(.add(.allergy(Allergy(substance: "peanuts"))), at: Self.at(0))
        try record.apply(.setTooth(Self.crownedTooth, .crowned), at: Self.at(1))
        let before = record
        #expect(throws: refusal.error) { try record.apply(refusal.edit, at: Self.at(refusal.date)) }
        #expect(record == before)
    }

    @Test("A change that leaves the record as it was adds nothing to the history")
    func noOpChange() throws {
        var record = MedicalRecord()
        try record.apply(.setBloodType(.bNegative), at: Self.at(0))
        try record.apply(.setBloodType(.bNegative), at: Self.at(1))
        #expect(record.history.count == 1)
    }

    @Test("Renaming an item to its own name in another case is an edit, not a duplicate")
    func renameSameItem() throws {
        var record = MedicalRecord()
        let id = try #require(try record.apply(.add(.condition(Condition(name: "asthma"))), at: Self.at(0)))
        try record.apply(.edit(id: id, .condition(Condition(name: "Asthma"))), at: Self.at(1))
        #expect(record.conditions.map(\.name) == ["Asthma"])
    }

    @Test("Error descriptions name the tooth and the value")
    func descriptions() {
        #expect(MedicalRecordError.noSurfacesToChart(tooth: Self.crownedTooth, status: .crowned).description
                == "the upper right central incisor (Universal 8, FDI 11) is crowned; it has no natural surfaces to chart")
        #expect(MedicalRecordError.unknownToothNumber(system: "Universal", number: "33").description
                == "'33' is not a tooth in Universal numbering (1-32, or A-T for primary teeth)")
    }
}
