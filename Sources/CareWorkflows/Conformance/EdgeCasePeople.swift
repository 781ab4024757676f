import CareModel
import Foundation

/// The hand-built people of the conformance population, one per edge (issue 21). Each
/// logs over a few days around its edge; instants are written with the offset in force
/// locally, so the wall-clock time each entry was logged at reads off the source.
///
/// Entries that are not the edge itself are logged at midday, when the local day and the
/// UTC day agree in every zone used, so that an app cutting days at UTC midnight differs
/// only on the rows labelled midnight or daylight-saving.
public enum EdgeCasePeople {
    public static func all() -> [ConformancePerson] {
        [ordinary(), midnight(), springForwardNorth(), fallBackNorth(), springForwardSouth(), fallBackSouth(),
         trip(), editedDose(), symptomAbsent(), monthEnds(), tasks()]
    }

    private static let every = Set(OutputFamily.allCases)

    /// Paris, mid-September: midday entries, doses and tasks on time.
    private static func ordinary() -> ConformancePerson {
        var log = Log(1, "Europe/Paris")
        for day in ["14", "15", "16"] {
            log.symptom("headache", .mild, "2026-09-\(day)T12:00:00+02:00")
            log.login("2026-09-\(day)T12:05:00+02:00")
            log.dose("2026-09-\(day)T08:05:00+02:00")
            log.dose("2026-09-\(day)T20:05:00+02:00")
            log.taskDone(due: "2026-09-\(day)T08:00:00+02:00", at: "2026-09-\(day)T08:15:00+02:00")
        }
        log.symptom("nausea", .severe, "2026-09-15T12:30:00+02:00")
        return log.person("2026-09-14", "2026-09-16")
    }

    /// Los Angeles: entries and log-ins at 23:59 and 00:01 on consecutive days.
    private static func midnight() -> ConformancePerson {
        var log = Log(2, "America/Los_Angeles")
        log.symptom("headache", .moderate, "2026-02-10T23:59:00-08:00")
        log.symptom("fatigue", .mild, "2026-02-11T00:01:00-08:00")
        log.symptom("nausea", .severe, "2026-02-12T12:00:00-08:00")
        for instant in ["2026-02-10T23:59:00-08:00", "2026-02-11T00:01:00-08:00", "2026-02-12T12:00:00-08:00"] {
            log.login(instant)
        }
        var person = log.person("2026-02-10", "2026-02-12")
        person.labels = [label(.midnight, ["2026-02-10", "2026-02-11"], [.dailyScores, .monthlyPoints])]
        return person
    }

    /// New York, 8 March 2026 (02:00 EST → 03:00 EDT, a 23-hour day).
    private static func springForwardNorth() -> ConformancePerson {
        var log = Log(3, "America/New_York")
        log.symptom("headache", .mild, "2026-03-07T12:00:00-05:00")
        log.symptom("headache", .mild, "2026-03-08T00:30:00-05:00")
        log.symptom("fatigue", .moderate, "2026-03-08T23:30:00-04:00")
        log.symptom("nausea", .severe, "2026-03-09T00:30:00-04:00")
        log.login("2026-03-08T23:30:00-04:00")
        log.login("2026-03-09T00:30:00-04:00")
        var person = log.person("2026-03-07", "2026-03-09")
        person.labels = [label(.dstSpringForwardNorth, ["2026-03-08", "2026-03-09"], every)]
        return person
    }

    /// New York, 1 November 2026 (02:00 EDT → 01:00 EST, a 25-hour day): entries in both
    /// 01:30s.
    private static func fallBackNorth() -> ConformancePerson {
        var log = Log(4, "America/New_York")
        log.symptom("headache", .mild, "2026-11-01T01:30:00-04:00")
        log.symptom("headache", .moderate, "2026-11-01T01:30:00-05:00")
        log.symptom("fatigue", .severe, "2026-11-01T23:30:00-05:00")
        log.symptom("nausea", .mild, "2026-11-02T00:30:00-05:00")
        log.login("2026-11-01T23:30:00-05:00")
        log.login("2026-11-02T00:30:00-05:00")
        var person = log.person("2026-10-31", "2026-11-02")
        person.labels = [label(.dstFallBackNorth, ["2026-11-01", "2026-11-02"], every)]
        return person
    }

    /// Sydney, 4 October 2026 (02:00 AEST → 03:00 AEDT).
    private static func springForwardSouth() -> ConformancePerson {
        var log = Log(5, "Australia/Sydney")
        log.symptom("headache", .mild, "2026-10-03T12:00:00+10:00")
        log.symptom("fatigue", .moderate, "2026-10-04T23:30:00+11:00")
        log.symptom("nausea", .severe, "2026-10-05T00:30:00+11:00")
        log.login("2026-10-04T23:30:00+11:00")
        log.login("2026-10-05T00:30:00+11:00")
        var person = log.person("2026-10-03", "2026-10-05")
        person.labels = [label(.dstSpringForwardSouth, ["2026-10-04", "2026-10-05"], every)]
        return person
    }

    /// Sydney, 5 April 2026 (03:00 AEDT → 02:00 AEST, a 25-hour day).
    private static func fallBackSouth() -> ConformancePerson {
        var log = Log(6, "Australia/Sydney")
        log.symptom("headache", .mild, "2026-04-04T12:00:00+11:00")
        log.symptom("fatigue", .moderate, "2026-04-05T23:30:00+10:00")
        log.symptom("nausea", .severe, "2026-04-06T00:30:00+10:00")
        log.login("2026-04-05T23:30:00+10:00")
        log.login("2026-04-06T00:30:00+10:00")
        var person = log.person("2026-04-04", "2026-04-06")
        person.labels = [label(.dstFallBackSouth, ["2026-04-05", "2026-04-06"], every)]
        return person
    }

    /// London, in Tokyo from 20 to 22 January: the zone changes to Tokyo at 00:00 UTC on
    /// 20 January (London's clock jumps from 00:00 to Tokyo's 09:00) and back to London at
    /// 02:00 UTC on 23 January (Tokyo's 11:00 becomes London's 02:00, so 02:00 to 11:00
    /// that day is lived twice). Entries, log-ins and doses at Tokyo's clock times count on
    /// Tokyo's days; 08:00 in Tokyo is 23:00 UTC the day before.
    private static func trip() -> ConformancePerson {
        var log = Log(7, "Europe/London")
        log.moveTo("Asia/Tokyo", at: "2026-01-20T00:00:00Z")
        log.moveTo("Europe/London", at: "2026-01-23T02:00:00Z")
        log.symptom("headache", .mild, "2026-01-19T12:00:00+00:00")
        log.login("2026-01-20T12:00:00+09:00")
        log.login("2026-01-21T08:00:00+09:00")
        log.symptom("headache", .moderate, "2026-01-21T08:00:00+09:00")
        log.symptom("fatigue", .mild, "2026-01-22T21:00:00+09:00")
        log.symptom("nausea", .mild, "2026-01-23T12:00:00+00:00")
        log.dose("2026-01-20T20:00:00+09:00")
        for day in ["21", "22", "23"] { log.dose("2026-01-\(day)T08:00:00+09:00") }
        for day in ["21", "22"] { log.dose("2026-01-\(day)T20:00:00+09:00") }
        log.dose("2026-01-23T20:00:00+00:00")
        var person = log.person("2026-01-19", "2026-01-23")
        person.labels = [label(.tripAcrossZones, ["2026-01-20", "2026-01-21", "2026-01-22", "2026-01-23"], every)]
        return person
    }

    /// Kolkata (UTC+05:30): on 2 June the morning dose is logged at 21:30 with its taken
    /// time corrected to 08:20.
    private static func editedDose() -> ConformancePerson {
        var log = Log(8, "Asia/Kolkata")
        log.dose("2026-06-01T08:10:00+05:30")
        log.dose("2026-06-01T20:05:00+05:30")
        log.dose("2026-06-02T08:20:00+05:30", loggedAt: "2026-06-02T21:30:00+05:30")
        log.dose("2026-06-03T09:30:00+05:30")
        var person = log.person("2026-06-01", "2026-06-03")
        person.labels = [label(.editedDose, ["2026-06-02"], [.doseAdherence, .periodAdherence])]
        return person
    }

    /// Berlin: headache and an untracked symptom reported absent.
    private static func symptomAbsent() -> ConformancePerson {
        var log = Log(9, "Europe/Berlin")
        log.symptom("headache", .absent, "2026-05-12T12:00:00+02:00")
        log.symptom("dizziness", .absent, "2026-05-12T12:30:00+02:00")
        log.symptom("nausea", .mild, "2026-05-13T12:00:00+02:00")
        var person = log.person("2026-05-12", "2026-05-13")
        person.labels = [label(.symptomAbsent, ["2026-05-12"], [.dailyScores])]
        return person
    }

    /// Tokyo, 30 January to 2 March: the monthly reminder on day 31 skips February, and
    /// the log-ins of 30 and 31 January and 1 and 2 February earn in two months.
    private static func monthEnds() -> ConformancePerson {
        var log = Log(10, "Asia/Tokyo")
        for day in ["01-30", "01-31", "02-01", "02-02"] {
            log.login("2026-\(day)T12:00:00+09:00")
            log.symptom("fatigue", .moderate, "2026-\(day)T12:30:00+09:00")
        }
        var person = log.person("2026-01-30", "2026-03-02")
        person.labels = [label(.monthPointsReset, ["2026-01-31", "2026-02-01"], [.monthlyPoints])]
        return person
    }

    /// Chicago, July: the morning task done on time, done after its grace period, and
    /// snoozed then done.
    private static func tasks() -> ConformancePerson {
        var log = Log(11, "America/Chicago")
        log.taskDone(due: "2026-07-06T08:00:00-05:00", at: "2026-07-06T08:30:00-05:00")
        log.taskDone(due: "2026-07-07T08:00:00-05:00", at: "2026-07-07T09:30:00-05:00")
        log.taskSnoozed(due: "2026-07-08T08:00:00-05:00", at: "2026-07-08T08:10:00-05:00")
        log.taskDone(due: "2026-07-08T08:00:00-05:00", at: "2026-07-08T09:15:00-05:00")
        var person = log.person("2026-07-06", "2026-07-08")
        person.labels = [label(.taskDoneLate, ["2026-07-07"], [.missedTasks]),
                         label(.taskSnoozed, ["2026-07-08"], [.missedTasks])]
        return person
    }

    private static func label(_ edge: ConformanceEdge, _ days: [String], _ families: Set<OutputFamily>) -> ConformancePerson.Label {
        ConformancePerson.Label(edge: edge, days: Set(days.map { CalendarDay(iso8601: $0)! }), families: families)
    }
}

/// A person's log being written, instants given as ISO 8601 text with their offset.
private struct Log {
    public var record: PersonRecord

    public init(_ id: Int, _ zone: String) {
        record = PersonRecord(personID: id, timeZone: TimeZone(identifier: zone)!)
    }

    /// From `instant` on, the person is in `zone`.
    public mutating func moveTo(_ zone: String, at instant: String) {
        record.zoneChanges.append(ZoneChange(at: Self.instant(instant), timeZone: TimeZone(identifier: zone)!))
    }

    public mutating func symptom(_ name: String, _ severity: Severity, _ instant: String) {
        let symptom = ConformanceSetup.symptoms.first { $0.name == name } ?? Symptom(name: name)
        let time = Self.instant(instant)
        let hour = record.timeline.localTime(of: time).hour
        record.symptomEntries.append(SymptomEntry(symptom: symptom, timestamp: time, timeOfDay: TimeOfDay(hour: hour),
                                                  severity: severity))
    }

    public mutating func login(_ instant: String) {
        record.usageEvents.append(AppUsageEvent(kind: .login, timestamp: Self.instant(instant)))
    }

    public mutating func dose(_ taken: String, loggedAt: String? = nil) {
        var log = DoseLog(medication: ConformanceSetup.medication, at: Self.instant(loggedAt ?? taken))
        if loggedAt != nil {
            do { try log.changeTakenTime(to: Self.instant(taken)) } catch { preconditionFailure("\(error)") }
        }
        record.doseLogs.append(log)
    }

    public mutating func taskDone(due: String, at instant: String) {
        record.taskOutcomes.append(.done(occurrence(due), at: Self.instant(instant)))
    }

    public mutating func taskSnoozed(due: String, at instant: String) {
        do {
            record.taskOutcomes.append(try .snoozed(occurrence(due), at: Self.instant(instant),
                                                    for: ConformanceSetup.taskSettings.snoozeLength))
        } catch { preconditionFailure("\(error)") }
    }

    public func person(_ first: String, _ last: String) -> ConformancePerson {
        var record = record
        record.symptomEntries.sort { $0.timestamp < $1.timestamp }
        record.usageEvents.sort { $0.timestamp < $1.timestamp }
        record.doseLogs.sort { $0.takenAt < $1.takenAt }
        record.taskOutcomes.sort { $0.recordedAt < $1.recordedAt }
        return ConformancePerson(record: record, first: CalendarDay(iso8601: first)!, last: CalendarDay(iso8601: last)!)
    }

    private func occurrence(_ due: String) -> TaskOccurrence {
        TaskOccurrence(task: TaskID(ConformanceSetup.task), scheduled: Self.instant(due))
    }

    private static func instant(_ text: String) -> Date {
        guard let date = ISO8601DateFormatter().date(from: text) else { preconditionFailure("not an instant: \(text)") }
        return date
    }
}
