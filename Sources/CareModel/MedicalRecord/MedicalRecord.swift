import Foundation

/// A person's basic medical record (seed 001): conditions, allergies, references to the
/// medication list, immunisations (from clinical records), blood type and a dental chart, changed only through ``apply(_:at:)``
/// so that every addition, edit and deletion is kept in ``history``.
///
/// Items have identifiers that stay the same through edits; names are unique within a
/// kind, ignoring case. A change that leaves the record as it was is not recorded.
public struct MedicalRecord: Hashable, Codable, Sendable {
    /// Conditions, allergies, medication references and immunisations by identifier.
    public internal(set) var items: [Int: RecordItem] = [:]
    /// The blood type, when known.
    public internal(set) var bloodType: BloodType?
    /// The dental chart.
    public internal(set) var dentalChart = DentalChart()
    /// Every change in the order made.
    public internal(set) var history: [RecordChange] = []
    /// The identifier the next added item gets: identifiers are never reused.
    var nextID = 1

    /// An empty record.
    public init() {}

    /// The conditions in the order added.
    public var conditions: [Condition] {
        items.sorted { $0.key < $1.key }.compactMap { if case .condition(let c) = $0.value { c } else { nil } }
    }

    /// The allergies in the order added.
    public var allergies: [Allergy] {
        items.sorted { $0.key < $1.key }.compactMap { if case .allergy(let a) = $0.value { a } else { nil } }
    }

    /// The medication references in the order added.
    public var medications: [MedicationReference] {
        items.sorted { $0.key < $1.key }.compactMap { if case .medication(let m) = $0.value { m } else { nil } }
    }

    /// The immunisations in the order added.
    public var immunizations: [Immunization] {
        items.sorted { $0.key < $1.key }.compactMap { if case .immunization(let i) = $0.value { i } else { nil } }
    }

    /// Applies a change made at `date` and records it. Returns the new item's identifier
    /// for `.add`, nil otherwise. A refused change leaves the record as it was.
    @discardableResult
    public mutating func apply(_ edit: RecordEdit, at date: Date) throws(MedicalRecordError) -> Int? {
        if let last = history.last?.date, date < last { throw .outOfOrder(date: date, last: last) }
        switch edit {
        case .add(let item):
            let checked = try item.checked()
            try checkUnique(checked, except: nil)
            let id = nextID
            nextID += 1
            items[id] = checked
            record(date, .item(id: id), before: nil, after: .item(checked))
            return id
        case .edit(let id, let item):
            guard let old = items[id] else { throw .unknownItem(id: id) }
            let checked = try item.checked()
            guard checked.kind == old.kind else { throw .kindChanged(id: id, from: old.kind, to: checked.kind) }
            try checkUnique(checked, except: id)
            items[id] = checked
            record(date, .item(id: id), before: .item(old), after: .item(checked))
        case .delete(let id):
            guard let old = items.removeValue(forKey: id) else { throw .unknownItem(id: id) }
            record(date, .item(id: id), before: .item(old), after: nil)
        case .setBloodType(let type):
            let old = bloodType
            bloodType = type
            record(date, .bloodType, before: old.map(RecordValue.bloodType), after: type.map(RecordValue.bloodType))
        case .setTooth(let tooth, let status):
            var chart = dentalChart
            chart.setStatus(status, for: tooth)
            commit(chart, tooth: tooth, date: date)
        case .setSurface(let tooth, let surface, let status):
            var chart = dentalChart
            try chart.setSurface(surface, status, for: tooth)
            commit(chart, tooth: tooth, date: date)
        case .clearTooth(let tooth):
            var chart = dentalChart
            chart.clear(tooth)
            commit(chart, tooth: tooth, date: date)
        }
        return nil
    }

    func checkUnique(_ item: RecordItem, except id: Int?) throws(MedicalRecordError) {
        for (otherID, other) in items where otherID != id && other.kind == item.kind
            && Name.key(other.name) == Name.key(item.name) {
            throw .duplicate(kind: item.kind, name: other.name)
        }
    }

    private mutating func commit(_ chart: DentalChart, tooth: Tooth, date: Date) {
        let before = dentalChart.teeth[tooth], after = chart.teeth[tooth]
        dentalChart = chart
        record(date, .tooth(tooth), before: before.map(RecordValue.tooth), after: after.map(RecordValue.tooth))
    }

    private mutating func record(_ date: Date, _ subject: RecordSubject, before: RecordValue?, after: RecordValue?) {
        guard before != after else { return }
        history.append(RecordChange(date: date, subject: subject, before: before, after: after))
    }
}
