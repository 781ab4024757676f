import Testing
@testable import CareStats

/// The streaming repeated-measures correlation must give what the array form gives (and so
/// what pingouin's `rm_corr` gives) on every fixture of `Fixtures/rmcorr.json`.
@Suite struct RepeatedMeasuresAccumulatorTests {
    /// Feeds each subject's pairs to its own ``PearsonAccumulator``, in order of first
    /// appearance, and the subjects to one accumulator.
    static func accumulate(subjects: [String], x: [Double], y: [Double]) -> RepeatedMeasuresAccumulator {
        var order: [String] = [], perSubject: [String: PearsonAccumulator] = [:]
        for (i, subject) in subjects.enumerated() {
            if perSubject[subject] == nil { order.append(subject) }
            perSubject[subject, default: PearsonAccumulator()].add(x[i], y[i])
        }
        var within = RepeatedMeasuresAccumulator()
        for subject in order { within.add(subject: perSubject[subject]!) }
        return within
    }

    @Test(arguments: RepeatedMeasuresCorrelationTests.cases)
    func equalsTheArrayFormOnEveryPingouinFixture(_ example: RepeatedMeasuresCase) throws {
        let streamed = Result { () throws(StatisticsError) in
            try Self.accumulate(subjects: example.subject, x: example.x, y: example.y).correlation()
        }
        let direct = Result { () throws(StatisticsError) in
            try RepeatedMeasuresCorrelation.compute(subjects: example.subject, x: example.x, y: example.y)
        }
        switch (streamed, direct) {
        case (.success(let s), .success(let d)):
            #expect(isClose(s.r, d.r, relative: 1e-12))
            #expect(isClose(s.pValue, d.pValue, relative: 1e-9))
            #expect(s.degreesOfFreedom == d.degreesOfFreedom)
            #expect(s.subjects == d.subjects && s.observations == d.observations)
        case (.failure(let s), .failure(let d)):
            #expect(s == d)
        default:
            Issue.record("streamed \(streamed) but direct \(direct)")
        }
    }

    /// The hand-worked example of ``RepeatedMeasuresCorrelationTests``: Sxy = 5, Sxx = 6,
    /// Syy = 6, so r = 5/6 and the common slope Sxy / Sxx = 5/6 on 5 degrees of freedom.
    @Test func handWorkedSlopeAndCorrelation() throws {
        let within = Self.accumulate(subjects: ["a", "a", "a", "b", "b", "b", "c", "c", "c"],
                                     x: [1, 2, 3, 1, 2, 3, 1, 2, 3], y: [1, 2, 3, 5, 7, 6, 0, 1, 2])
        #expect(isClose(within.slope, 5.0 / 6.0))
        let result = try within.correlation()
        #expect(isClose(result.r, 5.0 / 6.0))
        #expect(result.degreesOfFreedom == 5)
    }

    /// Summaries computed elsewhere (two passes: means, then deviations) merge and correlate
    /// like pairs added one by one. Pairs (1, 2), (2, 4), (4, 5): means 7/3 and 11/3.
    @Test func anAccumulatorFromMomentsActsLikeOneFedPairByPair() throws {
        var fed = PearsonAccumulator()
        for (x, y) in [(1.0, 2.0), (2, 4), (4, 5)] { fed.add(x, y) }
        let mx = 7.0 / 3, my = 11.0 / 3
        let xs = [1.0, 2, 4], ys = [2.0, 4, 5]
        let built = PearsonAccumulator(
            count: 3, meanX: mx, meanY: my,
            sumSquaresX: xs.reduce(0) { $0 + ($1 - mx) * ($1 - mx) },
            sumSquaresY: ys.reduce(0) { $0 + ($1 - my) * ($1 - my) },
            coMoment: zip(xs, ys).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) })
        #expect(isClose(try built.correlation().r, try fed.correlation().r, relative: 1e-12))
        var merged = built
        merged.merge(fed)
        var twice = fed
        twice.merge(fed)
        #expect(isClose(try merged.correlation().r, try twice.correlation().r, relative: 1e-12))
        #expect(merged.count == 6)
    }
}
