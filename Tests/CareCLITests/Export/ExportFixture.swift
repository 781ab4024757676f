import CareModel
import CareStore
import Foundation

/// A hand-built run of five days, 5-9 January 2026 (London in winter: local time is UTC),
/// whose panel is worked out by hand.
///
/// Person 1 (arm control): headache severe on the 5th (3 points) with a dose of ibuprofen;
/// caffeine 100 + 50 mg and two heart rates, 60 and 70 bpm, on the 6th; headache moderate
/// (2) and a happy mood (valence 1) on the 7th; caffeine 80 mg on the 8th; nothing on the
/// 9th. Headache scores 3, 0, 2, 0 on four logged days, then missing. Person 2 (arm
/// reminders, New York) logged nothing.
enum ExportFixture {
    static func makeRun(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("carelab.sqlite").path
        let database = try CareDatabase.create(at: path)
        try database.setRunInfo(["start_date": "2026-01-05", "days": "5"])
        let headache = Symptom(name: "headache", category: SymptomCategory("Head"))
        let nausea = Symptom(name: "nausea", category: SymptomCategory("Digestion"))
        try database.setSymptoms([headache, nausea])
        func at(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
        func symptom(_ text: String, _ severity: Severity) -> SymptomEntry {
            SymptomEntry(symptom: headache, timestamp: at(text), timeOfDay: .morning, severity: severity)
        }
        func caffeine(_ text: String, _ mg: Double) -> LifestyleFactorEntry {
            LifestyleFactorEntry(factor: "caffeine", timestamp: at(text), timeOfDay: .morning,
                                 measurement: .amount(mg, .milligrams))
        }
        func heartRate(_ text: String, _ bpm: Double) throws -> HealthMeasurement {
            try HealthMeasurement(timestamp: at(text), value: .heartRate(beatsPerMinute: bpm), source: .manual)
        }
        try database.append([
            PersonRecord(
                personID: 1, timeZone: TimeZone(identifier: "Europe/London")!, arm: "control",
                symptomEntries: [symptom("2026-01-05T09:00:00Z", .severe), symptom("2026-01-07T09:00:00Z", .moderate)],
                factorEntries: [caffeine("2026-01-06T09:00:00Z", 100), caffeine("2026-01-06T15:00:00Z", 50),
                                caffeine("2026-01-08T09:00:00Z", 80)],
                doseLogs: [DoseLog(medication: "ibuprofen", at: at("2026-01-05T10:00:00Z"))],
                moods: [MoodCheckIn(mood: .happy, timestamp: at("2026-01-07T12:00:00Z"))],
                measurements: [try heartRate("2026-01-06T08:00:00Z", 60), try heartRate("2026-01-06T20:00:00Z", 70)]),
            PersonRecord(personID: 2, timeZone: TimeZone(identifier: "America/New_York")!, arm: "reminders"),
        ])
        return path
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The panel's CSV, worked out by hand.
    static let panel = [
        "person_id,date,arm,logged,symptom_headache_points,symptom_nausea_points,factor_caffeine_mg,doses_ibuprofen,"
            + "measurement_heart_rate_bpm,mood_valence",
        "1,2026-01-05,control,true,3,0,,1,,",
        "1,2026-01-06,control,true,0,0,150.0,0,65.0,",
        "1,2026-01-07,control,true,2,0,,0,,1.0",
        "1,2026-01-08,control,true,0,0,80.0,0,,",
        "1,2026-01-09,control,false,,,,,,",
        "2,2026-01-05,reminders,false,,,,,,",
        "2,2026-01-06,reminders,false,,,,,,",
        "2,2026-01-07,reminders,false,,,,,,",
        "2,2026-01-08,reminders,false,,,,,,",
        "2,2026-01-09,reminders,false,,,,,,",
    ]
}
