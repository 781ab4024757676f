import CareModel
import CareStore
import Foundation

/// Stores checked source rows: replaces user identifiers with pseudonyms, resolves times
/// in the zone each person is in, records a traveller's changes of zone, and counts what
/// was added.
struct RowWriter {
    private let transaction: ImportTransaction
    private let pseudonymizer: Pseudonymizer
    /// The time zone the user gave, for people not stored yet.
    private let timeZone: TimeZone?
    /// The people met, each with the zone they were last in.
    private var people: [String: (person: StoredPerson, timeZone: TimeZone)] = [:]
    /// The local days of the zones met, shared by the people in them.
    private var grids = DayGridCache()
    /// What was added so far.
    private(set) var counts = ImportCounts()

    init(transaction: ImportTransaction, pseudonymizer: Pseudonymizer, timeZone: TimeZone?) {
        self.transaction = transaction
        self.pseudonymizer = pseudonymizer
        self.timeZone = timeZone
    }

    /// The person of the previous row, with the local days of the zone they are in:
    /// exports list a person's rows together, so most rows need no dictionary look-up.
    private var current: (user: String, person: StoredPerson, grid: DayGrid)?

    /// Stores one row's items.
    mutating func write(_ row: SourceRow) throws(StoreError) {
        if current?.user != row.user {
            if let current {
                people[current.user] = (current.person, current.grid.timeZone)
                grids.keep(current.grid)
            }
            if let known = people[row.user] {
                current = (row.user, known.person, grid(for: known.timeZone, near: row.time))
            } else {
                let zone = row.timeZone ?? timeZone ?? row.timeZoneHint ?? TimeZone(identifier: "UTC")!
                let person = try transaction.person(pseudonym: pseudonymizer.pseudonym(for: row.user), timeZone: zone,
                                                    attributes: row.attributes)
                current = (row.user, person, grid(for: person.timeZone, near: row.time))
            }
        }
        let moved = row.timeZone.map { $0.identifier != current!.grid.timeZone.identifier } ?? false
        if moved, let zone = row.timeZone {
            grids.keep(current!.grid)
            current!.grid = grid(for: zone, near: row.time)
        }
        let (instant, localDate, timeOfDay) = Self.resolve(row.time, with: &current!.grid)
        let personID = current!.person.personID
        if moved, let zone = row.timeZone { try transaction.addZoneChange(personID: personID, atUnix: instant, timeZone: zone) }

        for item in row.items {
            switch item {
            case .event(let kind, let name, let value, let unit):
                try add(NewEvent(personID: personID, occurredAtUnix: instant, localDate: localDate,
                                 timeOfDay: kind.storesPartOfDay ? timeOfDay : nil, kind: kind, name: name, value: value, unit: unit))
            case .usage(let usage):
                try add(NewEvent(personID: personID, occurredAtUnix: instant, localDate: localDate, timeOfDay: nil,
                                 kind: .usage, name: usage.rawValue, value: nil, unit: nil))
            case .journalLock(let event):
                try add(NewEvent(personID: personID, occurredAtUnix: instant, localDate: localDate, timeOfDay: nil,
                                 kind: .journalLock, name: event.rawValue, value: nil, unit: nil))
            case .symptom(let symptom, let rank, let relieving, let aggravating):
                try transaction.declare(symptom)
                let entry = NewEvent(personID: personID, occurredAtUnix: instant, localDate: localDate, timeOfDay: timeOfDay,
                                     kind: .symptom, name: symptom.name, value: Double(rank), unit: "severity")
                try add(entry)
                try transaction.addFactors(relieving: relieving, aggravating: aggravating, of: entry)
            case .note(let source, let text):
                if try transaction.add(NewNote(personID: personID, occurredAtUnix: instant, localDate: localDate,
                                               source: source, text: text)) {
                    counts.notesAdded += 1
                }
            case .unmapped(let kind, let name, let value, let reason):
                if try transaction.add(UnmappedRow(line: row.line, personID: personID, localDate: localDate,
                                                   sourceKind: kind, sourceName: name, sourceValue: value,
                                                   reason: reason)) {
                    counts.rowsUnmapped += 1
                }
            }
        }
    }

    /// The local days of `zone`, laid out around `time` when the zone is new.
    private mutating func grid(for zone: TimeZone, near time: ImportedTime) -> DayGrid {
        grids.grid(for: zone) {
            switch time {
            case .instant(let seconds): DayGrid(timeZone: zone, around: Date(timeIntervalSince1970: Double(seconds)))
            case .local(let day, _, _, _), .partOfDay(let day, _), .day(let day): DayGrid(timeZone: zone, around: day)
            }
        }
    }

    private mutating func add(_ event: NewEvent) throws(StoreError) {
        if try transaction.add(event) {
            counts.eventsAdded += 1
        } else {
            counts.duplicateEvents += 1
        }
    }

    /// The instant, local date and part of the day of `time` in the grid's time zone.
    ///
    /// A date alone is stored at local noon with no part of the day; a part of the day alone
    /// at the middle of its hours on that date, rounded down (morning 08:00, afternoon
    /// 14:00, evening 19:00, night 23:00: night's hours on the same date are 22-23).
    static func resolve(_ time: ImportedTime, with grid: inout DayGrid) -> (Int64, CalendarDay, TimeOfDay?) {
        func unix(_ instant: Date?) -> Int64 { Int64(instant!.timeIntervalSince1970.rounded(.down)) }
        switch time {
        case .instant(let seconds):
            let instant = Date(timeIntervalSince1970: Double(seconds))
            let day = grid.dayIndex(extendingTo: instant)
            return (seconds, grid.calendarDay(day), TimeOfDay(hour: grid.hour(of: instant)!))
        case .local(let day, let hour, let minute, let second):
            return (unix(grid.instant(on: day, hour: hour, minute: minute, second: second)), day, TimeOfDay(hour: hour))
        case .partOfDay(let day, let part):
            let hour = switch part {
            case .morning: 8
            case .afternoon: 14
            case .evening: 19
            case .night: 23
            }
            return (unix(grid.instant(on: day, hour: hour)), day, part)
        case .day(let day):
            return (unix(grid.instant(on: day, hour: 12)), day, nil)
        }
    }
}
