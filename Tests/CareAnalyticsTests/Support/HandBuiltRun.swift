import CareModel
import CareStore
import Foundation

/// A small database written by hand: people with a time zone, an arm and their events, over
/// a period starting on 2 March 2026 in London.
struct HandBuiltRun {
    static let zone = TimeZone(identifier: "Europe/London")!
    static let start = CalendarDay(year: 2026, month: 3, day: 2)

    let database: CareDatabase

    init(days: Int, people: [PersonRecord], medications: [Medication] = [],
         tasks: [(name: String, label: String, schedule: RecurrenceRule)] = []) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-\(UUID().uuidString).sqlite").path
        database = try CareDatabase.create(at: path)
        try database.setRunInfo(["start_date": Self.start.description, "days": String(days)])
        try database.setSymptoms([Symptom(name: "headache", category: SymptomCategory("Head"))])
        try database.setProgramme(medications: medications, tasks: tasks)
        try database.append(people)
    }

    /// Day `day` of the period at a local clock time.
    static func at(_ day: Int, hour: Int, minute: Int = 0) -> Date {
        start.adding(days: day).instant(hour: hour, minute: minute, in: zone)!
    }

    /// A person who logged in on each of `days`.
    static func person(_ id: Int, arm: String = "", loginDays: [Int], extra: [AppUsageEvent] = []) -> PersonRecord {
        PersonRecord(personID: id, timeZone: zone, arm: arm,
                  usageEvents: loginDays.map { AppUsageEvent(kind: .login, timestamp: at($0, hour: 9)) } + extra)
    }
}
