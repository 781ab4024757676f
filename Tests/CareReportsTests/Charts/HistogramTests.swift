import Testing
@testable import CareReports

@Suite struct HistogramTests {
    @Test func binsAreHalfOpenButTheLastIsClosed() {
        let histogram = Histogram(title: "t", edges: [0, 1, 2], series: [])
        // 1.0 opens the second bin; 2.0 is in the last, closed bin; -1, 3 and NaN are outside.
        #expect(histogram.counts([0, 0.99, 1, 2, -1, 3, .nan]) == [2, 2])
    }

    @Test func equalWidthEdgesSpanTheValues() {
        #expect(Histogram.edges(covering: [3, 1, 2], count: 4) == [1, 1.5, 2, 2.5, 3])
        #expect(Histogram.edges(covering: [5, 5], count: 4) == [5, 6])
        #expect(Histogram.edges(from: 0, to: 1, count: 3).last == 1)
    }

    /// Before: 0.2 and 0.7 in [0, 1), none in [1, 2]. After: 0.4 in [0, 1), 2.0 in [1, 2].
    /// The longest bar (2) gets all 20 cells; a count of 1 gets 10.
    static let beforeAndAfter = Histogram(
        title: "People by mean daily score (points per day)", edges: [0, 1, 2],
        series: [.init(name: "before", values: [0.2, 0.7]), .init(name: "after", values: [0.4, 2])], width: 20)

    @Test func seriesShareTheBinsAndTheScale() {
        #expect(Self.beforeAndAfter.text == """
            People by mean daily score (points per day)
            [0.0, 1.0) before │████████████████████ 2
                       after  │██████████ 1
            [1.0, 2.0] before │ 0
                       after  │██████████ 1

            """)
    }

    @Test func oneSeriesHasNoNameColumnAndAsciiBars() {
        let histogram = Histogram(title: "Scores (points)", edges: [0, 2, 4], series: [.init(name: "all", values: [1, 1, 1, 3])],
                                  decimals: 0, width: 6, ascii: true)
        // 3 of 3 gets 6 cells, 1 of 3 gets 2.
        #expect(histogram.text == "Scores (points)\n[0, 2) |###### 3\n[2, 4] |## 1\n")
    }

    @Test func barsNarrowToFitEightyColumns() {
        let histogram = Histogram(title: "t", edges: Histogram.edges(from: -1000, to: 1000, count: 10),
                                  series: [.init(name: "before the change", values: (0..<5000).map { Double($0 % 2000 - 1000) }),
                                           .init(name: "after", values: [0])], width: 70)
        #expect(histogram.text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
