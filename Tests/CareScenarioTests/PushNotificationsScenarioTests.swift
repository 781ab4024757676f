import CareModel
import Testing
@testable import CareScenario

/// Seed 004 (push notifications by kind; DR7.FR9.0-9.2): the `push_notifications` section
/// of a scenario, read and checked at its place.
@Suite struct PushNotificationsScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the notifications on lines 26-32.
    static let push = """
        push_notifications:
          all_share: 0.5
          kinds_share: {daily_check_in: 0.8, mood_update: 0.3}
          per_day: {cohort_message: 2, new_survey: 0.1}
          open_chance: 0.3
          open_chance_by_kind: {daily_check_in: 0.45}
          login_lift: 0.25
        """

    func parse(_ text: String) throws(ScenarioError) -> Scenario {
        try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + text, file: "s.yaml")
    }

    func error(_ text: String) -> ScenarioError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 004 DR7.FR9.2: the push notifications are read, a kind not listed is kept; without them there are none")
    func theNotificationsAreRead() throws {
        let model = try #require(try parse(Self.push).pushNotifications)
        #expect(model.allShare == 0.5 && model.openChance == 0.3 && model.loginLift == 0.25)
        #expect(model.keptShare == [.dailyCheckIn: 0.8, .moodUpdate: 0.3])
        #expect(model.keptChance(.announcement) == 1)
        #expect(model.perDay == [.cohortMessage: 2, .newSurvey: 0.1])
        #expect(model.openChance(for: .dailyCheckIn) == 0.45 && model.openChance(for: .announcement) == 0.3)
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").pushNotifications == nil)
        let bare = try #require(try parse("push_notifications: {all_share: 1, open_chance: 0.2}").pushNotifications)
        #expect(bare.loginLift == 0 && bare.keptShare.isEmpty && bare.perDay.isEmpty)
    }

    @Test("Seed 004 DR7.FR9.0: a misspelt kind is refused at its place with a did-you-mean; the daily check-in has no per_day")
    func badKindsAreRefused() throws {
        let misspelt = try #require(error(Self.push.replacingOccurrences(of: "mood_update: 0.3", with: "mood_updates: 0.3")))
        #expect(misspelt.description.hasPrefix("s.yaml:28:"), "\(misspelt)")
        #expect(misspelt.description.contains("did you mean 'mood_update'?"), "\(misspelt)")
        let own = try #require(error(Self.push.replacingOccurrences(of: "new_survey: 0.1", with: "daily_check_in: 1")))
        #expect(own.description.hasPrefix("s.yaml:29:") && own.description.contains("cohort_message"), "\(own)")
        let share = try #require(error(Self.push.replacingOccurrences(of: "open_chance: 0.3", with: "open_chance: 1.3")))
        #expect(share.description.hasPrefix("s.yaml:30:") && share.description.contains("probability"), "\(share)")
        let key = try #require(error(Self.push.replacingOccurrences(of: "login_lift", with: "login_lfit")))
        #expect(key.description.hasPrefix("s.yaml:32:") && key.description.contains("did you mean 'login_lift'?"), "\(key)")
        let byKind = try #require(error(Self.push.replacingOccurrences(of: "{daily_check_in: 0.45}", with: "{daily_checkin: 0.45}")))
        #expect(byKind.description.hasPrefix("s.yaml:31:") && byKind.description.contains("did you mean 'daily_check_in'?"),
                "\(byKind)")
    }

    @Test("Seed 004 DR7.FR9.1: a login lift is refused in a scenario with medications, whose adherence it would bias, or tasks")
    func loginLiftNeedsNoMedications() throws {
        let medication = """
            medications:
              - {name: buprenorphine, dose: {amount: 8, unit: mg}, schedule: {repeat: daily, times: ["09:00"]}, adherence: {beta: [8, 2]}}
            """
        let lifted = try #require(error(medication + "\n" + Self.push))
        #expect(lifted.description.contains("login_lift") && lifted.description.contains("with medications"), "\(lifted)")
        #expect(lifted.description.hasPrefix("s.yaml:34:"), "\(lifted)")
        let model = try parse(medication + "\n" + Self.push.replacingOccurrences(of: "login_lift: 0.25", with: "login_lift: 0"))
        #expect(model.pushNotifications?.loginLift == 0)
        let task = """
            tasks:
              - {name: stretch, schedule: {repeat: daily, times: ["08:00"]}, completion: {beta: [6, 2]}}
            """
        let withTask = try #require(error(task + "\n" + Self.push))
        #expect(withTask.description.contains("with tasks") && withTask.description.hasPrefix("s.yaml:34:"), "\(withTask)")
    }
}
