import CareModel
import CareScenario
import Foundation
import Testing
@testable import CareSimulation

@Suite struct SimulatorTests {
    static let scenario = Scenario(
        name: "test", description: "", seed: 11, people: 30, days: 40,
        startDay: CalendarDay(year: 2026, month: 3, day: 20),
        timeZones: [TimeZone(identifier: "Europe/London")!, TimeZone(identifier: "America/New_York")!],
        loggingProbability: 0.8,
        symptoms: [SymptomModel(symptom: Symptom(name: "headache", category: SymptomCategory("Head")),
                                baselineMean: 0.3, baselineSD: 0.5, dailySD: 0.8)],
        factors: [FactorModel(name: "caffeine", unit: .milligrams, timeOfDay: .morning,
                              mean: 180, betweenSD: 80, withinSD: 70)],
        effects: [PlantedEffect(factor: "caffeine", symptom: "headache", lagDays: 1, perUnit: 0.01)]
    )

    @Test func aPersonIsTheSameWhicheverOrderPeopleAreSimulatedIn() {
        let simulator = Simulator(scenario: Self.scenario)
        var inOrder: [SimulatedPerson] = []
        simulator.run { inOrder.append($0) }
        for index in [29, 3, 17] {
            let alone = simulator.person(index)
            #expect(alone.symptomEntries == inOrder[index].symptomEntries)
            #expect(alone.factorEntries == inOrder[index].factorEntries)
        }
    }

    @Test func anotherSeedGivesOtherData() {
        var other = Self.scenario
        other.seed = 12
        #expect(Simulator(scenario: other).person(0).factorEntries != Simulator(scenario: Self.scenario).person(0).factorEntries)
    }

    @Test func entriesFallInsideTheRunAndTheirTimeOfDay() {
        let person = Simulator(scenario: Self.scenario).person(1)
        let first = Self.scenario.startDay.start(in: person.timeZone)!
        let end = Self.scenario.startDay.adding(days: Self.scenario.days).start(in: person.timeZone)!
        let calendar = Calendar.gregorian(in: person.timeZone)
        for entry in person.symptomEntries {
            #expect(entry.timestamp >= first && entry.timestamp < end)
            #expect(entry.timeOfDay.hours.contains(calendar.component(.hour, from: entry.timestamp)))
        }
        #expect(person.factorEntries.allSatisfy { $0.timeOfDay == .morning })
    }

    @Test func loggingProbabilityThinsTheLogs() {
        var sparse = Self.scenario
        sparse.loggingProbability = 0.3
        let full = Simulator(scenario: Self.scenario).person(0).factorEntries.count
        let thin = Simulator(scenario: sparse).person(0).factorEntries.count
        // One factor entry per logged day: about 0.8 × 40 against 0.3 × 40.
        #expect(thin < full)
        #expect(full <= Self.scenario.days)
    }

    @Test func everySeverityIsOneOfTheSeedsFour() {
        var person: [SymptomEntry] = []
        Simulator(scenario: Self.scenario).run { person.append(contentsOf: $0.symptomEntries) }
        #expect(!person.isEmpty)
        #expect(Set(person.map(\.severity)).isSubset(of: Severity.allCases))
    }
}
