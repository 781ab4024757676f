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

@Suite struct PearsonAccumulatorTests {
    @Test(arguments: try PearsonCase.load())
    func matchesScipyInOnePass(_ fixture: PearsonCase) throws {
        var accumulator = PearsonAccumulator()
        for (x, y) in zip(fixture.x, fixture.y) { accumulator.add(x ?? .nan, y ?? .nan) }
        let result = try accumulator.correlation()
        #expect(result.n == fixture.n)
        #expect(isClose(result.r, fixture.r), "r \(result.r) vs scipy \(fixture.r)")
        #expect(isClose(result.pValue, fixture.p), "p \(result.pValue) vs scipy \(fixture.p)")
    }

    @Test(arguments: try PearsonCase.load())
    func mergingHalvesEqualsOnePass(_ fixture: PearsonCase) throws {
        var first = PearsonAccumulator(), second = PearsonAccumulator()
        let middle = fixture.x.count / 2
        for (i, (x, y)) in zip(fixture.x, fixture.y).enumerated() {
            if i < middle { first.add(x ?? .nan, y ?? .nan) } else { second.add(x ?? .nan, y ?? .nan) }
        }
        first.merge(second)
        let result = try first.correlation()
        #expect(result.n == fixture.n)
        #expect(isClose(result.r, fixture.r))
    }

    @Test func constantAndShortStreamsAreUndefined() {
        var constant = PearsonAccumulator()
        for x in [1.0, 2, 3, 4] { constant.add(x, 7) }
        #expect(throws: StatisticsError.constantInput(column: "y")) { try constant.correlation() }
        var short = PearsonAccumulator()
        short.add(1, 2)
        short.add(2, .nan)
        #expect(throws: StatisticsError.tooFewObservations(needed: 3, got: 1)) { try short.correlation() }
    }
}
