import CareModel
import Testing
@testable import CareScenario

/// Seed 004 DR8 (log-ins per day): `activities.sessions_per_day`, read and checked at its
/// place.
@Suite struct SessionsScenarioTests {
    /// `ScenarioLoaderTests.valid` with `activities` on its last line.
    static func text(_ activities: String) -> String {
        ScenarioLoaderTests.valid + "\nactivities: " + activities
    }

    /// The line `activities` is on.
    static let activitiesLine = text("").split(separator: "\n", omittingEmptySubsequences: false).count

    @Test("Seed 004 DR8: sessions per day are read; without them a day has one session and the fingerprint stays")
    func read() throws {
        let scenario = try ScenarioLoader.parse(Self.text("{chat_post: 0.2, sessions_per_day: 1.5}"), file: "s.yaml")
        #expect(scenario.activities.sessionsPerDay == 1.5)
        #expect(scenario.canonicalText.contains("sessionsPerDay"))
        let without = try ScenarioLoader.parse(Self.text("{chat_post: 0.2}"), file: "s.yaml")
        #expect(without.activities.sessionsPerDay == nil)
        #expect(!without.canonicalText.contains("sessionsPerDay"))
    }

    @Test("Seed 004 DR8: fewer than one session a day is refused at its place", arguments: ["0.5", "25", "many"])
    func refused(value: String) throws {
        do {
            _ = try ScenarioLoader.parse(Self.text("{sessions_per_day: \(value)}"), file: "s.yaml")
            Issue.record("sessions_per_day \(value) was accepted")
        } catch {
            #expect(error.line == Self.activitiesLine, "\(error)")
            #expect(error.description.contains("activities.sessions_per_day"), "\(error)")
        }
    }
}
