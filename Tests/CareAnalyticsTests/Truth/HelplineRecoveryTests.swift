import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR5.FR7.1 (after a negative mood the app shows helplines): from scenario to
/// `analyze truth`, and the message's rule.
@Suite struct HelplineRecoveryTests {
    static let plain = """
        format: 1
        name: helplines
        seed: 72
        people: 300
        days: 60
        start_date: 2026-03-02
        time_zones: [America/New_York]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.003}}
        arms:
          - {name: plain, share: 0.5}
          - {name: reminded, share: 0.5, reminders: true}
        symptoms:
          - {name: cravings, baseline_mean: 0.8, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        mood: {survey_probability: 0.8, symptom_weight: 0.6}
        """

    static let helplines = """
        helplines:
          call_chance: {sad: 0.1, angry: 0.05, sick: 0.2, overwhelmed: 0.4}
        """

    /// Each planted chance lies in its interval (a fixed seed); every message follows a
    /// negative mood a second after it was chosen, and every call comes after its message.
    @Test("Seed 004 DR5.FR7.1: the planted chances of calling a helpline after each negative mood are recovered")
    func plantedChancesAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.helplines)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.planted.helplines == HelplineCalls(sad: 0.1, angry: 0.05, sick: 0.2, overwhelmed: 0.4))
        let declared = try AnalysisRegistry.truth(truth, on: run.database)
        #expect(declared.map(\.kind) == ["helpline"])
        let rows = declared.flatMap(\.rows)
        #expect(rows.map(\.item) == ["sad", "angry", "sick", "overwhelmed"])
        for row in rows {
            #expect(row.recovered == true, "\(row.item): planted \(row.planted), \(String(describing: row.interval))")
        }
        let report = try HelplineAnalysis.run(on: run.database)
        #expect(Set(report.cells.compactMap(\.arm)) == ["plain", "reminded"])
        var prompts = 0
        try run.database.forEachPerson { log in
            prompts += log.helplinePrompts.count
            let moods = Dictionary(log.moods.map { ($0.timestamp, $0.mood) }, uniquingKeysWith: { a, _ in a })
            for prompt in log.helplinePrompts {
                #expect(moods[prompt.shownAt.addingTimeInterval(-1)] == prompt.mood)
                if let called = prompt.calledAt { #expect(called > prompt.shownAt) }
            }
            #expect(log.helplinePrompts.count == log.moods.count { $0.mood.group == .negative })
        }
        #expect(prompts > 3000, "\(prompts)")
    }

    /// The messages come from a stream of their own: everything a person logs but the
    /// messages is as it was without them.
    @Test("Seed 004 DR5.FR7.1: recording helpline messages changes nothing else the scenario simulates")
    func addingHelplinesChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 300", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.helplines)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = [], prompts = 0
        try with.database.forEachPerson { record in
            var log = record
            prompts += log.helplinePrompts.count
            log.helplinePrompts = []
            a.append(log)
        }
        try without.database.forEachPerson { b.append($0) }
        #expect(prompts > 0)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).planted.helplines == nil)
        #expect(HelplineAnalysis.isEmpty(try HelplineAnalysis.run(on: without.database)))
    }

    @Test("Seed 004 DR5.FR7.1: helplines follow a negative mood only, and a call never precedes its message",
          arguments: Mood.allCases)
    func onlyNegativeMoodsShowHelplines(mood: Mood) {
        let shown = Date(timeIntervalSince1970: 1_780_000_000)
        let negative = mood.group == .negative
        #expect(((try? HelplinePrompt(mood: mood, shownAt: shown)) != nil) == negative)
        #expect(throws: negative ? HelplinePromptError.calledBeforeShown : .notNegative(mood)) {
            try HelplinePrompt(mood: mood, shownAt: shown, calledAt: shown.addingTimeInterval(-60))
        }
        #expect((HelplineCalls(sad: 0.1, angry: 0.2, sick: 0.3, overwhelmed: 0.4).callChance(after: mood) > 0) == negative)
    }
}
