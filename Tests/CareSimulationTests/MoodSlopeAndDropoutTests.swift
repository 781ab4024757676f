import CareModel
import CareStats
import Foundation
import Testing
@testable import CareSimulation

/// The truths behind the mood weight and the dropout hazard: the expected valence of a
/// drawn mood, and a person's expected dropouts and days at risk, against draws and a
/// closed form.
@Suite struct MoodSlopeAndDropoutTests {
    /// 200,000 moods drawn as the simulator draws them (score = mean + normal(0, 1), mood by
    /// its weight): their mean valence is the quadrature's within 4 standard errors.
    @Test(arguments: [-2.0, -0.4, 0.0, 1.5])
    func expectedValenceMatchesDrawnMoods(mean: Double) {
        let random = RandomSource(seed: 7)
        let moods = Mood.allCases
        var sum = 0.0, squares = 0.0
        let draws = 200_000
        for _ in 0..<draws {
            let score = mean + random.normal(sd: 1)
            let weights = moods.map { PersonSimulation.weight(of: $0.affect, moodScore: score) }
            let valence = moods[Self.pick(u: random.uniform(), weights: weights)].affect.valence
            sum += valence
            squares += valence * valence
        }
        let average = sum / Double(draws)
        let standardError = ((squares / Double(draws) - average * average) / Double(draws)).squareRoot()
        #expect(abs(MoodSlope.expectedValence(mean: mean) - average) < 4 * standardError)
    }

    /// The index a uniform draw picks with probabilities proportional to `weights`.
    private static func pick(u: Double, weights: [Double]) -> Int {
        var remaining = u * weights.reduce(0, +)
        for (i, weight) in weights.enumerated() {
            if remaining < weight { return i }
            remaining -= weight
        }
        return weights.count - 1
    }

    /// With one hazard h on every one of T days, expected dropouts over expected days at
    /// risk is h exactly: (1 − (1 − h)^T) over (1 − (1 − h)^T) / h.
    @Test func constantHazardGivesItsOwnRate() {
        let expectation = DropoutExpectation(hazards: [Double](repeating: 0.004, count: 120))
        #expect(abs(expectation.events - (1 - pow(0.996, 120))) < 1e-12)
        #expect(abs(expectation.events / expectation.daysAtRisk - 0.004) < 1e-15)
    }

    /// 200,000 people with hazards that change half way (rewards from day 30): their mean
    /// dropouts and days at risk are the expectation's within 4 standard errors.
    @Test func changingHazardsMatchDrawnDropouts() {
        let hazards = (0..<60).map { $0 < 30 ? 0.01 : 0.004 }
        let random = RandomSource(seed: 11)
        var events = 0.0, days = 0.0, daySquares = 0.0
        let people = 200_000
        for _ in 0..<people {
            var atRisk = 0.0
            for hazard in hazards {
                atRisk += 1
                if random.bernoulli(hazard) { events += 1; break }
            }
            days += atRisk
            daySquares += atRisk * atRisk
        }
        let expectation = DropoutExpectation(hazards: hazards)
        let share = events / Double(people), meanDays = days / Double(people)
        #expect(abs(expectation.events - share) < 4 * (share * (1 - share) / Double(people)).squareRoot())
        let daysSE = ((daySquares / Double(people) - meanDays * meanDays) / Double(people)).squareRoot()
        #expect(abs(expectation.daysAtRisk - meanDays) < 4 * daysSE)
    }
}
