import CareModel

/// `mood` rows: `name` the mood, `value` its position on the scale `unit` names: `valence`
/// (0-1) for the mood survey's eight moods (seed 004), which are read back as check-ins
/// when the value is the mood's own valence; other scales (Daylio's `daylio_1_5`,
/// Bearable's ratings) and other values stay as stored.
struct MoodCodec: EventCodec {
    private var mood = DecodedStrings { Mood(rawValue: $0) }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for checkIn in record.moods {
            rows.add(checkIn.timestamp, checkIn.mood.rawValue, checkIn.mood.affect.valence, "valence")
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.unitIs("valence"), let mood = mood(row.name), row.value == mood.affect.valence else {
            return record.otherEvents.append(row.other(.mood))
        }
        record.moods.append(MoodCheckIn(mood: mood, timestamp: row.timestamp))
    }
}
