import Testing
@testable import CareStats

@Suite struct KendallTauTests {
    /// x = 1…5, y = 3 1 2 5 4. Of the 10 pairs, (1,2), (1,3) and (4,5) are discordant and the
    /// other 7 concordant: tau = (7 − 3) / 10 = 0.4. The exact null distribution of the number
    /// of inversions of 5 items is 1 4 9 15 20 22 20 15 9 4 1 (of 120), so with min(C, D) = 3
    /// the two-sided p-value is 2 · (1 + 4 + 9 + 15) / 120 = 58/120.
    @Test func handWorkedExampleWithoutTiesUsesTheExactDistribution() throws {
        let result = try Correlation.kendall([1, 2, 3, 4, 5], [3, 1, 2, 5, 4])
        #expect(isClose(result.r, 0.4))
        #expect(isClose(result.pValue, 58.0 / 120.0))
    }

    /// x = 1 1 2 3, y = 1 2 2 3: pair (1,2) is tied in x, pair (2,3) tied in y, the other four
    /// concordant. tau-b = 4 / √((6 − 1)(6 − 1)) = 0.8.
    @Test func handWorkedExampleWithTiesIsTauB() throws {
        let result = try Correlation.kendall([1, 1, 2, 3], [1, 2, 2, 3])
        #expect(isClose(result.r, 0.8))
    }

    @Test(arguments: [7, 60, 250])
    func knightsCountsAgreeWithCountingEveryPair(n: Int) {
        let source = RandomSource(seed: UInt64(n))
        let x = (0..<n).map { _ in Double(source.integer(below: 6)) }
        let y = (0..<n).map { _ in Double(source.integer(below: 4)) }
        var concordant = 0, discordant = 0, xTied = 0, yTied = 0, bothTied = 0
        for i in 0..<n {
            for j in (i + 1)..<n {
                let dx = x[i] - x[j], dy = y[i] - y[j]
                if dx == 0, dy == 0 { bothTied += 1 }
                if dx == 0 { xTied += 1 }
                if dy == 0 { yTied += 1 }
                if dx * dy > 0 { concordant += 1 }
                if dx * dy < 0 { discordant += 1 }
            }
        }
        let counts = KendallCounts(x, y)
        #expect(counts.discordant == discordant)
        #expect(counts.xTies.pairs == xTied)
        #expect(counts.yTies.pairs == yTied)
        #expect(counts.jointTies == bothTied)
        #expect(counts.concordantMinusDiscordant == concordant - discordant)
    }

    @Test func mergeSortCountsStrictInversionsOnly() {
        var values: [Double] = [3, 1, 2, 2, 0]
        // (3,1) (3,2) (3,2) (3,0) (1,0) (2,0) (2,0); the two 2s are not an inversion.
        #expect(MergeSortInversions.sort(&values) == 7)
        #expect(values == [0, 1, 2, 2, 3])
    }
}
