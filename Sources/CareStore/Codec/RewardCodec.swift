import CareModel

/// `reward` rows: `name` the activity rewarded, `value` the points, `unit` `points`,
/// `detail_text` the id of the event that earned them and `detail_value` the version of the
/// reward rule that gave them (seed 004, DR6), both NULL for an imported award;
/// `local_date` the day they count on.
struct RewardCodec: EventCodec {
    var readsDetails: Bool { true }
    private var activity = DecodedStrings { RewardActivity(rawValue: $0) }
    private var day = DecodedStrings { CalendarDay(iso8601: $0) }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for award in record.rewards {
            rows.add(award.instant, award.activity.rawValue, Double(award.points), "points",
                     detailText: award.eventID, detailValue: award.ruleVersion.map(Double.init))
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let version = row.detailValue
        guard row.unitIs("points"), let activity = activity(row.name), let points = row.wholeValue, points >= 0,
              version.isNaN || (version.isFinite && version == version.rounded()), let day = day(row.localDate)
        else { return record.otherEvents.append(row.other(.reward)) }
        record.rewards.append(RewardLedgerEntry(
            eventID: row.detailText.map { String(decoding: $0, as: UTF8.self) }, activity: activity, instant: row.timestamp,
            day: day, points: points, ruleVersion: version.isNaN ? nil : Int(version)))
    }
}
