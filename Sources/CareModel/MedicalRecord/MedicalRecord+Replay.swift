import Foundation

extension MedicalRecord {
    /// Replays one change of a stored history: sets `subject` to `value` (nil deletes it)
    /// at `date` and records the change, its value before taken from the record. This is
    /// how the store reads a record back: a history written change by change replays to an
    /// equal record, identifiers and all.
    ///
    /// Refused, leaving the record as it was, when the change could not have been made
    /// through ``apply(_:at:)``: out of order, a value of another subject, a change that
    /// changes nothing, a new item whose identifier is not the next one, an edit into
    /// another kind, a name the record already holds.
    public mutating func replay(_ subject: RecordSubject, to value: RecordValue?, at date: Date) throws(MedicalRecordError) {
        if let last = history.last?.date, date < last { throw .outOfOrder(date: date, last: last) }
        let before: RecordValue?
        switch (subject, value) {
        case (.item(let id), nil):
            guard let old = items.removeValue(forKey: id) else { throw .unknownItem(id: id) }
            before = .item(old)
        case (.item(let id), .item(let item)?):
            let checked = try item.checked()
            guard checked == item else { throw .notReplayable(reason: "item \(id) is not trimmed") }
            if let old = items[id] {
                guard old.kind == item.kind else { throw .kindChanged(id: id, from: old.kind, to: item.kind) }
                before = .item(old)
            } else {
                guard id == nextID else { throw .notReplayable(reason: "a new item has id \(id), the next id is \(nextID)") }
                before = nil
            }
            try checkUnique(item, except: id)
            items[id] = item
            nextID = max(nextID, id + 1)
        case (.bloodType, nil):
            before = bloodType.map(RecordValue.bloodType)
            bloodType = nil
        case (.bloodType, .bloodType(let type)?):
            before = bloodType.map(RecordValue.bloodType)
            bloodType = type
        case (.tooth(let tooth), nil):
            before = dentalChart.teeth[tooth].map(RecordValue.tooth)
            dentalChart.clear(tooth)
        case (.tooth(let tooth), .tooth(let record)?):
            before = dentalChart.teeth[tooth].map(RecordValue.tooth)
            try dentalChart.restore(record, for: tooth)
        default:
            throw .notReplayable(reason: "a value of another subject than \(subject)")
        }
        // Setting a value equal to the one held altered nothing above.
        guard before != value else { throw .notReplayable(reason: "the change leaves \(subject) as it was") }
        history.append(RecordChange(date: date, subject: subject, before: before, after: value))
    }

    /// The record as it stood at `instant`: its history up to and including `instant`
    /// replayed (seed 001: a person's record as of a date).
    public func asOf(_ instant: Date) -> MedicalRecord {
        var record = MedicalRecord()
        for change in history where change.date <= instant {
            // The history was made by `apply`, so each of its changes replays.
            try! record.replay(change.subject, to: change.after, at: change.date)
        }
        return record
    }
}
