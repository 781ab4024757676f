import CareStats
import Foundation
import Testing

/// `NormalExpectation` against closed forms and scipy: the normal moments, the log-normal mean
/// E[exp(μ + σZ)] = exp(μ + σ²/2), E[Φ(a + bZ)] = Φ(a / √(1 + b²)), and scipy's adaptive
/// quadrature of a softmax of a normal score.
@Suite struct NormalExpectationTests {
    let rule = NormalExpectation()

    @Test func momentsOfTheStandardNormal() {
        #expect(isClose(rule.expectation { _ in 1 }, 1, relative: 1e-13))
        #expect(abs(rule.expectation { $0 }) < 1e-14)
        #expect(isClose(rule.expectation { $0 * $0 }, 1, relative: 1e-13))
        #expect(isClose(rule.expectation { pow($0, 4) }, 3, relative: 1e-12))
    }

    /// The mean valence of a mood drawn around a score of mean 0 (a softmax of a normal
    /// score, the function the simulator integrates): scipy.integrate.quad of g(z) φ(z)
    /// over ±40 with epsabs 1e-15 and epsrel 1e-14, with g the weighted mean of the eight
    /// moods' valences with weights exp(z (valence − 0.5) 4).
    @Test func softmaxOfANormalScore() {
        let valences = [0.908, 1.000, 1.000, 0.396, 0.225, 0.122, 0.104, 0.341]
        let mean = rule.expectation { z in
            let weights = valences.map { exp(z * ($0 - 0.5) * 4) }
            return zip(weights, valences).reduce(0) { $0 + $1.0 * $1.1 } / weights.reduce(0, +)
        }
        #expect(isClose(mean, Self.quadReference, relative: 1e-10))
    }

    static let quadReference = 0.5445641578221577

    @Test func logNormalMean() {
        #expect(isClose(rule.expectation(mean: 0.3, sd: 0.8) { exp($0) }, exp(0.3 + 0.32), relative: 1e-12))
    }

    @Test func expectedNormalProbability() {
        func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
        for (a, b) in [(0.0, 1.0), (0.7, 0.5), (-1.2, 2.0)] {
            #expect(isClose(rule.expectation(mean: a, sd: b) { phi($0) }, phi(a / (1 + b * b).squareRoot()), relative: 1e-12))
        }
    }
}
