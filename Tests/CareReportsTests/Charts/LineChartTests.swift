import Testing
@testable import CareReports

@Suite struct LineChartTests {
    /// Two series over five days on a 5-row axis from 0 to 2 (0.5 per row). A value v sits
    /// on row round((2 - v) / 2 × 4): headache 0, 1, 2, 2, 1 on rows 4, 2, 0, 0, 2; fatigue
    /// (none), 0.5, 1, 2, (none) on rows 3, 2, 0. On day 4 both are 2, so that cell shows
    /// the overlap glyph.
    static let chart = LineChart(
        title: "Mean daily score", yTitle: "points", xTitle: "day", xStart: "d1", xEnd: "d5",
        series: [.init(name: "headache", values: [0, 1, 2, 2, 1]),
                 .init(name: "fatigue", values: [.nan, 0.5, 1, 2, .nan])],
        height: 5)

    @Test func drawsEachSeriesOnItsRowsWithLabelledAxes() {
        #expect(Self.chart.text == """
            Mean daily score
            points
            2.0 ┤  ●▣
            1.5 ┤
            1.0 ┤ ●○ ●
            0.5 ┤ ○
            0.0 ┤●
                └─────
                 d1 d5
                  day
            ● headache  ○ fatigue  ▣ several series

            """)
    }

    @Test func asciiFallbackDrawsTheSameChartWithoutUnicode() {
        var chart = Self.chart
        chart.ascii = true
        #expect(chart.text == """
            Mean daily score
            points
            2.0 +  *@
            1.5 +
            1.0 + *o *
            0.5 + o
            0.0 +*
                +-----
                 d1 d5
                  day
            * headache  o fatigue  @ several series

            """)
        #expect(chart.text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func morePointsThanColumnsAreAveragedPerColumn() {
        // Ten points in five columns: points 2c and 2c + 1 share column c.
        let columns = LineChart.columnValues([0, 2, 4, 6, 8, 10, 12, 14, 16, 18], columns: 5)
        #expect(columns.map(\.0) == [0, 1, 2, 3, 4])
        #expect(columns.map(\.1) == [1, 5, 9, 13, 17])
    }

    @Test func aLongSeriesFitsEightyColumns() {
        let values = (0..<365).map { Double($0 % 30) * 1234.5 }
        let chart = LineChart(title: "Steps", yTitle: "steps per day", xTitle: "date", xStart: "2026-01-01",
                              xEnd: "2026-12-31", series: [.init(name: "steps", values: values)], width: 200)
        let lines = chart.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 })
        // The widest label is "35800.5"; 80 columns leave 80 - 7 - 2 = 71 for the plot.
        #expect(lines.contains { $0.hasSuffix("└" + String(repeating: "─", count: 71)) })
    }

    @Test func theAxisStartsAtZeroUnlessValuesAreNegative() {
        let positive = LineChart(title: "t", yTitle: "y", xTitle: "", xStart: "a", xEnd: "b",
                                 series: [.init(name: "s", values: [3, 4])], height: 3)
        #expect(positive.text.contains("4.0 ┤") && positive.text.contains("2.0 ┤") && positive.text.contains("0.0 ┤"))
        let negative = LineChart(title: "t", yTitle: "y", xTitle: "", xStart: "a", xEnd: "b",
                                 series: [.init(name: "s", values: [-2, 2])], height: 3)
        #expect(negative.text.contains("2.0 ┤") && negative.text.contains("0.0 ┤") && negative.text.contains("-2.0 ┤"))
    }
}
