import Testing
@testable import CareScenario

/// Seed 003 stories 1 and 6: the `notifications` section of a scenario, read and checked at
/// its place.
@Suite struct NotificationScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with a task on line 26.
    static let task = #"tasks: [{name: walk, label: exercise, schedule: {repeat: daily, times: ["16:00"]}, completion: 0.6}]"#
    /// The notifications, on line 27.
    static let notifications = "notifications: {seen_chance: 0.7, median_minutes_to_seen: 25, spread: 0.8}"

    func error(_ text: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(text, file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 003 story 6: the notifications are read, spread defaulting to 1; without them there are none")
    func theNotificationsAreRead() throws {
        let scenario = try ScenarioLoader.parse([ScenarioLoaderTests.valid, Self.task, Self.notifications].joined(separator: "\n"),
                                                file: "s.yaml")
        #expect(scenario.notifications == NotificationModel(seenChance: 0.7, medianMinutesToSeen: 25, spread: 0.8))
        let plain = Self.notifications.replacingOccurrences(of: ", spread: 0.8", with: "")
        #expect(try ScenarioLoader.parse([ScenarioLoaderTests.valid, Self.task, plain].joined(separator: "\n"), file: "s.yaml")
                .notifications?.spread == 1)
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + Self.task, file: "s.yaml").notifications == nil)
        #expect(scenario.notifications?.caregiverOptIn == nil)
    }

    @Test("Seed 003 story 16: the caregivers' opt-in chances are read, a missing one 0; one above 1 is refused at its place")
    func theCaregiverOptInIsRead() throws {
        let withOptIn = Self.notifications.replacingOccurrences(of: "}", with: ", caregiver_opt_in: {misses: 0.4}}")
        let scenario = try ScenarioLoader.parse([ScenarioLoaderTests.valid, Self.task, withOptIn].joined(separator: "\n"),
                                                file: "s.yaml")
        #expect(scenario.notifications?.caregiverOptIn == NotificationModel.OptIn(misses: 0.4, completions: 0))
        let bad = withOptIn.replacingOccurrences(of: "misses: 0.4", with: "completions: 2")
        let error = try #require(self.error([ScenarioLoaderTests.valid, Self.task, bad].joined(separator: "\n")))
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
        #expect(error.description.contains("notifications.caregiver_opt_in.completions"), "\(error)")
    }

    @Test("Seed 003 story 6: a seen chance above one is refused at its line and column, naming the field and the range")
    func aSeenChanceAboveOneIsRefusedAtItsPlace() throws {
        let bad = Self.notifications.replacingOccurrences(of: "seen_chance: 0.7", with: "seen_chance: 1.7")
        let error = try #require(self.error([ScenarioLoaderTests.valid, Self.task, bad].joined(separator: "\n")))
        #expect(error.description.hasPrefix("s.yaml:27:30:"), "\(error)")
        #expect(error.description.contains("notifications.seen_chance") && error.description.contains("1.7"), "\(error)")
    }

    @Test("Seed 003 story 6: a misspelt key is refused with a suggestion")
    func anUnknownKeyIsRefusedWithASuggestion() throws {
        let bad = Self.notifications.replacingOccurrences(of: "median_minutes_to_seen", with: "median_minutes_to_sen")
        let error = try #require(self.error([ScenarioLoaderTests.valid, Self.task, bad].joined(separator: "\n")))
        #expect(error.problem == .unknownKey("median_minutes_to_sen", suggestion: "median_minutes_to_seen"), "\(error)")
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
    }

    @Test("Seed 003 story 6: notifications without tasks are refused at their place, with an example of a task")
    func notificationsNeedTasks() throws {
        let error = try #require(self.error(ScenarioLoaderTests.valid + "\n" + Self.notifications))
        #expect(error.description.hasPrefix("s.yaml:26:"), "\(error)")
        #expect(error.description.contains("tasks"), "\(error)")
    }

    @Test("Seed 003 story 15: the caregivers' audio-message lengths are read; one above 60 s is refused at its place")
    func theAudioMessageLengthsAreRead() throws {
        let withAudio = Self.notifications.replacingOccurrences(of: "}", with: ", audio_message_seconds: [10, 30]}")
        let scenario = try ScenarioLoader.parse([ScenarioLoaderTests.valid, Self.task, withAudio].joined(separator: "\n"),
                                                file: "s.yaml")
        #expect(scenario.notifications?.audioMessageSeconds == [10, 30])
        let bad = withAudio.replacingOccurrences(of: "30]", with: "90]")
        let error = try #require(self.error([ScenarioLoaderTests.valid, Self.task, bad].joined(separator: "\n")))
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
        #expect(error.description.contains("notifications.audio_message_seconds[1]") && error.description.contains("90"), "\(error)")
    }
}
