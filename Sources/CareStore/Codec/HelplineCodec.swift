import CareModel
import Foundation

/// `helpline` rows: the helplines message shown after a negative mood (seed 004,
/// DR5.FR7.1), one row at the instant it was shown: `name` the mood (`sad`, `angry`, `sick`
/// or `overwhelmed`), `value` 1 when a helpline was called from it and 0 when not, `unit`
/// `shown`, and for a call `detail_value` the seconds from the message to the call. A called
/// row without that detail (an import that says whether, not when) is dated at the message.
///
/// A row of another shape (a mood that is not negative, another value or unit, a negative
/// delay) stays as stored.
struct HelplineCodec: EventCodec {
    var readsDetails: Bool { true }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for prompt in record.helplinePrompts {
            rows.add(prompt.shownAt, prompt.mood.rawValue, prompt.called ? 1 : 0, "shown",
                     detailValue: prompt.calledAt.map { $0.timeIntervalSince(prompt.shownAt) })
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let delay = row.detailValue
        guard row.unitIs("shown"), row.value == 0 || row.value == 1, let mood = Mood(rawValue: String(decoding: row.name, as: UTF8.self)),
              row.value == 1 || delay.isNaN,
              let prompt = try? HelplinePrompt(mood: mood, shownAt: row.timestamp,
                                              calledAt: row.value == 1 ? row.timestamp.addingTimeInterval(delay.isNaN ? 0 : delay) : nil)
        else { return record.otherEvents.append(row.other(.helpline)) }
        record.helplinePrompts.append(prompt)
    }
}
