import CareModel

/// `redemption` rows: `name` what the points bought (e.g. `gift card`), `value` the points
/// spent, `unit` `points`, `detail_text` the redemption's id (seed 004, DR6; NULL for an
/// imported redemption); `local_date` the day whose month's balance they lower.
struct RedemptionCodec: EventCodec {
    var readsDetails: Bool { true }
    private var day = DecodedStrings { CalendarDay(iso8601: $0) }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for redemption in record.redemptions {
            rows.add(redemption.instant, redemption.reward, Double(redemption.points), "points", detailText: redemption.id)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.unitIs("points"), let points = row.wholeValue, points >= 1, let day = day(row.localDate)
        else { return record.otherEvents.append(row.other(.redemption)) }
        record.redemptions.append(RewardRedemption(
            id: row.detailText.map { String(decoding: $0, as: UTF8.self) }, reward: String(decoding: row.name, as: UTF8.self), points: points,
            instant: row.timestamp, day: day))
    }
}
