import Testing
@testable import CareStats

/// One case of `Fixtures/tails.json`: scipy's two-sided t tail for a t statistic or for a
/// correlation's t test (`make_tails.py`).
struct TailCase: Decodable, Sendable, CustomTestStringConvertible {
    var kind: String
    var value: Double
    var degrees: Double
    var p: Double

    var testDescription: String { "\(kind) \(value) on \(degrees) df" }
}

/// The tail fixture file: the versions that produced it and the cases.
struct TailFixture: Decodable, Sendable {
    var scipy: String
    var cases: [TailCase]
}

@Suite struct StudentTailTests {
    static let cases = (try? Fixture.load("tails", as: TailFixture.self).cases) ?? []

    @Test func fixturesLoad() {
        #expect(Self.cases.count > 100)
        #expect(Self.cases.contains { $0.p < 1e-250 })
    }

    /// Relative agreement with scipy, with no absolute slack: a p of 1e-200 must be 1e-200.
    @Test(arguments: cases) func matchesScipyFarIntoTheTail(_ c: TailCase) {
        let p = c.kind == "t"
            ? StudentTail.twoSidedPValue(t: c.value, degrees: c.degrees)
            : StudentTail.twoSidedPValue(correlation: c.value, degrees: c.degrees)
        #expect(isClose(p, c.p, relative: 1e-9, absolute: 0), "got \(p), scipy \(c.p)")
    }

    @Test func symmetricInTheSignOfT() {
        #expect(StudentTail.twoSidedPValue(t: -7.5, degrees: 40) == StudentTail.twoSidedPValue(t: 7.5, degrees: 40))
        #expect(StudentTail.twoSidedPValue(correlation: -0.7, degrees: 40)
            == StudentTail.twoSidedPValue(correlation: 0.7, degrees: 40))
    }

    /// Where the tail is below what a double can hold, the bound is reported, never 0.
    @Test func neverZero() {
        #expect(StudentTail.twoSidedPValue(t: 1e6, degrees: 5000) == StudentTail.smallestPValue)
        #expect(StudentTail.twoSidedPValue(t: .infinity, degrees: 10) == StudentTail.smallestPValue)
        #expect(StudentTail.twoSidedPValue(correlation: 1, degrees: 10) == StudentTail.smallestPValue)
        #expect(StudentTail.twoSidedPValue(correlation: -1, degrees: 10) == StudentTail.smallestPValue)
    }

    @Test func missingInputsGiveMissingP() {
        #expect(StudentTail.twoSidedPValue(t: .nan, degrees: 10).isNaN)
        #expect(StudentTail.twoSidedPValue(correlation: .nan, degrees: 10).isNaN)
        #expect(StudentTail.twoSidedPValue(t: 2, degrees: 0).isNaN)
    }

    /// The correlation's p through Pearson's test, far into the tail, against the same cases.
    @Test func pearsonUsesTheFarTail() {
        for c in Self.cases where c.kind == "correlation" {
            let p = Correlation.tTestPValue(r: c.value, n: Int(c.degrees) + 2)
            #expect(isClose(p, c.p, relative: 1e-9, absolute: 0), "\(c.testDescription)")
        }
    }
}
