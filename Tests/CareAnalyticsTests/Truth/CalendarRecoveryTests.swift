import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR3/DR7.FR4.0, DR7.FR9.2: calendar appointments and their reminders, from
/// scenario to `analyze truth` (issue 18: "reminders a day ahead raise appointment
/// attendance").
@Suite struct CalendarRecoveryTests {
    static let plain = """
        format: 1
        name: calendar
        seed: 404
        people: 400
        days: 90
        start_date: 2026-03-02
        time_zones: [America/New_York, Europe/London]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.003}}
        symptoms:
          - {name: cravings, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        mood: {survey_probability: 0.7}
        """

    static let calendar = """
        calendar:
          appointments_per_30_days: 2
          reminder_share: 0.6
          reminder_leads: {"2 hours": 0.3, "on the day at 08:00": 0.2, "1 day": 0.4, "7 days": 0.1}
          attendance: 0.65
          attendance_day_ahead: 0.85
        """

    /// The planted attendances and the day-ahead effect (0.85 − 0.65 = 0.2) lie in their 95 %
    /// intervals (a fixed seed), and the effect's interval excludes no effect.
    @Test("Seed 004 DR7.FR9.2: the planted effect of a reminder a day ahead on attendance is recovered")
    func plantedEffectIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.calendar)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.calendar == GroundTruth.CalendarTruth(
            appointmentsPerMonth: 2, reminderShare: 0.6,
            reminderLeads: ["2 hours": 0.3, "on the day at 08:00": 0.2, "1 day": 0.4, "7 days": 0.1],
            attendance: 0.65, attendanceDayAhead: 0.85))
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        #expect(comparison.calendar.map(\.parameter) == ["attendance", "attendance_day_ahead", "attendance_difference_day_ahead"])
        for row in comparison.calendar {
            #expect(row.recovered == true,
                    "\(row.parameter): planted \(row.planted), \(String(describing: row.estimate)) \(String(describing: row.interval))")
            #expect(row.people > 50, "\(row.parameter) \(row.people)")
        }
        let effect = try #require(comparison.calendar.last?.interval)
        #expect(effect.lower > 0, "\(effect)")
    }

    /// The calendar comes from a stream of its own: everything else a person logs is as it
    /// was without it, and a run without it plants nothing in truth.json.
    @Test("Seed 004 DR3/DR7.FR4.0: adding a calendar changes nothing else the scenario simulates")
    func addingACalendarChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 400", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.calendar)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var appointments = 0
        try with.database.forEachPerson { var log = $0; appointments += log.calendarEvents.count; log.calendarEvents = []; a.append(log) }
        try without.database.forEachPerson { b.append($0) }
        #expect(appointments > 30)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).calendar == nil)
    }

    /// A medication whose times some people keep in the calendar, on lines after `plain`.
    static let medication = """
        medications:
          - {name: buprenorphine, dose: {amount: 8, unit: mg}, schedule: {repeat: daily, times: ["09:00"]}, adherence: {beta: [9, 2]}}
        """

    /// The planted share of people who keep their medication times in the calendar lies in
    /// its interval; each of their times is taken exactly when a logged dose belongs to it;
    /// the appointments are as they were without medication times, and people keep one lead.
    @Test("Seed 004 DR3/DR7.FR4.0: medication times in the calendar follow the doses, and the planted share is recovered")
    func medicationTimesAreRecovered() throws {
        let base = Self.plain + "\n" + Self.medication + "\n" + Self.calendar
        let run = try SimulatedDatabase(yaml: base + "\n  medication_share: 0.4")
        let without = try SimulatedDatabase(yaml: base)
        defer { run.remove(); without.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.calendar?.medicationShare == 0.4)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).calendar?.medicationShare == nil)
        let row = try #require(try TruthAnalysis().run(on: run.database, truth: truth).calendar.last)
        #expect(row.parameter == "medication_share" && row.recovered == true, "\(row.estimate ?? .nan) \(String(describing: row.interval))")
        var withTimes = 0, appointments: [[CalendarEventOutcome]] = [], taken = 0, times = 0
        try run.database.forEachPerson { log in
            let medication = log.calendarEvents.filter { $0.kind == .medication }
            appointments.append(log.calendarEvents.filter { $0.kind == .appointment })
            guard !medication.isEmpty else { return }
            withTimes += 1
            #expect(Set(log.calendarEvents.map(\.reminder)).count == 1, "one lead for all of a person's events")
            let outcomes = ScheduledDoseOutcome.outcomes(scheduled: medication.map(\.scheduledAt), taken: log.doseLogs.map(\.takenAt))
            #expect(medication.map(\.attended) == outcomes.map { !$0.taken.isEmpty })
            times += medication.count
            taken += medication.count { $0.attended }
        }
        #expect(withTimes > 100 && taken > 0 && taken < times, "\(withTimes) \(taken) \(times)")
        var before: [[CalendarEventOutcome]] = []
        try without.database.forEachPerson { before.append($0.calendarEvents) }
        #expect(appointments == before)
    }
}
