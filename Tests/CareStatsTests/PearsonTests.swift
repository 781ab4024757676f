import Foundation
import Testing
@testable import CareStats

/// One case of `Fixtures/pearson.json` (made by `make_pearson.py` with scipy).
struct PearsonCase: Decodable, CustomTestStringConvertible, Sendable {
    var name: String
    var x: [Double?]
    var y: [Double?]
    var n: Int
    var r: Double
    var p: Double

    var testDescription: String { name }

    static func load() throws -> [PearsonCase] {
        struct File: Decodable { var cases: [PearsonCase] }
        let url = try #require(Bundle.module.url(forResource: "pearson", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).cases
    }
}

func isClose(_ actual: Double, _ expected: Double, relative: Double = 1e-9, absolute: Double = 1e-15) -> Bool {
    abs(actual - expected) <= max(absolute, relative * abs(expected))
}

@Suite struct PearsonTests {
    @Test(arguments: try PearsonCase.load())
    func matchesScipy(_ fixture: PearsonCase) throws {
        let result = try Correlation.pearson(fixture.x.map { $0 ?? .nan }, fixture.y.map { $0 ?? .nan })
        #expect(result.n == fixture.n)
        #expect(isClose(result.r, fixture.r), "r \(result.r) vs scipy \(fixture.r)")
        #expect(isClose(result.pValue, fixture.p), "p \(result.pValue) vs scipy \(fixture.p)")
    }

    @Test func constantColumnIsUndefined() {
        #expect(throws: StatisticsError.constantInput(column: "y")) {
            try Correlation.pearson([1, 2, 3, 4], [5, 5, 5, 5])
        }
    }

    @Test func fewerThanThreeCompletePairsIsUndefined() {
        #expect(throws: StatisticsError.tooFewObservations(needed: 3, got: 2)) {
            try Correlation.pearson([1, 2, .nan, 4], [1, .nan, 3, 5])
        }
    }

    @Test func columnsOfDifferentLengthAreRejected() {
        #expect(throws: StatisticsError.lengthMismatch(x: 3, y: 2)) {
            try Correlation.pearson([1, 2, 3], [1, 2])
        }
    }

    @Test func aPerfectLineHasRNearOneAndPNearZero() throws {
        // scipy gives r = 1 and p = 0; GSL's one-pass update lands within an ulp or two.
        let result = try Correlation.pearson([1, 2, 3, 4], [2, 4, 6, 8])
        #expect(abs(result.r - 1) < 4 * Double.ulpOfOne)
        #expect(result.pValue < 1e-12)
    }
}
