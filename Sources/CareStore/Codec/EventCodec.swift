import CareModel
import Foundation
import GRDB

/// How one kind of entry is stored as event rows and read back: the encoder and the
/// decoder side by side, so that what one writes the other reads, and a record read back
/// equals the record written (`RecordRoundTripTests`). The kinds and their codecs are
/// listed once, in ``EventVocabulary``.
///
/// A row the kind's domain type cannot hold (a Daylio mood on another scale, a dose of an
/// amount, a measurement without a recorded source) is read into the record's
/// `otherEvents`, unchanged, never dropped and never given a default.
protocol EventCodec {
    /// Whether the kind's rows need `local_date`, `detail_text` and `detail_value`: the
    /// reader selects them only then, since SQLite extracts every selected column of every
    /// row.
    var readsDetails: Bool { get }
    /// Whether the kind's rows need `seq`, selected as the last column: a kind whose
    /// entries have rows in other tables finds them by the event's key.
    var readsSeq: Bool { get }
    /// Called before a person's rows of the kind: reads what the kind keeps outside
    /// `event` for the person.
    mutating func begin(personID: Int, in db: Database) throws
    /// Writes the rows of `record`'s entries of the codec's kind.
    func encode(_ record: PersonRecord, into rows: inout EventEncoder)
    /// Reads one stored row of the kind back into `record`.
    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord)
    /// Called after a person's last row of the kind: hands on what the codec still holds.
    mutating func finish(into record: inout PersonRecord)
}

extension EventCodec {
    var readsDetails: Bool { false }
    var readsSeq: Bool { false }
    mutating func begin(personID: Int, in db: Database) throws {}
    mutating func finish(into record: inout PersonRecord) {}
}

extension EventRows.Row {
    /// The row as an entry the domain has no type for.
    func other(_ kind: EventKind) -> OtherEvent {
        func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        return OtherEvent(
            kind: kind.rawValue, timestamp: timestamp, name: string(name), value: value.isNaN ? nil : value,
            unit: unitIsNull ? nil : string(unit), timeOfDay: TimeOfDay(rawValue: string(timeOfDay)),
            detailText: detailText.map(string), detailValue: detailValue.isNaN ? nil : detailValue)
    }

    /// The value as an integer, nil when it is NULL or not a whole number.
    var wholeValue: Int? {
        let value = value
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// Whether the unit is exactly `text`.
    func unitIs(_ text: StaticString) -> Bool {
        !unitIsNull && unit.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Whether the unit is exactly `text`, a vocabulary constant such as ``FactorLevel/unit``.
    func unitEquals(_ text: String) -> Bool {
        !unitIsNull && unit.elementsEqual(text.utf8)
    }
}
