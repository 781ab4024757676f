import Testing
@testable import CareReports

/// Geometry of the SVG charts: a known input gives known coordinates, and no coordinate is
/// ever NaN.
@Suite struct SVGChartTests {
    /// Margins 52 top, 16 right, 48 bottom, 64 left on 640 × 340: the plot spans x 64-624
    /// and y 52-292. x 0…4 and y 0…2 put x = 1 at 64 + 140 = 204 and y = 1.5 at 292 - 180 = 112.
    static let line = LinePlot(title: "t", xTitle: "day", yTitle: "score", x: [0, 1, 2, 3, 4], xDomain: 0...4,
                               xTicks: [(0, "0"), (4, "4")], yDomain: 0...2,
                               series: [.init(name: "a", values: [0, 1.5, .nan, 2, 2])])

    @Test func aLineStartsAtItsFirstPointAndBreaksAtAMissingValue() {
        #expect(Self.line.path(of: [0, 1.5, .nan, 2, 2]) == "M64.0 292.0 L204.0 112.0 M484.0 52.0 L624.0 52.0")
        #expect(Self.line.path(of: [.nan, .nan]).isEmpty)
    }

    @Test func anIsolatedPointIsADot() {
        let svg = LinePlot(title: "t", xTitle: "x", yTitle: "y", x: [0, 1, 2], xDomain: 0...2, xTicks: [], yDomain: 0...1,
                           series: [.init(name: "a", values: [.nan, 0.5, .nan])]).svg
        #expect(svg.contains("<circle cx=\"344.0\" cy=\"172.0\" r=\"3\""))
    }

    @Test func ticksAreRoundNumbersInsideTheDomain() {
        #expect(LinearScale(domain: 0...1, pixels: (0, 1)).ticks() == [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1])
        #expect(LinearScale(domain: 0...60, pixels: (0, 1)).ticks(6) == [0, 10, 20, 30, 40, 50, 60])
        #expect(LinearScale.niceStep(0.07) == 0.1 && LinearScale.niceStep(3) == 5 && LinearScale.niceStep(11) == 20)
    }

    /// Labels of 10 characters (70 px + 24) and notes of 4 (28 px + 16): the plot spans x
    /// 94-294, so r = 0.5 on -1…1 is at 244; rows are 26 px from y 40.
    @Test func aForestRowIsASquareOnItsIntervalLine() {
        let plot = ForestPlot(title: "r", xTitle: "r", domain: -1...1, rows: [
            .init(label: "caffeine→a", estimate: 0.5, lower: 0.25, upper: 0.75, note: "0.50"),
            .init(label: "sleep → b", estimate: nil, lower: nil, upper: nil, note: "NA"),
        ], plotWidth: 200)
        #expect(plot.frame.left == 94 && plot.frame.right == 294)
        #expect(plot.rowCentre(0) == 53 && plot.rowCentre(1) == 79)
        let svg = plot.svg
        #expect(svg.contains("<rect x=\"239.5\" y=\"48.5\" width=\"9\" height=\"9\""))
        #expect(svg.contains("x1=\"219.0\" y1=\"53.0\" x2=\"269.0\" y2=\"53.0\""))
        // The reference line at 0, and only one square: the second row has no estimate.
        #expect(svg.contains("x1=\"194.0\" y1=\"40.0\" x2=\"194.0\""))
        #expect(svg.components(separatedBy: "<rect").count == 2)
        #expect(svg.contains(">sleep → b</text>"))
    }

    /// Survival 1, 0.8 from day 10, 0.6 from day 20 over 40 days: the floor is the tenth
    /// below the lowest band value (0.5), so 1 is at the top (52) and 0.5 at the bottom (332).
    @Test func kaplanMeierStepsAndBandsAreScaledToTheData() {
        let plot = KaplanMeierPlot(title: "km", timeTitle: "days", maximumTime: 40, curves: [
            .init(name: "all", times: [0, 10, 20], survival: [1, 0.8, 0.6], lower: [1, 0.7, 0.5], upper: [1, 0.9, 0.7],
                  end: 40, atRisk: ["100", "80", "<11"]),
        ], atRiskTimes: [0, 20, 40])
        #expect(plot.floor == 0.5)
        #expect(plot.frame.left == 64 && plot.frame.right == 616 && plot.frame.bottom == 332)
        #expect(plot.stepPath(plot.curves[0], plot.curves[0].survival)
                == "M64.0 52.0 H64.0 V52.0 H202.0 V164.0 H340.0 V276.0 H616.0")
        #expect(plot.bandPath(plot.curves[0]).hasPrefix("M64.0 52.0 L64.0 52.0 L64.0 52.0 L202.0 52.0 L202.0 108.0"))
        #expect(plot.bandPath(plot.curves[0]).hasSuffix(" Z"))
        let svg = plot.svg
        #expect(svg.contains(">Number at risk</text>") && svg.contains(">&lt;11</text>"))
        #expect(svg.contains(">50 %</text>") && svg.contains(">100 %</text>"))
    }

    /// Margins 32 top, 16 right, 48 bottom, 64 left on 640 × 220: the plot spans x 64-624
    /// and y 32-172. Edges 0…4 make bins 140 px wide; 20 of 0…40 people is 70 px high.
    @Test func aHistogramBarSpansItsBinAndASuppressedBinHasNone() {
        let plot = HistogramPlot(title: "h", xTitle: "score", yTitle: "people", edges: [0, 1, 2, 3, 4],
                                 counts: [20, nil, 0, 40], suppressedMark: "<11", yDomain: 0...40, xDecimals: 0)
        let first = plot.bar(0), last = plot.bar(3)
        #expect(first.map { [$0.x, $0.y, $0.width, $0.height] } == [64.5, 102, 139, 70])
        #expect(last.map { [$0.x, $0.y, $0.width, $0.height] } == [484.5, 32, 139, 140])
        #expect(plot.bar(1) == nil)
        #expect(plot.bar(2) == nil)
        let svg = plot.svg
        #expect(svg.contains("<rect x=\"64.5\" y=\"102.0\" width=\"139.0\" height=\"70.0\""))
        #expect(svg.components(separatedBy: "<rect").count == 3)
        #expect(svg.contains("<text x=\"274.0\" y=\"168.0\" text-anchor=\"middle\" font-size=\"10\" fill=\"#777\">&lt;11</text>"))
        #expect(plot.xTicks.map(\.label) == ["0", "1", "2", "3", "4"])
    }

    @Test(arguments: [
        LinePlot(title: "t", xTitle: "x", yTitle: "y", x: [0, 1], xDomain: 0...1, xTicks: [(0, "0")], yDomain: 0...0,
                 series: [.init(name: "a", values: [.nan, .infinity], lower: [.nan, 1], upper: [.nan, 2])]).svg,
        ForestPlot(title: "t", xTitle: "x", domain: 0...1, rows: [.init(label: "a", estimate: .nan, lower: .nan, upper: 2, note: "")]).svg,
        KaplanMeierPlot(title: "t", timeTitle: "x", maximumTime: 0, curves: [
            .init(name: "a", times: [0], survival: [.nan], lower: [.nan], upper: [.nan], end: 0, atRisk: [])], atRiskTimes: []).svg,
        HistogramPlot(title: "t", xTitle: "x", yTitle: "y", edges: [0, 0], counts: [nil, 3], suppressedMark: "s", yDomain: 0...0).svg,
    ])
    func noCoordinateIsNaNWhateverTheInput(svg: String) {
        #expect(!svg.contains("NA") && !svg.contains("nan") && !svg.contains("Inf"))
        #expect(HTMLBalance.unbalanced(in: svg, tags: ["svg", "text", "title"]).isEmpty)
    }
}
