import Testing
@testable import CareReports

@Suite struct PowerCurveChartTests {
    @Test func pointsSitAtTheirSizeOnALogScaleWithTheTargetLineBehind() {
        let chart = PowerCurveChart(
            title: "Power", xTitle: "people",
            series: [.init(name: "effect", points: [(x: 10, power: 0.2), (x: 100, power: 1.0)])],
            logScale: true, width: 11, ascii: true)
        #expect(chart.text == """
            Power
            power
            1.0 +          *
                |         .
            0.8 +-------..--
                |      .
            0.6 +     .
                |    .
            0.4 +  ..
                | .
            0.2 +*
                |
            0.0 +
                +-----------
                 10      100
                 people (log scale)
            * effect  - 80 % power

            """)
    }

    @Test func labelsThatWouldOverlapAreLeftOut() {
        let chart = PowerCurveChart(
            title: "", xTitle: "",
            series: [.init(name: "a", points: [(x: 100, power: 0.5), (x: 101, power: 0.5), (x: 500, power: 0.5)])],
            width: 20, ascii: true)
        let labels = chart.text.split(separator: "\n", omittingEmptySubsequences: false)[14]
        #expect(labels == "     100" + String(repeating: " ", count: 14) + "500")
    }
}
