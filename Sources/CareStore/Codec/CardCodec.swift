import CareModel

/// `card` rows: one per thing a person did with their wellbeing card kit (seed 002,
/// entries 2-32), at the instant done. `name` is the action (`view`, `favourite`,
/// `unfavourite`, `note`, `note_edit`, `create`, `edit`, `delete`, `duplicate`), `value` the
/// card's number in the kit, `unit` its origin (`default` or `custom`), `detail_text` its
/// title and `detail_value` the number of the card it duplicates (NULL for an original). A
/// note's text is never stored.
///
/// A row of another shape (an unknown action or origin, a card number that is not a
/// positive whole number, no title) stays as stored.
struct CardCodec: EventCodec {
    var readsDetails: Bool { true }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for event in record.cardEvents {
            rows.add(event.at, event.action.rawValue, Double(event.cardID), event.origin.rawValue,
                     detailText: event.title, detailValue: event.duplicateOf.map(Double.init))
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let duplicateOf = row.detailValue.isNaN ? nil : Int(exactly: row.detailValue)
        guard let action = CardEvent.Action(rawValue: String(decoding: row.name, as: UTF8.self)),
              !row.unitIsNull, let origin = WellbeingCard.Origin(rawValue: String(decoding: row.unit, as: UTF8.self)),
              let id = row.wholeValue, id > 0, let title = row.detailText.map({ String(decoding: $0, as: UTF8.self) }),
              row.detailValue.isNaN || duplicateOf != nil
        else { return record.otherEvents.append(row.other(.card)) }
        record.cardEvents.append(CardEvent(action: action, cardID: id, title: title, origin: origin,
                                           duplicateOf: duplicateOf, at: row.timestamp))
    }
}
