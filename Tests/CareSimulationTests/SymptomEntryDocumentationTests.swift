import CareModel
import CareScenario
import Foundation
import Testing
@testable import CareSimulation

/// Seed 000 Req 5-7: simulated entries carry relieving and aggravating factors and notes in
/// the chances the scenario gives; a factor with a planted effect shifts the next entry of
/// its symptom, and the ground truth states that shift on the severity-rank scale.
@Suite struct SymptomEntryDocumentationTests {
    static func scenario(
        baseline: Double = 0.8, dailySD: Double = 0.8, details: SymptomEntryDetails, effects: [SymptomFactorEffect] = [],
        people: Int = 60
    ) -> Scenario {
        Scenario(
            name: "entry details", seed: 11, people: people, days: 40, startDay: CalendarDay(year: 2026, month: 3, day: 2),
            timeZones: [TimeZone(identifier: "Europe/London")!],
            segments: [Segment(name: "all", share: 1, traits: TraitModels(logging: .constant(0.9)))],
            symptoms: [
                SymptomModel(symptom: Symptom(name: "back pain"), baselineMean: baseline, baselineSD: 0.3, dailySD: dailySD,
                             entryDetails: details),
                SymptomModel(symptom: Symptom(name: "fatigue"), baselineMean: 0.6, dailySD: 0.8),
            ],
            factors: [FactorModel(name: "caffeine", unit: .milligrams, mean: 150, withinSD: 50)],
            effects: [PlantedEffect(factor: "caffeine", symptom: "fatigue", within: 0.004)],
            symptomFactorEffects: effects)
    }

    static let details = SymptomEntryDetails(
        relieving: [SymptomFactorChoice(factor: "heating pad", chance: 0.3), SymptomFactorChoice(factor: "rest", chance: 0.6)],
        aggravating: [SymptomFactorChoice(factor: "stress", chance: 0.2)], noteChance: 0.1)

    func everyone(_ scenario: Scenario, threads: Int = 1) throws -> [SimulatedPerson] {
        let collected = Collected()
        try Simulator(scenario: scenario).run(threads: threads, batchSize: 7) { collected.append($0) }
        return collected.people
    }

    @Test func req5To7EntriesCarryEachFactorAndANoteInTheirChances() throws {
        let entries = try everyone(Self.scenario(details: Self.details)).flatMap(\.record.symptomEntries)
        let pain = entries.filter { $0.symptom.name == "back pain" }
        let total = Double(pain.count)
        #expect(pain.count > 800)
        #expect(abs(Double(pain.filter { $0.relievingFactors.contains("heating pad") }.count) / total - 0.3) < 0.04)
        #expect(abs(Double(pain.filter { $0.relievingFactors.contains("rest") }.count) / total - 0.6) < 0.04)
        #expect(abs(Double(pain.filter { $0.aggravatingFactors == ["stress"] }.count) / total - 0.2) < 0.04)
        #expect(abs(Double(pain.filter { !$0.notes.isEmpty }.count) / total - 0.1) < 0.03)
        // Factors keep the catalogue's order; a symptom without catalogues documents nothing.
        #expect(pain.contains { $0.relievingFactors == ["heating pad", "rest"] })
        #expect(entries.filter { $0.symptom.name == "fatigue" }.allSatisfy {
            $0.relievingFactors.isEmpty && $0.aggravatingFactors.isEmpty && $0.notes.isEmpty
        })
    }

    @Test func req5To7CataloguesDrawFromTheirOwnStreamAndLeaveEveryOtherDrawAsItWas() throws {
        let plain = try everyone(Self.scenario(details: SymptomEntryDetails()))
        var documented = try everyone(Self.scenario(details: Self.details))
        for p in documented.indices {
            for e in documented[p].record.symptomEntries.indices {
                documented[p].record.symptomEntries[e].relievingFactors = []
                documented[p].record.symptomEntries[e].aggravatingFactors = []
                documented[p].record.symptomEntries[e].notes = []
            }
        }
        #expect(documented.map(\.record) == plain.map(\.record))
    }

    @Test func req5To7ThePeopleAreTheSameOnAnyNumberOfThreads() throws {
        let scenario = Self.scenario(details: Self.details, effects: [
            SymptomFactorEffect(symptom: "back pain", role: .relieving, factor: "rest", shift: -0.6),
        ])
        let one = try everyone(scenario, threads: 1), three = try everyone(scenario, threads: 3)
        #expect(one.map(\.record) == three.map(\.record))
        #expect(one.map(\.symptomFactorMoments.first?.covariance) == three.map(\.symptomFactorMoments.first?.covariance))
    }

    /// Without noise a person's latent severity is their baseline every day, 2.4 (rank 2).
    /// Rest (shift −1) makes the next entry 1.4 (rank 1), stress (+0.6) 3.0 (rank 3), both
    /// 2.0 (rank 2): each factor moves the next entry's rank by exactly one, so the implied
    /// changes are exactly −1 and +1.
    @Test func req5And6TheNextEntryIsShiftedAndTheTruthStatesTheRankChange() throws {
        let details = SymptomEntryDetails(relieving: [SymptomFactorChoice(factor: "rest", chance: 0.5)],
                                          aggravating: [SymptomFactorChoice(factor: "stress", chance: 0.3)])
        var scenario = Self.scenario(baseline: 2.4, dailySD: 0, details: details, effects: [
            SymptomFactorEffect(symptom: "back pain", role: .relieving, factor: "rest", shift: -1),
            SymptomFactorEffect(symptom: "back pain", role: .aggravating, factor: "stress", shift: 0.6),
        ], people: 30)
        scenario.symptoms[0].baselineSD = 0
        let people = try everyone(scenario)
        var tally = PopulationTally()
        for person in people {
            tally.add(person)
            let pain = person.record.symptomEntries.filter { $0.symptom.name == "back pain" }
            for (entry, next) in zip(pain, pain.dropFirst()) {
                let expected = 2 - (entry.relievingFactors.isEmpty ? 0 : 1) + (entry.aggravatingFactors.isEmpty ? 0 : 1)
                #expect(next.severity.rawValue == expected, "person \(person.index) at \(next.timestamp)")
            }
            #expect(pain.first?.severity == .moderate)
        }
        #expect(tally.symptomFactorSlope(0) == -1)
        #expect(tally.symptomFactorSlope(1) == 1)
        let json = try #require(String(data: GroundTruth(scenario: scenario, tally: tally).json, encoding: .utf8))
        #expect(json.contains("\"implied_next_severity_change\" : -1"))
        #expect(json.contains("\"shift\" : 0.6"))
    }

    /// The implied change is taken over each entry's noise given that the symptom happened:
    /// the expected rank of Z + shift for Z normal and at least 0.5, against a midpoint sum
    /// of the rank over the truncated normal's density.
    @Test func req5And6TheExpectedRankOfAnEntryIsOverItsNoiseGivenTheSymptomHappened() {
        func integrated(rest: Double, sd: Double, shift: Double) -> Double {
            let step = 1e-4, upper = rest + 12 * sd
            var mass = 0.0, total = 0.0
            var z = 0.5 + step / 2
            while z < upper {
                let density = exp(-0.5 * pow((z - rest) / sd, 2))
                mass += density
                total += density * Double(SymptomEntryDocumentation.rank(z + shift))
                z += step
            }
            return total / mass
        }
        for (rest, sd, shift) in [(-0.3, 0.7, -0.6), (0.4, 0.8, 0.5), (1.9, 0.8, -0.6), (2.6, 0.5, 1.2), (-1.5, 0.6, 0.0)] {
            let expected = SymptomEntryDocumentation.expectedRank(rest: rest, sd: sd, plus: shift)
            #expect(abs(expected - integrated(rest: rest, sd: sd, shift: shift)) < 1e-3, "\(rest), \(sd), \(shift)")
        }
        // Mild stays mild however much it is relieved; without noise the rank is exact.
        #expect(SymptomEntryDocumentation.expectedRank(rest: -2, sd: 0.3, plus: -0.6) == 1)
        #expect(SymptomEntryDocumentation.expectedRank(rest: 2.4, sd: 0, plus: -1) == 1)
        #expect(SymptomEntryDocumentation.expectedRank(rest: 2.4, sd: 0, plus: 0.6) == 3)
    }

    @Test func aScenarioWithoutSymptomFactorEffectsWritesNoneInItsTruth() throws {
        var tally = PopulationTally()
        let scenario = Self.scenario(details: Self.details, people: 5)
        for person in try everyone(scenario) { tally.add(person) }
        let json = try #require(String(data: GroundTruth(scenario: scenario, tally: tally).json, encoding: .utf8))
        #expect(!json.contains("symptom_factor_effects"))
    }
}
