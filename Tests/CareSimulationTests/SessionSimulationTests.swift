import CareModel
import CareScenario
import Foundation
import Testing
@testable import CareSimulation

/// Seed 004 DR8 (log-ins per day): the sessions after the first on a day in the app.
@Suite struct SessionSimulationTests {
    static func scenario(sessions: Double?) -> Scenario {
        Scenario(
            name: "sessions", seed: 8, people: 40, days: 30,
            startDay: CalendarDay(year: 2026, month: 3, day: 20),
            timeZones: [TimeZone(identifier: "Europe/Berlin")!],
            segments: [Segment(name: "all", share: 1, traits: TraitModels(logging: .beta(a: 3, b: 2)))],
            symptoms: [SymptomModel(symptom: Symptom(name: "headache"), baselineMean: 0.8, dailySD: 0.8)],
            factors: [FactorModel(name: "caffeine", unit: .milligrams, mean: 180, withinSD: 80)],
            activities: ActivityModel(chatPost: 0.3, sessionsPerDay: sessions))
    }

    @Test("Seed 004 DR8: later sessions are log-ins on the day of the first, after it, and change nothing else")
    func laterSessions() throws {
        let one = Simulator(scenario: Self.scenario(sessions: nil))
        let more = Simulator(scenario: Self.scenario(sessions: 2.5))
        var firstLogins = 0, laterLogins = 0
        for index in 0..<40 {
            let before = one.person(index).record
            var after = more.person(index).record
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = after.timeZone
            let firsts = Dictionary(grouping: before.usageEvents.filter { $0.kind == .login }) {
                calendar.startOfDay(for: $0.timestamp)
            }.mapValues { $0.map(\.timestamp).min()! }
            let later = after.usageEvents.filter { $0.kind == .login && !firsts.values.contains($0.timestamp) }
            for login in later {
                let first = try #require(firsts[calendar.startOfDay(for: login.timestamp)], "a later session on a day without a first")
                #expect(login.timestamp > first)
            }
            after.usageEvents.removeAll { $0.kind == .login && !firsts.values.contains($0.timestamp) }
            #expect(after == before, "person \(index): only the later log-ins differ")
            firstLogins += firsts.count
            laterLogins += later.count
        }
        // Poisson(1.5) later sessions a day: about 1.5 per first log-in.
        let perDay = Double(laterLogins) / Double(firstLogins)
        #expect(abs(perDay - 1.5) < 0.15, "\(perDay)")
    }
}
