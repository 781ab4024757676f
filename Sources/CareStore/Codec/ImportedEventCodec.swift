import CareModel

/// The kinds only imports write (`activity`, `tag`, `food`, `weather`): the domain has no
/// type for them, so their rows are the record's `otherEvents`, written and read as stored.
struct ImportedEventCodec: EventCodec {
    var readsDetails: Bool { true }
    let kind: EventKind

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {}

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        record.otherEvents.append(row.other(kind))
    }
}
