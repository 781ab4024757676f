import CareModel
import CareStore
import Foundation

/// Stores checked source rows: replaces user identifiers with pseudonyms, resolves times
/// in the zone each person is in, records a traveller's changes of zone, gathers each
/// row's entries into the person's record and stores them through the event vocabulary's
/// encoder, as a simulated person's are, and counts what was added. ``finish()`` stores
/// what is still gathered at the end of the file.
struct RowWriter {
    private let transaction: ImportTransaction
    private let pseudonymizer: Pseudonymizer
    /// The time zone the user gave, for people not stored yet.
    private let timeZone: TimeZone?
    /// The people met, each with the zone they were last in.
    private var people: [String: (person: StoredPerson, timeZone: TimeZone)] = [:]
    /// The attributes last filled in for each person, so that rows repeating them cost nothing.
    private var filled: [Int: PersonAttributes] = [:]
    /// The local days of the zones met, shared by the people in them.
    private var grids = DayGridCache()
    /// What was added so far.
    private(set) var counts = ImportCounts()
    /// The medical-record items met, added to the people's records at the end.
    private var recordItems = MedicalRecordGathering()

    init(transaction: ImportTransaction, pseudonymizer: Pseudonymizer, timeZone: TimeZone?) {
        self.transaction = transaction
        self.pseudonymizer = pseudonymizer
        self.timeZone = timeZone
    }

    /// The person of the previous row, with the local days of the zone they are in:
    /// exports list a person's rows together, so most rows need no dictionary look-up.
    private var current: (user: String, person: StoredPerson, grid: DayGrid)?
    /// The entries of the current person's rows in the zone they are in, not stored yet,
    /// and how many.
    private var entries = PersonRecord(personID: -1, timeZone: TimeZone(identifier: "UTC")!)
    private var gathered = 0

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
        let personID = current!.person.personID
        if row.attributes != PersonAttributes(), filled[personID] != row.attributes {
            try transaction.fillAttributes(row.attributes, of: personID)
            filled[personID] = row.attributes
        }
        let moved = row.timeZone.map { $0.identifier != current!.grid.timeZone.identifier } ?? false
        if moved, let zone = row.timeZone {
            grids.keep(current!.grid)
            current!.grid = grid(for: zone, near: row.time)
        }
        let (instant, localDate, timeOfDay) = Self.resolve(row.time, with: &current!.grid)
        if moved, let zone = row.timeZone { try transaction.addZoneChange(personID: personID, atUnix: instant, timeZone: zone) }

        if entries.personID != personID || entries.timeZone.identifier != current!.grid.timeZone.identifier {
            try storeEntries()
            entries = PersonRecord(personID: personID, timeZone: current!.grid.timeZone)
        }

        let timestamp = Date(timeIntervalSince1970: Double(instant))
        gathered += row.items.count(where: \.isEntry)
        for item in row.items {
            switch item {
            case .other(let kind, let name, let value, let unit):
                entries.otherEvents.append(OtherEvent(kind: kind.rawValue, timestamp: timestamp, name: name, value: value,
                                                      unit: unit, timeOfDay: kind.storesPartOfDay ? timeOfDay : nil))
            case .factor(let name, let measurement):
                entries.factorEntries.append(LifestyleFactorEntry(factor: name, timestamp: timestamp, timeOfDay: timeOfDay,
                                                                  measurement: measurement))
            case .measurement(let value, let source):
                if let measurement = try? HealthMeasurement(timestamp: timestamp, value: value, source: source) {
                    entries.measurements.append(measurement)
                } else {
                    // The readers check with the same rule; a value it refuses stays as stored.
                    entries.otherEvents += value.readings.map {
                        OtherEvent(kind: EventKind.measurement.rawValue, timestamp: timestamp, name: $0.name, value: $0.value,
                                   unit: $0.unit)
                    }
                }
            case .usage(let usage):
                entries.usageEvents.append(AppUsageEvent(kind: usage, timestamp: timestamp))
            case .reward(let activity, let points):
                entries.rewards.append(RewardLedgerEntry(eventID: nil, activity: activity, instant: timestamp, day: localDate,
                                                         points: points, ruleVersion: nil))
            case .redemption(let reward, let points):
                entries.redemptions.append(RewardRedemption(id: nil, reward: reward, points: points, instant: timestamp,
                                                            day: localDate))
            case .questionnaire(let score):
                entries.questionnaires.append(QuestionnaireAnswer(at: timestamp, score: score))
            case .taskOutcome(let task, let due, let snoozeMinutes):
                let scheduled = due.map { Date(timeIntervalSince1970: Double(Self.resolve($0, with: &current!.grid).0)) } ?? timestamp
                let occurrence = TaskOccurrence(task: TaskID(task), scheduled: scheduled)
                if let snoozeMinutes {
                    // The rule accepts snoozes of more than 0 minutes only.
                    if let outcome = try? TaskOutcome.snoozed(occurrence, at: timestamp, for: snoozeMinutes * 60) {
                        entries.taskOutcomes.append(outcome)
                    }
                } else {
                    entries.taskOutcomes.append(.done(occurrence, at: timestamp))
                }
            case .goal(let goal, let amount):
                // A reader's goal starts on the row's day, so a period starts there.
                if let outcome = try? goal.outcome(periodStart: localDate, amount: amount, checkedOff: false, at: timestamp) {
                    entries.goalOutcomes.append(outcome)
                }
            case .journalLock(let kind):
                entries.journalLockEvents.append(JournalLockEvent(kind, at: timestamp))
            case .symptom(let symptom, let severity, let relieving, let aggravating):
                try transaction.declare(symptom)
                entries.symptomEntries.append(SymptomEntry(
                    symptom: symptom, timestamp: timestamp, timeOfDay: timeOfDay, severity: severity,
                    relievingFactors: relieving, aggravatingFactors: aggravating))
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
            case .recordItem(let item):
                recordItems.add(.item(item), personID: personID, timeZone: current!.grid.timeZone, at: timestamp)
            case .bloodType(let type):
                recordItems.add(.bloodType(type), personID: personID, timeZone: current!.grid.timeZone, at: timestamp)
            case .babyDevelopment(let week):
                // The rule accepts weeks of 0 or more only.
                if let view = try? BabyDevelopmentView(week: week, viewedAt: timestamp) {
                    entries.babyDevelopmentViews.append(view)
                }
            }
        }
        if gathered >= Self.entriesPerBatch { try storeEntries() }
    }

    /// Stores the entries gathered so far and the medical-record items met; called at the
    /// end of the file.
    mutating func finish() throws(StoreError) {
        try storeEntries()
        try storeMedicalRecords()
    }

    /// Adds each person's gathered medical-record items to their stored record and stores
    /// the new changes: the events of the whole record that the stored one does not have.
    private mutating func storeMedicalRecords() throws(StoreError) {
        for (personID, zone) in recordItems.people {
            let stored = try transaction.medicalRecord(of: personID)
            let record = recordItems.record(of: personID, after: stored)
            let before = Set(PersonRows(PersonRecord(personID: personID, timeZone: zone, medicalRecord: stored),
                                        grids: &grids).storedEvents)
            let rows = PersonRows(PersonRecord(personID: personID, timeZone: zone, medicalRecord: record), grids: &grids)
            for event in rows.storedEvents where !before.contains(event) {
                if try transaction.add(event, personID: personID) { counts.eventsAdded += 1 } else { counts.duplicateEvents += 1 }
            }
        }
        recordItems = MedicalRecordGathering()
    }

    /// How many entries are gathered before they are stored: enough to spread the
    /// encoder's set-up over many rows, few enough to keep memory flat.
    private static let entriesPerBatch = 512

    /// Stores the gathered entries of the current person, in the zone they are in, through
    /// the event vocabulary's encoder (``PersonRows``), the one every stored event goes
    /// through; then their symptom entries' factors.
    private mutating func storeEntries() throws(StoreError) {
        guard gathered > 0 else { return }
        let rows = PersonRows(entries, grids: &grids)
        entries = PersonRecord(personID: entries.personID, timeZone: entries.timeZone)
        gathered = 0
        let events = rows.storedEvents
        for event in events {
            if try transaction.add(event, personID: rows.personID) {
                counts.eventsAdded += 1
            } else {
                counts.duplicateEvents += 1
            }
        }
        var factors: [Int: (relieving: [String], aggravating: [String])] = [:]
        for factor in rows.storedFactors {
            switch factor.role {
            case .relieving: factors[factor.event, default: ([], [])].relieving.append(factor.factor)
            case .aggravating: factors[factor.event, default: ([], [])].aggravating.append(factor.factor)
            }
        }
        for (event, lists) in factors.sorted(by: { $0.key < $1.key }) {
            try transaction.addFactors(relieving: lists.relieving, aggravating: lists.aggravating, of: events[event],
                                       personID: rows.personID)
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
