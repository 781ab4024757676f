import CareModel

/// `usage` rows: `name` what the person or the app did (an ``AppUsageEvent/Kind``: `login`,
/// `reminder_sent`, …); `value` and `unit` NULL.
struct UsageCodec: EventCodec {
    private var kind = DecodedStrings { AppUsageEvent.Kind(rawValue: $0) }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for usage in record.usageEvents { rows.add(usage.timestamp, usage.kind.rawValue, nil, nil) }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard let kind = kind(row.name), row.value.isNaN, row.unitIsNull else {
            return record.otherEvents.append(row.other(.usage))
        }
        record.usageEvents.append(AppUsageEvent(kind: kind, timestamp: row.timestamp))
    }
}
