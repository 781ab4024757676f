import CareModel

/// `chat` rows: the messages a person posted in their cohort chat (seed 004, DR4.FR5.0-5.2,
/// DR5.FR7.1), never their text. A message's row, at the instant sent, has `name` `written`
/// or `mood_post`, `value` its number among the person's messages, `unit` the
/// administrator's visibility window (`1h`, `2h`, `24h`, `48h`) and, for a mood post,
/// `detail_text` the mood. An administrator's deletion is a row `name` `deleted` and the
/// first reply a row `name` `replied`, each at its instant with `value` the message's number
/// and `unit` `message`.
///
/// A deletion or reply follows its message in time, so reading rows in time order finds the
/// message first. A row of another shape, or a deletion or reply without its message, stays
/// as stored.
struct ChatCodec: EventCodec {
    var readsDetails: Bool { true }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for message in record.chatMessages {
            let number = Double(message.number)
            rows.add(message.sentAt, message.kind.mood == nil ? "written" : "mood_post", number, message.window.spelling,
                     detailText: message.kind.mood?.rawValue)
            if let deleted = message.deletedAt { rows.add(deleted, "deleted", number, "message") }
            if let replied = message.firstReplyAt { rows.add(replied, "replied", number, "message") }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard let number = row.wholeValue, number > 0, !row.unitIsNull else {
            return record.otherEvents.append(row.other(.chat))
        }
        let unit = String(decoding: row.unit, as: UTF8.self)
        let mood = row.detailText.map { Mood(rawValue: String(decoding: $0, as: UTF8.self)) }
        switch String(decoding: row.name, as: UTF8.self) {
        case "written" where mood == nil:
            guard let window = ChatVisibilityWindow(spelling: unit) else { break }
            return record.chatMessages.append(PostedChatMessage(number: number, sentAt: row.timestamp, kind: .written,
                                                                window: window))
        case "mood_post":
            guard let window = ChatVisibilityWindow(spelling: unit), let mood = mood ?? nil else { break }
            return record.chatMessages.append(PostedChatMessage(number: number, sentAt: row.timestamp, kind: .mood(mood),
                                                                window: window))
        case "deleted" where unit == "message" && mood == nil:
            guard let index = message(number, before: row, in: record, where: { $0.deletedAt == nil }) else { break }
            return record.chatMessages[index].deletedAt = row.timestamp
        case "replied" where unit == "message" && mood == nil:
            guard let index = message(number, before: row, in: record, where: { $0.firstReplyAt == nil }) else { break }
            return record.chatMessages[index].firstReplyAt = row.timestamp
        default:
            break
        }
        record.otherEvents.append(row.other(.chat))
    }

    /// The index of the latest message numbered `number` sent no later than `row` that
    /// satisfies `open`.
    private func message(_ number: Int, before row: EventRows.Row, in record: PersonRecord,
                         where open: (PostedChatMessage) -> Bool) -> Int? {
        record.chatMessages.lastIndex { $0.number == number && $0.sentAt <= row.timestamp && open($0) }
    }
}
