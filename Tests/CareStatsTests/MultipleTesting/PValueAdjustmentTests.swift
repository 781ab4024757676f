import Testing
@testable import CareStats

/// One case of `Fixtures/adjustment.json` (statsmodels `multipletests` on the present p-values).
struct AdjustmentCase: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var p: [Double]
    var expected: [String: [Double]]
    var testDescription: String { name }
}

@Suite struct PValueAdjustmentTests {
    static let cases = Fixture.cases("adjustment", as: [AdjustmentCase].self)

    @Test func fixturesLoad() throws {
        #expect(try Fixture.load("adjustment", as: [AdjustmentCase].self).count >= 5)
    }

    @Test(arguments: cases, PValueAdjustment.allCases)
    func adjustedPValuesMatchStatsmodels(_ example: AdjustmentCase, _ method: PValueAdjustment) throws {
        let expected = try #require(example.expected[method.rawValue])
        let adjusted = try method.adjust(example.p)
        #expect(isClose(adjusted, expected), "\(adjusted) vs \(expected)")
    }

    /// m = 4 present p-values 0.01 0.04 0.03 0.20: sorted, m·p/rank is 0.04, 0.06, 0.0533…,
    /// 0.20; the running minimum from the top gives 0.04, 0.0533…, 0.0533…, 0.20.
    @Test func benjaminiHochbergIsWorkedOutByHand() throws {
        let q = try PValueAdjustment.benjaminiHochberg.adjust([0.01, 0.04, .nan, 0.03, 0.20])
        #expect(isClose(q[0], 0.04))
        #expect(isClose(q[1], 0.16 / 3))
        #expect(q[2].isNaN)
        #expect(isClose(q[3], 0.16 / 3))
        #expect(isClose(q[4], 0.20))
    }

    @Test func anEmptyFamilyStaysEmpty() throws {
        #expect(try PValueAdjustment.bonferroni.adjust([]) == [])
    }

    @Test(arguments: [-0.1, 1.5, Double.infinity])
    func pValuesOutsideTheUnitIntervalAreRejected(p: Double) {
        #expect(thrownCase { () throws(StatisticsError) in try PValueAdjustment.benjaminiHochberg.adjust([0.1, p]) }
            == "outOfRange")
    }
}
