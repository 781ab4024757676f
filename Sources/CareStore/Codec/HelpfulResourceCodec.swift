import CareModel

/// `helpful_resource` rows: a view or a change of the list of helpful resources (seed 002,
/// entries 64-74), at the instant it happened. `name` is the action (`view`, `add`, `edit`,
/// `delete`, `reorder`); a view's `value` is the entries the list held and its `unit`
/// `entries`; a change's `value` is the entry's position (1 the top; a reorder's the one it
/// moved from), its `unit` the entry's kind (`phone_number`, `web_url`, `email_address`,
/// `other`) and a reorder's `detail_value` the position it moved to. No entry's text is ever
/// stored.
///
/// A row of another shape (an unknown action or kind, a position below 1 or not whole, a
/// reorder without its destination) stays as stored.
struct HelpfulResourceCodec: EventCodec {
    var readsDetails: Bool { true }

    /// The unit of a view's count of entries.
    static let entries = "entries"

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for event in record.helpfulResourceEvents {
            switch event.action {
            case .view(let entries):
                rows.add(event.at, event.name, Double(entries), Self.entries)
            case .change(.add(let kind, let position)), .change(.edit(let kind, let position)),
                 .change(.delete(let kind, let position)):
                rows.add(event.at, event.name, Double(position), kind.rawValue)
            case .change(.reorder(let kind, let from, let to)):
                rows.add(event.at, event.name, Double(from), kind.rawValue, detailValue: Double(to))
            }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard let action = action(of: row) else { return record.otherEvents.append(row.other(.helpfulResource)) }
        record.helpfulResourceEvents.append(HelpfulResourceEvent(action, at: row.timestamp))
    }

    /// The row's action, nil for a row of another shape.
    private func action(of row: EventRows.Row) -> HelpfulResourceEvent.Action? {
        let name = String(decoding: row.name, as: UTF8.self)
        guard let number = row.wholeValue, !row.unitIsNull else { return nil }
        if name == "view" {
            return number >= 0 && row.unitEquals(Self.entries) && row.detailValue.isNaN ? .view(entries: number) : nil
        }
        guard number >= 1, let kind = HelpfulResource.Kind(rawValue: String(decoding: row.unit, as: UTF8.self)) else { return nil }
        let to = row.detailValue.isNaN ? nil : Int(exactly: row.detailValue)
        switch name {
        case "add", "edit", "delete":
            guard row.detailValue.isNaN else { return nil }
            return .change(name == "add" ? .add(kind, position: number) : name == "edit" ? .edit(kind, position: number)
                : .delete(kind, position: number))
        case "reorder":
            guard let to, to >= 1, to != number else { return nil }
            return .change(.reorder(kind, from: number, to: to))
        default:
            return nil
        }
    }
}
