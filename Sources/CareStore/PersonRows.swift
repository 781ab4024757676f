import CareModel
import Foundation

/// A person's `person` row and `event` rows, encoded for storing.
///
/// Encoding is most of the work of storing that is not SQLite's own: turning domain values
/// into kinds, names, units and local dates, and putting the rows in the table's key order.
/// It can run on any thread, so a simulation encodes each person on the thread that
/// simulated them and the single writer thread only binds values and steps SQLite. Encoded
/// rows take about 40 bytes each, a fraction of the domain values they come from.
public struct PersonRows: Sendable {
    /// The person's identifier.
    public let personID: Int
    let timeZone: String
    /// The person's changes of zone, in time order, one per second.
    let zoneChanges: [(atUnix: Int64, timeZone: String)]
    let arm: String?
    let cohort: String?
    /// The event rows in the table's key order: kind, instant, `seq`.
    let events: [EncodedEvent]
    /// The texts the rows point into (``EncodedEvent``'s offsets): NUL-terminated UTF-8.
    let texts: [CChar]
    /// The offsets of the parts of the day in `texts`, in `TimeOfDay.allCases` order, for
    /// the parts the rows use (``TextTable/null`` for the others).
    let partsOfDay: [UInt32]
    /// The details of the rows that have any (``EncodedEvent/detail``).
    let details: [EncodedDetail]
    /// The symptom entries' factors and notes (``EntryAttachment``), in the key order of
    /// their entries' rows and then by role and position.
    let attachments: [EntryAttachment]

    /// How many event rows the person has.
    public var eventCount: Int { events.count }

    /// Encodes a person's record through each kind's codec (``EventVocabulary``), placing
    /// events on local days with `grids`, which keeps the grids made or grown on the way.
    public init(_ record: PersonRecord, grids: inout DayGridCache) {
        personID = record.personID
        timeZone = record.timeZone.identifier
        // Stored to the second, as events are: the timeline is the one read back.
        let timeline = ZoneTimeline(home: record.timeZone, changes: record.zoneChanges.map {
            ZoneChange(at: Date(timeIntervalSince1970: $0.at.timeIntervalSince1970.rounded(.down)), timeZone: $0.timeZone)
        })
        zoneChanges = timeline.changes.map { (Int64($0.at.timeIntervalSince1970), $0.timeZone.identifier) }
        arm = record.arm
        cohort = record.cohort
        var encoder = EventEncoder(timeline: timeline, grids: grids)
        encoder.encode(record)
        grids = encoder.grids
        events = encoder.events
        texts = encoder.texts.bytes
        partsOfDay = encoder.partsOfDay
        details = encoder.details
        attachments = encoder.attachments.sorted { ($0.event, $0.role, $0.position) < ($1.event, $1.role, $1.position) }
    }
}

/// One event row: numbers, and texts as offsets into the person's encoded texts. Kept to
/// 40 bytes: a simulation holds millions of them in its batches, and most rows have no
/// details, so those live apart (``EncodedDetail``).
struct EncodedEvent {
    var occurredAt: Int64
    /// NaN when the value is NULL.
    var value: Double
    var kind: UInt32
    var name: UInt32
    /// ``TextTable/null`` when NULL.
    var unit: UInt32
    var localDate: UInt32
    /// The index of the row's details in ``PersonRows/details``; ``EncodedDetail/none``
    /// when it has none.
    var detail: UInt32
    /// Rows of one kind at one instant before this one.
    var seq: UInt16
    /// 0 when NULL, else 1 + the part's index in `TimeOfDay.allCases`.
    var timeOfDay: UInt8
}

/// A row's `detail_text` (an offset, ``TextTable/null`` when NULL) and `detail_value` (NaN
/// when NULL).
struct EncodedDetail {
    static let none = UInt32.max

    var text: UInt32
    var value: Double
}

/// Distinct texts stored once each, NUL-terminated UTF-8 one after another, so that a row
/// refers to a text by its offset and the writer binds it without copying it first.
struct TextTable {
    /// The offset that stands for NULL.
    static let null = UInt32.max

    private(set) var bytes: [CChar] = []
    private var offsets: [String: UInt32] = [:]

    /// The offset of `text`, added when new.
    mutating func offset(of text: String) -> UInt32 {
        if let known = offsets[text] { return known }
        let offset = UInt32(bytes.count)
        bytes.append(contentsOf: text.utf8CString)
        offsets[text] = offset
        return offset
    }

    /// The offset of `text`, added without looking for an earlier copy: for texts that are
    /// mostly distinct (a reward's event id), where the look-up would cost more than it saves.
    mutating func append(_ text: String) -> UInt32 {
        let offset = UInt32(bytes.count)
        bytes.append(contentsOf: text.utf8CString)
        return offset
    }
}
