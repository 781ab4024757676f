import CareModel

/// `journal` rows: an emotion-journal entry's keyword as `name`, the keyword's valence
/// (0-1, from the dictionary of emotions; NULL for a word it does not have) as `value`,
/// `unit` `valence`. The entry's text is never stored here.
struct JournalCodec: EventCodec {
    private var keyword = DecodedStrings { $0 }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for entry in record.journalKeywords {
            rows.add(entry.at, entry.keyword, EmotionDictionary.standard.word(entry.keyword)?.affect.valence, "valence")
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.unitIs("valence") else { return record.otherEvents.append(row.other(.journal)) }
        record.journalKeywords.append(JournalKeyword(keyword: keyword(row.name), at: row.timestamp))
    }
}
