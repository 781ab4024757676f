import CareModel

/// `journal` rows: an emotion-journal entry's keyword as `name`, the keyword's valence
/// (0-1, from the dictionary of emotions; NULL for a word it does not have) as `value`,
/// `unit` `valence`. The entry's text is never stored here. A row whose value is not its
/// keyword's valence (an import's own scale) stays as stored.
struct JournalCodec: EventCodec {
    private var keyword = DecodedStrings { (word: $0, valence: EmotionDictionary.standard.word($0)?.affect.valence) }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for entry in record.journalKeywords {
            rows.add(entry.at, entry.keyword, EmotionDictionary.standard.word(entry.keyword)?.affect.valence, "valence")
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let keyword = keyword(row.name)
        guard row.unitIs("valence"), keyword.valence.map({ $0 == row.value }) ?? row.value.isNaN else {
            return record.otherEvents.append(row.other(.journal))
        }
        record.journalKeywords.append(JournalKeyword(keyword: keyword.word, at: row.timestamp))
    }
}
