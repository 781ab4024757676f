import CareModel
import Testing
@testable import CareScenario

/// Seed 004 DR3/DR7.FR4.0, DR7.FR9.2: `calendar:` of a scenario, read and checked at its
/// place.
@Suite struct CalendarScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the calendar from line 26.
    static func text(_ calendar: String) -> String {
        ScenarioLoaderTests.valid + "\ncalendar:\n" + calendar
    }

    static let good = """
          appointments_per_30_days: 2
          reminder_share: 0.6
          reminder_leads:
            "1 day": 0.5
            "2 hours": 0.5
          attendance: 0.65
          attendance_day_ahead: 0.85
        """

    func error(_ calendar: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(Self.text(calendar), file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 004 DR7.FR9.2: the calendar is read, leads in the offered order")
    func read() throws {
        let scenario = try ScenarioLoader.parse(Self.text(Self.good), file: "s.yaml")
        let calendar = try #require(scenario.calendar)
        #expect(calendar.appointmentsPer30Days == 2)
        #expect(calendar.reminderShare == 0.6)
        #expect(calendar.reminderLeads.map(\.lead) == [.hours(2), .days(1)])
        #expect(calendar.reminderLeads.map(\.chance) == [0.5, 0.5])
        #expect(calendar.attendance(in: .none) == 0.65)
        #expect(calendar.attendance(in: .underADay) == 0.65)
        #expect(calendar.attendance(in: .aDayOrMore) == 0.85)
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").calendar == nil)
    }

    @Test("Seed 004 DR7.FR9.2: an unknown lead is refused at its line and column with the closest offered lead")
    func unknownLead() throws {
        let error = try #require(self.error(Self.good.replacingOccurrences(of: "\"1 day\"", with: "\"2 dayz\"")))
        #expect(error.line == 30 && error.column == 5, "\(error)")
        #expect(error.description.hasPrefix("s.yaml:30:5: "), "\(error)")
        #expect(error.description.contains("expected one of 15 minutes, 30 minutes"), "\(error)")
        #expect(error.description.contains("did you mean '2 days'?"), "\(error)")
        let unoffered = try #require(self.error(Self.good.replacingOccurrences(of: "\"1 day\"", with: "\"3 days\"")))
        #expect(unoffered.description.contains("'3 days'"), "\(unoffered)")
    }

    @Test("Seed 004 DR7.FR9.2: a bad probability or chances that do not sum to 1 are refused at their place", arguments: [
        ("attendance_day_ahead: 0.85", "attendance_day_ahead: 1.5", 33, "a probability from 0 to 1"),
        ("attendance: 0.65", "attendance: -0.1", 32, "a probability from 0 to 1"),
        ("reminder_share: 0.6", "reminder_share: 2", 28, "a probability from 0 to 1"),
        ("\"2 hours\": 0.5", "\"2 hours\": 0.4", 30, "sum to 1"),
    ])
    func badNumber(original: String, replacement: String, line: Int, expected: String) throws {
        let error = try #require(self.error(Self.good.replacingOccurrences(of: original, with: replacement)))
        #expect(error.description.hasPrefix("s.yaml:\(line):"), "\(error)")
        #expect(error.description.contains(expected), "\(error)")
    }

    @Test("Seed 004 DR7.FR9.2: reminders without leads, or a misspelt key, are refused with what to write")
    func missingLeads() throws {
        let error = try #require(self.error("  appointments_per_30_days: 2\n  reminder_share: 0.5\n  attendance: 0.6\n  attendance_day_ahead: 0.8"))
        #expect(error.description.contains("reminder_leads"), "\(error)")
        let misspelt = try #require(self.error(Self.good.replacingOccurrences(of: "reminder_share", with: "reminder_shar")))
        #expect(misspelt.problem == .unknownKey("reminder_shar", suggestion: "reminder_share"), "\(misspelt)")
    }

    @Test("Seed 004 DR3/DR7.FR4.0: medication times need a medication, named at the calendar's place with an example")
    func medicationTimesNeedAMedication() throws {
        let error = try #require(self.error(Self.good + "\n  medication_share: 0.4"))
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
        #expect(error.description.contains("medications") && error.description.contains("buprenorphine"), "\(error)")
        #expect(try ScenarioLoader.parse(Self.text(Self.good), file: "s.yaml").calendar?.medicationShare == nil)
    }
}
