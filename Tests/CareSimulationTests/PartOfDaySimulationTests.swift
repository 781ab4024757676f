import CareModel
import CareScenario
import Foundation
import Testing
@testable import CareSimulation

/// Seed 000 Req 3 and 11: the parts of the day factors are taken in and symptoms start in.
@Suite struct PartOfDaySimulationTests {
    static func scenario(caffeine: PartOfDayShares, onset: PartOfDayShares? = nil, effectPart: TimeOfDay? = nil) -> Scenario {
        Scenario(
            name: "parts", seed: 3, people: 40, days: 30,
            startDay: CalendarDay(year: 2026, month: 3, day: 2),
            timeZones: [TimeZone(identifier: "Europe/London")!],
            segments: [Segment(name: "all", share: 1, traits: TraitModels(logging: .beta(a: 9, b: 1)))],
            symptoms: [SymptomModel(symptom: Symptom(name: "headache"), baselineMean: 0.8, dailySD: 0.8, onset: onset)],
            factors: [FactorModel(name: "caffeine", unit: .milligrams, partsOfDay: caffeine, mean: 180, withinSD: 70)],
            effects: [PlantedEffect(factor: "caffeine", symptom: "headache", lagDays: 1, within: 0.01, timeOfDay: effectPart)])
    }

    static func people(_ scenario: Scenario) -> [SimulatedPerson] {
        let simulator = Simulator(scenario: scenario)
        return (0..<scenario.people).map { simulator.person($0) }
    }

    /// Shares that put every occasion in one part draw nothing: the run is the one of the
    /// part named on its own, so scenarios without the settings simulate as before.
    @Test func req11OnePartSimulatesWithoutADraw() {
        let named = Self.people(Self.scenario(caffeine: .only(.evening)))
        let shares = Self.people(Self.scenario(caffeine: PartOfDayShares([.evening: 1])!))
        #expect(named.map(\.record) == shares.map(\.record))
        #expect(named.allSatisfy { $0.record.factorEntries.allSatisfy { $0.timeOfDay == .evening } })
    }

    /// Each day's part is drawn from the factor's shares and its entry falls in it; a
    /// symptom's onsets follow its shares; both whatever the threads.
    @Test func req3And11PartsFollowTheirSharesAndTheEntriesClock() throws {
        let scenario = Self.scenario(caffeine: PartOfDayShares([.morning: 0.7, .evening: 0.3])!,
                                     onset: PartOfDayShares([.night: 0.5, .afternoon: 0.5])!, effectPart: .evening)
        let people = Self.people(scenario)
        let factors = people.flatMap(\.record.factorEntries), onsets = people.flatMap(\.record.symptomEntries)
        let evening = Double(factors.filter { $0.timeOfDay == .evening }.count) / Double(factors.count)
        #expect(abs(evening - 0.3) < 0.05, "\(evening)")
        #expect(Set(factors.map(\.timeOfDay)) == [.morning, .evening])
        #expect(Set(onsets.map(\.timeOfDay)) == [.night, .afternoon])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/London")!
        for entry in factors {
            #expect(entry.timeOfDay == TimeOfDay(hour: calendar.component(.hour, from: entry.timestamp)))
        }
        let collected = Collected()
        try Simulator(scenario: scenario).run(threads: 2, batchSize: 3) { collected.append($0) }
        #expect(collected.people.map(\.record) == people.map(\.record))
    }
}
