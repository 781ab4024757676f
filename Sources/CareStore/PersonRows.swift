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
    let arm: String?
    let cohort: String?
    /// The event rows in the table's key order: kind, instant, `seq`.
    let events: [EncodedEvent]
    /// The texts the rows point into (``EncodedEvent``'s offsets): NUL-terminated UTF-8.
    let texts: [CChar]

    /// How many event rows the person has.
    public var eventCount: Int { events.count }

    /// Encodes a person's log.
    public init(_ log: PersonLog) {
        personID = log.personID
        timeZone = log.timeZone.identifier
        arm = log.arm
        cohort = log.cohort
        var encoder = EventEncoder(timeZone: log.timeZone)
        encoder.encode(log)
        if let days = encoder.days { SharedDayIndexes.shared.keep(days, for: log.timeZone) }
        events = encoder.events
        texts = encoder.texts.bytes
    }
}

/// One event row: numbers, and texts as offsets into the person's encoded texts.
struct EncodedEvent {
    var occurredAt: Int64
    /// NaN when the value is NULL.
    var value: Double
    var seq: UInt32
    var kind: UInt32
    var name: UInt32
    /// ``TextTable/null`` when NULL.
    var unit: UInt32
    /// ``TextTable/null`` when NULL.
    var timeOfDay: UInt32
    var localDate: UInt32
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
}

/// One column's last text and its offset: consecutive rows mostly repeat a column's text,
/// and comparing short strings is cheaper than hashing them.
private struct LastText {
    private var text: String?
    private var offset = TextTable.null

    mutating func offset(of text: String?, in table: inout TextTable) -> UInt32 {
        guard let text else { return TextTable.null }
        if text != self.text {
            self.text = text
            offset = table.offset(of: text)
        }
        return offset
    }
}

/// Turns a person's log into event rows in key order.
///
/// Kinds are encoded in the order of their stored names (the table's key order), each
/// kind's entries in time order (sorted when the log's lists are not), and `seq` counts the
/// rows of one kind at one instant.
private struct EventEncoder {
    private(set) var events: [EncodedEvent] = []
    private(set) var texts = TextTable()
    private(set) var days: LocalDayIndex?
    private let timeZone: TimeZone
    private var names = LastText(), units = LastText(), timesOfDay = LastText(), dates = LastText()

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    mutating func encode(_ log: PersonLog) {
        events.reserveCapacity(log.symptomEntries.count + log.factorEntries.count + log.usageEvents.count
            + log.doseLogs.count + log.taskOutcomes.count + log.moods.count + log.rewards.count
            + log.measurements.count + log.questionnaires.count + log.journalKeywords.count)
        for kind in EventKind.storedOrder {
            let first = events.count
            encodeEntries(of: kind, from: log)
            putInKeyOrder(first..<events.count)
        }
    }

    private mutating func encodeEntries(of kind: EventKind, from log: PersonLog) {
        var kindText: UInt32?  // added to the texts with the kind's first row
        func add(_ instant: Date, _ name: String, _ value: Double?, _ unit: String?, _ timeOfDay: TimeOfDay? = nil) {
            let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
            if kindText == nil { kindText = texts.offset(of: kind.rawValue) }
            events.append(EncodedEvent(
                occurredAt: seconds, value: value ?? .nan, seq: 0, kind: kindText!,
                name: names.offset(of: name, in: &texts), unit: units.offset(of: unit, in: &texts),
                timeOfDay: timesOfDay.offset(of: timeOfDay?.rawValue, in: &texts),
                localDate: dates.offset(of: localDate(of: seconds), in: &texts)))
        }
        switch kind {
        case .symptom:
            for entry in log.symptomEntries {
                add(entry.timestamp, entry.symptom.name, Double(entry.severity.rawValue), "severity", entry.timeOfDay)
            }
        case .factor:
            for entry in log.factorEntries {
                let (value, unit) = Self.storedValue(entry.measurement)
                add(entry.timestamp, entry.factor, value, unit, entry.timeOfDay)
            }
        case .usage:
            for usage in log.usageEvents { add(usage.timestamp, usage.kind.rawValue, nil, nil) }
        case .dose:
            for dose in log.doseLogs { add(dose.takenAt, dose.medication, nil, nil) }
        case .task:
            for outcome in log.taskOutcomes {
                let action = if case .snoozed = outcome.action { "snoozed" } else { "done" }
                add(outcome.recordedAt, outcome.occurrence.task.rawValue, outcome.occurrence.scheduled.timeIntervalSince1970,
                    action)
            }
        case .mood:
            for mood in log.moods { add(mood.timestamp, mood.mood.rawValue, mood.mood.affect.valence, "valence") }
        case .reward:
            for award in log.rewards { add(award.instant, award.activity.rawValue, Double(award.points), "points") }
        case .measurement:
            for measurement in log.measurements {
                for (name, value, unit) in Self.storedReadings(measurement.value) {
                    add(measurement.timestamp, name, value, unit)
                }
            }
        case .score:
            for (at, score) in log.questionnaires {
                guard let total = score.total else { continue }
                add(at, score.questionnaire.rawValue, Double(total), "points")
                if score.selfHarmItemPositive { add(at, "\(score.questionnaire.rawValue) item 9", 1, "flag") }
            }
        case .journal:
            for entry in log.journalKeywords {
                add(entry.at, entry.keyword, EmotionDictionary.standard.word(entry.keyword)?.affect.valence, "valence")
            }
        case .activity, .tag, .food, .weather:
            return  // imported only
        }
    }

    /// Sorts one kind's rows by instant when they are not already (keeping the log's order
    /// among rows at the same instant) and numbers the rows at each instant.
    private mutating func putInKeyOrder(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let slice = events[range]
        if zip(slice, slice.dropFirst()).contains(where: { $0.occurredAt > $1.occurredAt }) {
            let sorted = slice.enumerated().sorted { ($0.element.occurredAt, $0.offset) < ($1.element.occurredAt, $1.offset) }
            events.replaceSubrange(range, with: sorted.map(\.element))
        }
        for index in range.dropFirst() where events[index].occurredAt == events[index - 1].occurredAt {
            events[index].seq = events[index - 1].seq + 1
        }
    }

    private mutating func localDate(of seconds: Int64) -> String {
        if days == nil { days = SharedDayIndexes.shared.index(for: timeZone, around: seconds) }
        return days!.label(of: seconds)
    }

    /// The event rows of one measurement (name, value, unit), in the units of the data
    /// dictionary that imports use too: one row, or two for a blood pressure.
    private static func storedReadings(_ value: HealthValue) -> [(String, Double, String)] {
        switch value {
        case .heartRate(let bpm): [(HealthQuantity.heartRate.rawValue, bpm, "bpm")]
        case .oxygenSaturation(let percent): [(HealthQuantity.oxygenSaturation.rawValue, percent, "%")]
        case .steps(let steps): [(HealthQuantity.steps.rawValue, Double(steps), "steps")]
        case .bloodPressure(let systolic, let diastolic):
            [("blood_pressure_systolic", systolic, "mmHg"), ("blood_pressure_diastolic", diastolic, "mmHg")]
        case .bloodGlucose(let glucose):
            [(HealthQuantity.bloodGlucose.rawValue, glucose.converted(to: .milligramsPerDecilitre).value, "mg/dL")]
        }
    }

    private static func storedValue(_ measurement: FactorMeasurement) -> (Double, String) {
        switch measurement {
        case .amount(let amount, let unit): (amount, unit.rawValue)
        case .level(let level): (Double(level.rawValue), "level")
        }
    }
}

extension EventKind {
    /// The kinds in the order of their stored names: the order of the event table's key.
    static let storedOrder = allCases.sorted { $0.rawValue < $1.rawValue }
}
