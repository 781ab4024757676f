import CareModel
import CareScenario
import Foundation
import Testing
@testable import CareSimulation

/// Seed 000 Req 12: a level factor's day is drawn on its latent scale and logged as the
/// level its band gives; effects act per level step around the level's mean.
@Suite struct FactorLevelSimulationTests {
    /// Mean and variance of the level; reference values from scipy 1.17.1
    /// (`norm.sf` of each threshold: mean 1 + p₁ + p₂, variance p₁ + 3p₂ − (p₁ + p₂)²).
    @Test(arguments: [
        (FactorLevelBands.levelScale, 2.0, 0.7, 2.0, 0.47505052405395287),
        (FactorLevelBands(unit: .minutes, moderateFrom: 20, aLotFrom: 45), 30.0, 15.0, 1.906162716384534, 0.4023423556820507),
    ])
    func req12TheLevelsMomentsAreThoseOfTheLatentNormalCutAtTheBands(
        bands: FactorLevelBands, mean: Double, sd: Double, expectedMean: Double, expectedVariance: Double
    ) {
        let moments = bands.ordinalMoments(mean: mean, sd: sd)
        #expect(abs(moments.mean - expectedMean) < 1e-12)
        #expect(abs(moments.variance - expectedVariance) < 1e-12)
    }

    @Test func req12WithoutDaySpreadALevelIsItsHabitsBand() {
        #expect(FactorLevelBands.levelScale.ordinalMoments(mean: 2.6, sd: 0) == (3, 0))
        #expect(FactorLevelBands.levelScale.ordinalMoments(mean: 1.49, sd: 0) == (1, 0))
    }

    @Test func req12ALevelFactorIsLoggedAsLevelsInTheSharesItsBandsImply() {
        let scenario = Scenario(
            name: "levels", seed: 3, people: 40, days: 60, startDay: CalendarDay(year: 2026, month: 3, day: 2),
            timeZones: [TimeZone(identifier: "Europe/London")!],
            segments: [Segment(name: "all", share: 1, traits: TraitModels(logging: .constant(1)))],
            symptoms: [SymptomModel(symptom: Symptom(name: "nausea"), baselineMean: 0.3, dailySD: 0.7)],
            factors: [FactorModel(name: "stress", logging: .level(.levelScale), mean: 2, withinSD: 0.7)],
            effects: [PlantedEffect(factor: "stress", symptom: "nausea", within: 0.5)])
        let simulator = Simulator(scenario: scenario)
        var counts = [FactorLevel: Int]()
        for index in 0..<scenario.people {
            for entry in simulator.person(index).record.factorEntries {
                guard case .level(let level) = entry.measurement else { Issue.record("an amount: \(entry)"); return }
                counts[level, default: 0] += 1
            }
        }
        let total = Double(counts.values.reduce(0, +))
        // P(a little) = P(a lot) = Φ(−0.5 / 0.7) = 0.2376 for everyone (no spread between people).
        #expect(abs(Double(counts[.aLittle, default: 0]) / total - 0.2376) < 0.02)
        #expect(abs(Double(counts[.aLot, default: 0]) / total - 0.2376) < 0.02)
    }
}
