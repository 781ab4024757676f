/// A line chart of one or more series over time, e.g. each symptom's mean daily score
/// over a run, that fits an 80-column terminal and a Markdown code block.
///
/// Each series is a row of markers, one per point (`●`, `○`, `◆`, `◇`, `▲`, `△`, or
/// `*`, `o`, `+`, `x`, `=`, `%` in plain ASCII); a cell that two series reach shows `▣`
/// (`@`) and the legend says so. When there are more points than columns, each column shows
/// the mean of the points that fall into it; when there are fewer, the plot is as wide as
/// the points (or the x labels) need. NaN values (suppressed cells) are not drawn.
///
/// ```text
/// Mean daily score
/// points
/// 2.0 ┤  ●▣
/// 1.5 ┤
/// 1.0 ┤ ●○ ●
/// 0.5 ┤ ○
/// 0.0 ┤●
///     └─────
///      d1 d5
///       day
/// ● headache  ○ fatigue  ▣ several series
/// ```
public struct LineChart: Sendable {
    /// One series: a name for the legend and one value per point in time.
    public struct Series: Sendable {
        public var name: String
        public var values: [Double]

        /// Creates a series.
        public init(name: String, values: [Double]) {
            self.name = name
            self.values = values
        }
    }

    /// The title line.
    public var title: String
    /// What the y axis measures, with its unit, e.g. `mean score (points)`.
    public var yTitle: String
    /// What the x axis measures, e.g. `date`.
    public var xTitle: String
    /// The labels of the first and last points in time, e.g. their dates.
    public var xStart: String
    public var xEnd: String
    /// The series, at most six, all of the same length.
    public var series: [Series]
    /// The y axis's range; nil for 0 (or the lowest value when negative) to the highest value.
    public var yRange: ClosedRange<Double>?
    /// Decimals of the y-axis labels.
    public var decimals: Int
    /// Rows of the plot area.
    public var height: Int
    /// Columns of the plot area; narrowed when the chart would exceed 80 columns.
    public var width: Int
    /// Plain ASCII instead of Unicode markers and box-drawing axes.
    public var ascii: Bool

    /// Creates a chart.
    public init(
        title: String, yTitle: String, xTitle: String, xStart: String, xEnd: String, series: [Series],
        yRange: ClosedRange<Double>? = nil, decimals: Int = 1, height: Int = 9, width: Int = 60, ascii: Bool = false
    ) {
        self.title = title
        self.yTitle = yTitle
        self.xTitle = xTitle
        self.xStart = xStart
        self.xEnd = xEnd
        self.series = series
        self.yRange = yRange
        self.decimals = decimals
        self.height = height
        self.width = width
        self.ascii = ascii
    }

    static let markers: [Character] = ["●", "○", "◆", "◇", "▲", "△"]
    static let asciiMarkers: [Character] = ["*", "o", "+", "x", "=", "%"]

    /// The chart as lines of text ending in a newline.
    public var text: String {
        precondition(series.count <= Self.markers.count, "a line chart shows at most \(Self.markers.count) series")
        let points = series.map(\.values.count).max() ?? 0
        precondition(series.allSatisfy { $0.values.count == points }, "every series needs one value per point")
        let (lower, upper) = range
        let labels = rowLabels(lower: lower, upper: upper)
        let labelWidth = labels.values.map(\.count).max() ?? 0
        let needed = max(points, xStart.count + 1 + xEnd.count, 2)
        var canvas = PlotCanvas(rows: height, columns: max(2, min(width, 80 - labelWidth - 2, needed)))
        let columns = canvas.columns
        let glyphs = ascii ? Self.asciiMarkers : Self.markers
        for (index, one) in series.enumerated() {
            for (column, value) in Self.columnValues(one.values, columns: columns) where value.isFinite {
                canvas.draw(glyphs[index], row: canvas.row(of: value, lower: lower, upper: upper), column: column,
                            series: index, overlap: ascii ? "@" : "▣")
            }
        }
        var lines = [title, yTitle]
        lines += canvas.lines(rowLabels: labels, xStart: xStart, xEnd: xEnd, xTitle: xTitle, ascii: ascii)
        var legend = series.enumerated().map { "\(glyphs[$0.offset]) \($0.element.name)" }
        if canvas.hasOverlap { legend.append("\(ascii ? "@" : "▣") several series") }
        lines += ChartLegend.wrap(legend)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The y axis's bounds: the given range, or 0 (or the lowest value) to the highest value.
    private var range: (Double, Double) {
        if let yRange, yRange.upperBound > yRange.lowerBound { return (yRange.lowerBound, yRange.upperBound) }
        let finite = series.flatMap(\.values).filter(\.isFinite)
        let lower = min(0, finite.min() ?? 0)
        let upper = finite.max() ?? 1
        return upper > lower ? (lower, upper) : (lower, lower + 1)
    }

    /// Labels of the rows ``PlotCanvas/labelledRows(of:)`` chooses.
    private func rowLabels(lower: Double, upper: Double) -> [Int: String] {
        let last = Double(height - 1)
        return Dictionary(uniqueKeysWithValues: PlotCanvas.labelledRows(of: height).map { row in
            (row, NumberFormat.fixed(upper - Double(row) * (upper - lower) / last, decimals))
        })
    }

    /// The value drawn in each column: points spread over the columns when they are fewer,
    /// the mean of each column's finite points when they are more.
    static func columnValues(_ values: [Double], columns: Int) -> [(Int, Double)] {
        let n = values.count
        guard n > 0 else { return [] }
        if n <= columns {
            return values.enumerated().map { i, value in
                (n == 1 ? 0 : Int((Double(i) * Double(columns - 1) / Double(n - 1)).rounded()), value)
            }
        }
        var sums = [Double](repeating: 0, count: columns), counts = [Int](repeating: 0, count: columns)
        for (i, value) in values.enumerated() where value.isFinite {
            sums[i * columns / n] += value
            counts[i * columns / n] += 1
        }
        return (0..<columns).map { ($0, counts[$0] > 0 ? sums[$0] / Double(counts[$0]) : .nan) }
    }
}

/// Legend entries laid out on as few lines as fit 80 columns.
enum ChartLegend {
    static func wrap(_ entries: [String], width: Int = 80) -> [String] {
        var lines: [String] = [], line = ""
        for entry in entries {
            if !line.isEmpty, line.count + 2 + entry.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : "  ") + entry
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
