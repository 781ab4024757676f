import CareModel
import Foundation

/// One event row as the store writes it, with its texts: what ``PersonRows`` holds, read
/// back without a database, for writers that show the stored vocabulary outside SQLite
/// (``EventJSONLines``). The fields are the event table's (`Sources/CareStore/README.md`).
public struct StoredEvent: Hashable, Sendable {
    /// The kind, an ``EventKind`` raw value (or an imported kind kept as stored).
    public var kind: String
    /// The instant, in whole Unix seconds.
    public var occurredAtUnix: Int64
    /// Rows of the same kind at the same instant before this one.
    public var seq: Int
    /// The name (a symptom, a medication, a usage kind, …).
    public var name: String
    /// The value, nil when NULL.
    public var value: Double?
    /// The unit or scale of `value`, nil when NULL.
    public var unit: String?
    /// The part of the day, nil when NULL.
    public var timeOfDay: String?
    /// The person's local day of the instant, in the zone they were in (`YYYY-MM-DD`).
    public var localDate: String
    /// The kind's second text (a reward's event id, a measurement's source), nil when NULL.
    public var detailText: String?
    /// The kind's second number (a corrected dose's logged-at instant, …), nil when NULL.
    public var detailValue: Double?
}

extension PersonRows {
    /// The person's home time zone identifier.
    public var timeZoneIdentifier: String { timeZone }

    /// The identifier of the zone the person is in at `unix` (whole Unix seconds): the
    /// zone of their last change at or before it, else the home zone.
    public func timeZoneIdentifier(at unix: Int64) -> String {
        zoneChanges.last { $0.atUnix <= unix }?.timeZone ?? timeZone
    }

    /// The person's changes of zone in time order: from `atUnix` (whole Unix seconds) on,
    /// they are in the zone `timeZone` names.
    public var storedZoneChanges: [(atUnix: Int64, timeZone: String)] { zoneChanges }

    /// The relieving and aggravating factors of the symptom entries (seed 000, Req 5-6):
    /// each with the index of its entry's row in ``storedEvents``, in the order of
    /// `symptom_factor`'s key.
    public var storedFactors: [(event: Int, role: SymptomFactorRole, factor: String)] {
        texts.withUnsafeBufferPointer { bytes in
            attachments.compactMap { attachment in
                attachment.role.factorRole.map {
                    (attachment.event, $0, String(cString: bytes.baseAddress! + Int(attachment.text)))
                }
            }
        }
    }

    /// The event rows in the table's key order (kind, instant, `seq`), with their texts.
    public var storedEvents: [StoredEvent] {
        texts.withUnsafeBufferPointer { bytes in
            func text(_ offset: UInt32) -> String? {
                guard offset != TextTable.null else { return nil }
                return String(cString: bytes.baseAddress! + Int(offset))
            }
            return events.map { event in
                let detail = event.detail == EncodedDetail.none ? nil : details[Int(event.detail)]
                return StoredEvent(
                    kind: text(event.kind)!, occurredAtUnix: event.occurredAt, seq: Int(event.seq), name: text(event.name)!,
                    value: event.value.isNaN ? nil : event.value, unit: text(event.unit),
                    timeOfDay: event.timeOfDay == 0 ? nil : text(partsOfDay[Int(event.timeOfDay) - 1]),
                    localDate: text(event.localDate)!, detailText: detail.flatMap { text($0.text) },
                    detailValue: detail.flatMap { $0.value.isNaN ? nil : $0.value })
            }
        }
    }
}
