import Foundation
import Testing
@testable import CareStats

@Suite struct CorrelationTests {
    @Test(arguments: CorrelationMethod.allCases)
    func infiniteValuesAreDroppedLikeMissingOnes(_ method: CorrelationMethod) throws {
        let withInfinity = try Correlation.compute(method, [1, 2, 3, .infinity, 5, 4], [2, 1, 4, 3, 6, .nan])
        let without = try Correlation.compute(method, [1, 2, 3, 5], [2, 1, 4, 6])
        #expect(withInfinity == without)
        #expect(withInfinity.n == 4)
    }

    @Test(arguments: CorrelationMethod.allCases)
    func columnsOfDifferentLengthAreRejected(_ method: CorrelationMethod) {
        #expect(throws: StatisticsError.lengthMismatch(x: 3, y: 2)) {
            try Correlation.compute(method, [1, 2, 3], [1, 2])
        }
    }

    /// x = 1 2 2 3 has average ranks 1 2.5 2.5 4; y = 1 3 2 4 has ranks 1 3 2 4. Centred,
    /// the ranks are (−1.5, 0, 0, 1.5) and (−1.5, 0.5, −0.5, 1.5): Σxy = 4.5, Σx² = 4.5,
    /// Σy² = 5, so rho = 4.5 / √22.5 = 0.9486832980505138.
    @Test func spearmanGivesTiedValuesTheirAverageRank() throws {
        let result = try Correlation.spearman([1, 2, 2, 3], [1, 3, 2, 4])
        #expect(isClose(result.r, 4.5 / 22.5.squareRoot()))
    }

    @Test func perfectMonotoneRelationHasRankCorrelationExactlyOne() throws {
        let result = try Correlation.spearman([1, 2, 3, 4], [10, 20, 40, 80])
        #expect(result.r == 1)
        // scipy says 0; CareLab reports the smallest double instead, never a p of 0.
        #expect(result.pValue == StudentTail.smallestPValue)
    }

    @Test func constantColumnIsUndefinedAndNamed() {
        #expect(throws: StatisticsError.constantInput(column: "y")) {
            try Correlation.kendall([1, 2, 3], [4, 4, 4])
        }
        #expect(StatisticsError.constantInput(column: "y").description == "undefined: y is constant")
    }

    @Test(arguments: [0.0, 1.0, -0.5, .nan])
    func confidenceLevelOutsideTheOpenUnitIntervalIsRejected(level: Double) throws {
        let result = try Correlation.pearson([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])
        #expect(thrownCase { () throws(StatisticsError) in try result.confidenceInterval(level: level) }
            == "outOfRange")
    }

    /// r = 0.5, n = 28: z = atanh(0.5) = 0.5493061443340549, SE = 1/5, z₀.₉₇₅ = 1.959963984540054,
    /// so the interval is tanh(0.5493 ∓ 0.3920) = (tanh(0.1573), tanh(0.9413)) = (0.1560, 0.7358).
    @Test func pearsonFisherIntervalIsWorkedOutByHand() throws {
        let interval = try Correlation(r: 0.5, n: 28, pValue: 0, method: .pearson).confidenceInterval()
        let z = 0.5493061443340549, half = 1.959963984540054 / 5
        #expect(isClose(interval.lower, tanh(z - half)))
        #expect(isClose(interval.upper, tanh(z + half)))
        #expect(isClose(interval.lower, 0.1560, relative: 1e-3))
        #expect(isClose(interval.upper, 0.7358, relative: 1e-3))
    }
}
