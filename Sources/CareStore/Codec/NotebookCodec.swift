import CareModel

/// `notebook` rows: the notes a person wrote (seed 000, Req 17-18), never their text.
/// `name` is the note's category, `unit` `text` or `appointment`, `value` an appointment
/// note's number of questions (0 for free text), and `detail_text` the parts of an
/// appointment note that were filled in, comma-separated in the order `symptom_rundown`,
/// `medication_effects`, `questions`, `plan` (empty when none; NULL for free text).
struct NotebookCodec: EventCodec {
    var readsDetails: Bool { true }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for note in record.notes {
            rows.add(note.at, note.category, Double(note.questionCount), note.isAppointment ? "appointment" : "text",
                     detailText: note.isAppointment ? note.parts.sorted().map(\.rawValue).joined(separator: ",") : nil)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let category = String(decoding: row.name, as: UTF8.self)
        guard let questions = row.wholeValue, questions >= 0 else { return record.otherEvents.append(row.other(.notebook)) }
        if row.unitIs("text"), questions == 0, row.detailText == nil {
            return record.notes.append(LoggedNote(at: row.timestamp, category: category, isAppointment: false))
        }
        guard row.unitIs("appointment"), let detail = row.detailText else {
            return record.otherEvents.append(row.other(.notebook))
        }
        let names = String(decoding: detail, as: UTF8.self).split(separator: ",", omittingEmptySubsequences: false)
        let parts = names.compactMap { LoggedNote.Part(rawValue: String($0)) }
        guard detail.isEmpty || parts.count == names.count, Set(parts).count == parts.count,
              parts.contains(.questions) || questions == 0
        else { return record.otherEvents.append(row.other(.notebook)) }
        record.notes.append(LoggedNote(at: row.timestamp, category: category, isAppointment: true, parts: Set(parts),
                                       questionCount: questions))
    }
}
