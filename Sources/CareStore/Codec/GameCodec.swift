import CareModel
import Foundation

/// `game` rows: a learning game played (seed 003, stories 23 and 24), at the instant it was
/// finished. `name` is the game, `value` the score (0 to 100), `unit` `score` and
/// `detail_text` `sent_to_caregiver` when the score was sent to the caregiver, `not_sent`
/// when not. The game's reward and its score bonus are `reward` rows, as before.
///
/// A row of another shape (a score outside 0-100 or not whole, another unit or detail)
/// stays as stored.
struct GameCodec: EventCodec {
    var readsDetails: Bool { true }

    /// The detail of a score sent to the caregiver.
    static let sent = "sent_to_caregiver"
    /// The detail of a score not sent.
    static let notSent = "not_sent"

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for play in record.gamePlays {
            rows.add(play.playedAt, play.game, Double(play.score), "score",
                     detailText: play.sentToCaregiver ? Self.sent : Self.notSent)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let detail = row.detailText.map { String(decoding: $0, as: UTF8.self) }
        guard row.unitIs("score"), row.value.isFinite, row.value.rounded() == row.value,
              detail == Self.sent || detail == Self.notSent,
              let play = try? GamePlay(game: String(decoding: row.name, as: UTF8.self), playedAt: row.timestamp,
                                       score: Int(row.value), sentToCaregiver: detail == Self.sent)
        else { return record.otherEvents.append(row.other(.game)) }
        record.gamePlays.append(play)
    }
}
