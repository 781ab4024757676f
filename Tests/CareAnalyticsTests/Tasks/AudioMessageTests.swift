import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 003 story 15: the audio-message length a caregiver sets, from scenario to
/// `analyze tasks`.
@Suite struct AudioMessageTests {
    static let plain = """
        format: 1
        name: audio
        seed: 15
        people: 40
        days: 20
        start_date: 2026-03-02
        time_zones: [Europe/Berlin]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, snooze: 0.2}}
        symptoms:
          - {name: pain, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: exercise, unit: minutes, mean: 20, between_sd: 10, within_sd: 10}
        tasks:
          - {name: morning pills, label: medication, schedule: {repeat: daily, times: ["08:00"]}, completion: {beta: [8, 2]}}
          - {name: walk, label: exercise, schedule: {repeat: daily, times: ["16:00"]}, completion: 0.5}
        notifications: {seen_chance: 0.7, median_minutes_to_seen: 25, caregiver_opt_in: {misses: 0.5}
        """

    @Test("Seed 003 story 15: completion by the caregiver's audio-message length adds up to every person's, and the setting changes nothing else")
    func completionIsShownByAudioMessageLength() throws {
        let with = try SimulatedDatabase(yaml: Self.plain + ", audio_message_seconds: [10, 60]}")
        let without = try SimulatedDatabase(yaml: Self.plain + "}")
        defer { with.remove(); without.remove() }
        let report = try TaskAnalysis().run(on: with.database)
        #expect(report.byAudioMessage.map(\.name) == ["10", "60"])
        #expect(report.byAudioMessage.reduce(0) { $0 + $1.people } == report.peopleWithTasks)
        #expect(report.byAudioMessage.reduce(0) { $0 + $1.done + $1.missed }
                == report.byLabel.reduce(0) { $0 + $1.done + $1.missed })
        #expect(try TaskAnalysis().run(on: without.database).byAudioMessage.isEmpty)
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var lengths = Set<Double>()
        try with.database.forEachPerson { record in
            var log = record
            if let audio = log.audioMessage { lengths.insert(audio.seconds) }
            log.audioMessage = nil
            a.append(log)
        }
        try without.database.forEachPerson { b.append($0) }
        #expect(lengths == [10, 60])
        #expect(a == b)
    }
}
