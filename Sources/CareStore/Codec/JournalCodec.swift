import CareModel
import Foundation

/// `journal` rows: an emotion-journal entry's keyword as `name`, the keyword's valence
/// (0-1, from the dictionary of emotions; NULL for a word it does not have) as `value`,
/// `unit` `valence`, at the instant the entry was written. An edit and a delete of the entry
/// (seed 002, entries 40-44) are a row each at their instant, `name` the keyword, `value`
/// the instant the entry was written (Unix seconds), `unit` `edited` or `deleted`. The
/// entry's text is never stored. A row whose value is not its keyword's valence (an
/// import's own scale) stays as stored.
///
/// An edit or a delete follows the entry's writing, so reading rows in time order finds the
/// entry first; an `edited` or `deleted` row without its entry, or a second one, stays as
/// stored.
struct JournalCodec: EventCodec {
    private var keyword = DecodedStrings { (word: $0, valence: EmotionDictionary.standard.word($0)?.affect.valence) }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for entry in record.journalKeywords {
            rows.add(entry.at, entry.keyword, EmotionDictionary.standard.word(entry.keyword)?.affect.valence, "valence")
            let written = entry.at.timeIntervalSince1970
            if let edited = entry.editedAt { rows.add(edited, entry.keyword, written, "edited") }
            if let deleted = entry.deletedAt { rows.add(deleted, entry.keyword, written, "deleted") }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let keyword = keyword(row.name)
        if row.unitIs("edited") || row.unitIs("deleted") {
            let edit = row.unitIs("edited"), written = Date(timeIntervalSince1970: row.value)
            guard row.value.isFinite,
                  let index = record.journalKeywords.lastIndex(where: {
                      $0.keyword == keyword.word && $0.at == written && (edit ? $0.editedAt : $0.deletedAt) == nil
                  }) else {
                return record.otherEvents.append(row.other(.journal))
            }
            if edit { record.journalKeywords[index].editedAt = row.timestamp } else {
                record.journalKeywords[index].deletedAt = row.timestamp
            }
            return
        }
        guard row.unitIs("valence"), keyword.valence.map({ $0 == row.value }) ?? row.value.isNaN else {
            return record.otherEvents.append(row.other(.journal))
        }
        record.journalKeywords.append(JournalKeyword(keyword: keyword.word, at: row.timestamp))
    }
}
