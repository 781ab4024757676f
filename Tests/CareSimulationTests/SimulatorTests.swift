import CareModel
import CareScenario
import Foundation
import Testing
@testable import CareSimulation

@Suite struct SimulatorTests {
    static let scenario = Scenario(
        name: "test", seed: 11, people: 30, days: 40,
        startDay: CalendarDay(year: 2026, month: 3, day: 20),
        timeZones: [TimeZone(identifier: "Europe/London")!, TimeZone(identifier: "America/New_York")!],
        segments: [Segment(name: "all", share: 1, traits: TraitModels(logging: .beta(a: 8, b: 2)))],
        symptoms: [SymptomModel(symptom: Symptom(name: "headache", category: SymptomCategory("Head")),
                                baselineMean: 0.3, baselineSD: 0.5, dailySD: 0.8)],
        factors: [FactorModel(name: "caffeine", unit: .milligrams, mean: 180, betweenSD: 80, withinSD: 70)],
        effects: [PlantedEffect(factor: "caffeine", symptom: "headache", lagDays: 1, within: 0.01)]
    )

    func everyone(_ scenario: Scenario = scenario, threads: Int = 1, batchSize: Int = 7) throws -> [SimulatedPerson] {
        let collected = Collected()
        try Simulator(scenario: scenario).run(threads: threads, batchSize: batchSize) { collected.append($0) }
        return collected.people
    }

    @Test func aPersonIsTheSameWhicheverWayThePopulationIsSplit() throws {
        let simulator = Simulator(scenario: Self.scenario)
        let oneThread = try everyone()
        let twoThreads = try everyone(threads: 2, batchSize: 3)
        #expect(oneThread.map(\.index) == Array(0..<30))
        #expect(twoThreads.map(\.index) == Array(0..<30))
        for (a, b) in zip(oneThread, twoThreads) {
            #expect(a.record.symptomEntries == b.record.symptomEntries && a.record.factorEntries == b.record.factorEntries
                    && a.record.usageEvents == b.record.usageEvents)
        }
        for index in [29, 3, 17] {
            #expect(simulator.person(index).record.factorEntries == oneThread[index].record.factorEntries)
        }
    }

    @Test func twoHalvesSimulatedApartEqualTheWhole() throws {
        let whole = try everyone()
        let halves = Collected()
        for range in [15..<30, 0..<15] {
            try Simulator(scenario: Self.scenario).run(people: range, threads: 2, batchSize: 4) { halves.append($0) }
        }
        let merged = halves.people.sorted { $0.index < $1.index }
        #expect(merged.map(\.record.symptomEntries) == whole.map(\.record.symptomEntries))
    }

    @Test func anotherSeedGivesOtherData() {
        var other = Self.scenario
        other.seed = 12
        #expect(Simulator(scenario: other).person(0).record.factorEntries != Simulator(scenario: Self.scenario).person(0).record.factorEntries)
    }

    @Test func entriesFallInsideTheRunAndTheirTimeOfDay() {
        let person = Simulator(scenario: Self.scenario).person(1)
        let first = Self.scenario.startDay.start(in: person.record.timeZone)!
        let end = Self.scenario.startDay.adding(days: Self.scenario.days).start(in: person.record.timeZone)!
        let calendar = Calendar.gregorian(in: person.record.timeZone)
        for entry in person.record.symptomEntries {
            #expect(entry.timestamp >= first && entry.timestamp < end)
            #expect(entry.timeOfDay?.hours.contains(calendar.component(.hour, from: entry.timestamp)) == true)
        }
        #expect(person.record.factorEntries.allSatisfy { $0.timeOfDay == .morning })
    }

    @Test func nobodyLogsAfterDroppingOut() throws {
        var leaky = Self.scenario
        leaky.segments = [Segment(traits: TraitModels(dropoutHazard: .constant(0.1)))]
        let people = try everyone(leaky)
        #expect(people.filter { $0.dropoutDay != nil }.count > 20)  // 1 − 0.9^40 ≈ 98.5 % drop out
        for person in people {
            guard let day = person.dropoutDay else { continue }
            let end = leaky.startDay.adding(days: day).start(in: person.record.timeZone)!
            #expect(person.record.usageEvents.allSatisfy { $0.timestamp < end })
        }
    }

    @Test func everyLoggedDayHasOneLogin() throws {
        for person in try everyone() {
            let loginDays = person.record.usageEvents.filter { $0.kind == .login }.map {
                CalendarDay(containing: $0.timestamp, in: person.record.timeZone)
            }
            let factorDays = person.record.factorEntries.map { CalendarDay(containing: $0.timestamp, in: person.record.timeZone) }
            #expect(loginDays == factorDays)
        }
    }

    @Test func remindersBringBackPeopleWhoRespondToThem() throws {
        var reminded = Self.scenario
        reminded.segments = [Segment(traits: TraitModels(logging: .constant(0.2), reminderResponse: .constant(1)))]
        reminded.arms = [Arm(name: "reminders", share: 1, regimen: Regimen(reminders: true))]
        let people = try everyone(reminded)
        // With certain response every day is logged: the reminder brings back the other 80 %.
        #expect(people.allSatisfy { $0.record.factorEntries.count == reminded.days })
        #expect(people.allSatisfy { $0.record.usageEvents.filter { $0.kind == .reminderSent }.count == reminded.days })
    }

    @Test func anInterventionChangesTheRegimenFromItsDay() {
        var scenario = Self.scenario
        scenario.interventions = [Intervention(fromDay: 10, reminders: true)]
        let plan = SimulationPlan(scenario: scenario)
        #expect(plan.regimens[0][9].reminders == false)
        #expect(plan.regimens[0][10].reminders == true)
        #expect(plan.regimens[0][39].reminders == true)
    }

    @Test(arguments: [(0.5, 0.0, 0.5), (0.5, log(3.0), 0.75), (0.8, -log(4.0), 0.5)])
    func missingnessShiftsTheLogOdds(_ p: Double, _ shift: Double, _ expected: Double) {
        // logit(0.5) + ln 3 = ln 3 → 3/4; logit(0.8) = ln 4, minus ln 4 → 1/2.
        #expect(abs(PersonSimulation.shifted(p, byLogOdds: shift) - expected) < 1e-12)
    }

    @Test func armsAreDrawnWithTheirShares() throws {
        var trial = Self.scenario
        trial.people = 2000
        trial.days = 1
        trial.arms = [Arm(name: "control", share: 0.25), Arm(name: "treatment", share: 0.75)]
        let treated = try everyone(trial).filter { $0.record.arm == "treatment" }.count
        // Binomial(2000, 0.75): sd ≈ 19.4; five of them either side of 1500.
        #expect(abs(treated - 1500) < 97)
    }
}

/// Collects batches delivered on the simulator's writer thread.
final class Collected: @unchecked Sendable {
    private var stored: [SimulatedPerson] = []
    private let lock = NSLock()

    func append(_ batch: [SimulatedPerson]) {
        lock.lock()
        stored.append(contentsOf: batch)
        lock.unlock()
    }

    var people: [SimulatedPerson] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
