import Foundation

/// Power against a design setting (people, or a planted effect's size), one curve per
/// effect or setting, on a 0-1 axis with the conventional 80 % target drawn across: the
/// chart of a power study, for an 80-column terminal and a Markdown code block.
///
/// Each point is a marker (`●`, `○`, `◆`, … or `*`, `o`, `+`, … in plain ASCII), joined
/// to the next by dots; x positions are proportional to the setting, or to its logarithm
/// on a log scale, and every point's x value is labelled under the axis.
///
/// ```text
/// Power to detect the planted effect (share of replicates, q < 0.05)
/// power
/// 1.0 ┤                 ●·····················●
/// 0.8 ┤┄┄┄┄┄┄┄┄┄┄┄┄┄┄·┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄
/// 0.6 ┤          ··
/// 0.4 ┤     ●··
///     └──────────────────────────────────────────
///       50       100                         500
///                  people (log scale)
/// ● caffeine → headache, lag 1  ┄ 80 % power
/// ```
public struct PowerCurveChart: Sendable {
    /// One curve: a name for the legend and its points, in increasing x.
    public struct Series: Sendable {
        /// The legend's text.
        public var name: String
        /// (x, power) pairs, power from 0 to 1.
        public var points: [(x: Double, power: Double)]

        /// Creates a series.
        public init(name: String, points: [(x: Double, power: Double)]) {
            self.name = name
            self.points = points
        }
    }

    /// The title line.
    public var title: String
    /// The x axis's title, e.g. `people`.
    public var xTitle: String
    /// The curves, at most six.
    public var series: [Series]
    /// Whether x positions follow log(x) (all x must then be positive).
    public var logScale: Bool
    /// The power drawn as a reference line.
    public var target: Double
    /// Columns of the plot area.
    public var width: Int
    /// Plain ASCII instead of Unicode markers and box-drawing axes.
    public var ascii: Bool

    /// Creates a chart.
    public init(title: String, xTitle: String, series: [Series], logScale: Bool = false, target: Double = 0.8,
                width: Int = 60, ascii: Bool = false) {
        self.title = title
        self.xTitle = xTitle
        self.series = series
        self.logScale = logScale
        self.target = target
        self.width = width
        self.ascii = ascii
    }

    /// Rows of the plot: 0 to 1 in steps of 0.1.
    static let height = 11

    /// The chart as lines of text ending in a newline.
    public var text: String {
        precondition(series.count <= LineChart.markers.count, "a power chart shows at most \(LineChart.markers.count) curves")
        let glyphs = ascii ? LineChart.asciiMarkers : LineChart.markers
        let xs = Array(Set(series.flatMap { $0.points.map(\.x) })).sorted()
        let scaled = { (x: Double) -> Double in logScale ? log(x) : x }
        let low = scaled(xs.first ?? 0), high = scaled(xs.last ?? 1)
        var canvas = PlotCanvas(rows: Self.height, columns: max(2, min(width, 74)))
        let columns = canvas.columns
        func column(_ x: Double) -> Int {
            high > low ? Int(((scaled(x) - low) / (high - low) * Double(columns - 1)).rounded()) : 0
        }
        func row(_ power: Double) -> Int { canvas.row(of: power, lower: 0, upper: 1) }

        for (index, one) in series.enumerated() {
            for point in one.points where point.power.isFinite {
                canvas.draw(glyphs[index], row: row(point.power), column: column(point.x), series: index,
                            overlap: ascii ? "@" : "▣")
            }
        }
        for one in series {
            let drawn = one.points.filter(\.power.isFinite)
            for (a, b) in zip(drawn, drawn.dropFirst()) {
                let from = column(a.x), to = column(b.x)
                guard to > from + 1 else { continue }
                for c in (from + 1)..<to {
                    let share = Double(c - from) / Double(to - from)
                    canvas.fill(ascii ? "." : "·", row: row(a.power + share * (b.power - a.power)), column: c)
                }
            }
        }
        for c in 0..<columns { canvas.fill(ascii ? "-" : "┄", row: row(target), column: c) }

        let labels = Dictionary(uniqueKeysWithValues: PlotCanvas.labelledRows(of: Self.height).map { r in
            (r, NumberFormat.fixed(1 - Double(r) / Double(Self.height - 1), 1))
        })
        let ticks = Dictionary(xs.map { (column($0), Self.label($0)) }, uniquingKeysWith: { first, _ in first })
        var lines = [title, "power"]
        lines += canvas.lines(rowLabels: labels, xTicks: ticks, xTitle: xTitle + (logScale ? " (log scale)" : ""),
                              ascii: ascii)
        var legend = series.enumerated().map { "\(glyphs[$0.offset]) \($0.element.name)" }
        if canvas.hasOverlap { legend.append("\(ascii ? "@" : "▣") several curves") }
        legend.append("\(ascii ? "-" : "┄") \(NumberFormat.fixed(target * 100, 0)) % power")
        lines += ChartLegend.wrap(legend)
        return lines.joined(separator: "\n") + "\n"
    }

    /// An x value as short as it reads back: `50`, `0.004`.
    static func label(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : NumberFormat.roundTrip(x)
    }
}
