import CareModel
import Foundation

/// Turns a person's record into event rows in key order, each kind through its codec.
///
/// Kinds are encoded in the order of their stored names (the table's key order), each
/// kind's entries in time order (sorted when the record's lists are not), and `seq` counts
/// the rows of one kind at one instant in the order the codec wrote them.
struct EventEncoder {
    private(set) var events: [EncodedEvent] = []
    private(set) var texts = TextTable()
    private(set) var partsOfDay = [UInt32](repeating: TextTable.null, count: TimeOfDay.allCases.count)
    private(set) var details: [EncodedDetail] = []
    /// The factors and notes of the symptom entries, pointing at their rows, in key order
    /// of those rows (``EntryAttachment``).
    var attachments: [EntryAttachment] = []
    /// The local days of the zones met, the ones the encoder started with and the ones it
    /// made or grew, the home zone's included once ``encode(_:)`` is done.
    private(set) var grids: DayGridCache
    /// The local days of the home zone, apart from `grids` to save a look-up per row.
    private var home: DayGrid?
    private let timeline: ZoneTimeline
    private var kindText = TextTable.null
    private var names = LastText(), units = LastText(), dates = LastText()
    /// Detail texts are mostly distinct (event ids) or repeat row after row (a source).
    private var detailTexts = LastText(lookingUpEarlierCopies: false)

    init(timeline: ZoneTimeline, grids: DayGridCache) {
        self.timeline = timeline
        self.grids = grids
    }

    mutating func encode(_ record: PersonRecord) {
        events.reserveCapacity(record.entryCount + record.measurements.count)
        let others = Dictionary(grouping: record.otherEvents, by: \.kind)
        let kinds = Set(EventKind.allCases.map(\.rawValue)).union(others.keys).sorted()
        for kind in kinds {
            let first = events.count
            kindText = texts.offset(of: kind)
            EventKind(rawValue: kind).map { EventVocabulary.codec(for: $0, symptoms: [:]) }?.encode(record, into: &self)
            for other in others[kind] ?? [] {
                add(other.timestamp, other.name, other.value, other.unit, other.timeOfDay,
                    detailText: other.detailText, detailValue: other.detailValue)
            }
            putInKeyOrder(first..<events.count)
        }
        if let home { grids.keep(home) }
    }

    /// Adds one row of the kind being encoded; the instant is stored to the second.
    mutating func add(
        _ instant: Date, _ name: String, _ value: Double?, _ unit: String?, _ timeOfDay: TimeOfDay? = nil,
        detailText: String? = nil, detailValue: Double? = nil
    ) {
        let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
        var detail = EncodedDetail.none
        if detailText != nil || detailValue != nil {
            detail = UInt32(details.count)
            details.append(EncodedDetail(text: detailTexts.offset(of: detailText, in: &texts), value: detailValue ?? .nan))
        }
        var part: UInt8 = 0
        if let timeOfDay, let index = TimeOfDay.allCases.firstIndex(of: timeOfDay) {
            if partsOfDay[index] == TextTable.null { partsOfDay[index] = texts.offset(of: timeOfDay.rawValue) }
            part = UInt8(index + 1)
        }
        events.append(EncodedEvent(
            occurredAt: seconds, value: value ?? .nan, kind: kindText,
            name: names.offset(of: name, in: &texts), unit: units.offset(of: unit, in: &texts),
            localDate: dates.offset(of: localDate(of: seconds), in: &texts), detail: detail, seq: 0, timeOfDay: part))
    }

    /// The offset of a text of an entry's attachment.
    mutating func addText(_ text: String) -> UInt32 {
        texts.offset(of: text)
    }

    /// Sorts one kind's rows by instant when they are not already (keeping the codec's order
    /// among rows at the same instant) and numbers the rows at each instant.
    private mutating func putInKeyOrder(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let slice = events[range]
        if zip(slice, slice.dropFirst()).contains(where: { $0.occurredAt > $1.occurredAt }) {
            let sorted = slice.enumerated().sorted { ($0.element.occurredAt, $0.offset) < ($1.element.occurredAt, $1.offset) }
            events.replaceSubrange(range, with: sorted.map(\.element))
            if !attachments.isEmpty {
                var moved = [Int](repeating: 0, count: range.count)
                for (newOffset, old) in sorted.enumerated() { moved[old.offset] = range.lowerBound + newOffset }
                for index in attachments.indices where range.contains(attachments[index].event) {
                    attachments[index].event = moved[attachments[index].event - range.lowerBound]
                }
            }
        }
        for index in range.dropFirst() where events[index].occurredAt == events[index - 1].occurredAt {
            precondition(events[index - 1].seq < UInt16.max, "more than 65,535 events of one kind at one instant")
            events[index].seq = events[index - 1].seq + 1
        }
    }

    /// The person's local day of `seconds` (``ZoneTimeline/localDay(of:)``), as `YYYY-MM-DD`.
    private mutating func localDate(of seconds: Int64) -> String {
        let instant = Date(timeIntervalSince1970: Double(seconds))
        let zone = timeline.changes.isEmpty ? timeline.home : timeline.zone(at: instant)
        func made() -> DayGrid { DayGrid(timeZone: zone, around: instant) }
        if zone.identifier == timeline.home.identifier {
            if home == nil { home = grids.grid(for: zone, orMake: made) }
            let day = home!.dayIndex(extendingTo: instant)
            return home!.label(ofDay: day)
        }
        var grid = grids.grid(for: zone, orMake: made)
        defer { grids.keep(grid) }
        let day = grid.dayIndex(extendingTo: instant)
        return grid.label(ofDay: day)
    }
}

/// One column's last text and its offset: consecutive rows mostly repeat a column's text,
/// and comparing short strings is cheaper than hashing them.
private struct LastText {
    private var text: String?
    private var offset = TextTable.null
    /// Whether a new text is looked up in the table before it is added.
    private let lookingUpEarlierCopies: Bool

    init(lookingUpEarlierCopies: Bool = true) {
        self.lookingUpEarlierCopies = lookingUpEarlierCopies
    }

    mutating func offset(of text: String?, in table: inout TextTable) -> UInt32 {
        guard let text else { return TextTable.null }
        if text != self.text {
            self.text = text
            offset = lookingUpEarlierCopies ? table.offset(of: text) : table.append(text)
        }
        return offset
    }
}
