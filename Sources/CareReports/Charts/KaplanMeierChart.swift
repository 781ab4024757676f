/// Kaplan-Meier survival curves drawn as step functions, e.g. the share of people still
/// logging by day of a run, in an 80-column terminal or a Markdown code block.
///
/// The input is plain arrays, as any Kaplan-Meier estimate gives them (lifelines'
/// `survival_function_`, `carelab stats km`): the times at which the estimate changes and
/// the survival probability from each time on. Before the first time, survival is 1.
/// The y axis runs from 100 % down to a floor: by default the tenth at or below the lowest
/// survival drawn (at most 90 %), so curves that end at 88 % and 93 % do not share a row.
/// Each curve has its own line style (`─│┐└`, `═║╗╚`, `━┃┓┗`, or `-|+`, `=!#`, `~:%` in
/// plain ASCII); a cell two curves reach shows `▣` (`@`). With `floor: 0`:
///
/// ```text
/// Still logging
/// survival (%)
/// 100 ┤──┐
///  75 ┤  │
///  50 ┤  └─┐
///  25 ┤    └
///   0 ┤
///     └─────
///      0   4
///      days
/// ─ everyone
/// ```
public struct KaplanMeierChart: Sendable {
    /// One estimate: a name for the legend, the times, and the survival from each time on.
    public struct Curve: Sendable {
        public var name: String
        public var times: [Double]
        public var survival: [Double]

        /// Creates a curve; `times` ascending, `survival` from 0 to 1 and never rising.
        public init(name: String, times: [Double], survival: [Double]) {
            self.name = name
            self.times = times
            self.survival = survival
        }

        /// The estimate at `time`: the survival of the last time at or before it, 1 before
        /// the first.
        public func survival(at time: Double) -> Double {
            guard let index = times.lastIndex(where: { $0 <= time }) else { return 1 }
            return survival[index]
        }
    }

    /// The title line.
    public var title: String
    /// What the time axis measures, with its unit, e.g. `days since joining`.
    public var timeTitle: String
    /// The curves, at most three.
    public var curves: [Curve]
    /// The right end of the time axis; nil for the latest time of any curve.
    public var maximumTime: Double?
    /// Decimals of the time labels.
    public var decimals: Int
    /// The bottom of the y axis, 0 to 1; nil for the tenth at or below the lowest survival
    /// drawn, at most 0.9 (``dataFloor``).
    public var floor: Double?
    /// Rows of the plot area (11 gives ten rows from the floor to 100 %).
    public var height: Int
    /// Columns of the plot area; narrowed when the chart would exceed 80 columns.
    public var width: Int
    /// Plain ASCII instead of box-drawing lines.
    public var ascii: Bool

    /// Creates a chart.
    public init(
        title: String, timeTitle: String, curves: [Curve], maximumTime: Double? = nil, decimals: Int = 0,
        floor: Double? = nil, height: Int = 11, width: Int = 60, ascii: Bool = false
    ) {
        self.title = title
        self.timeTitle = timeTitle
        self.curves = curves
        self.maximumTime = maximumTime
        self.decimals = decimals
        self.floor = floor
        self.height = height
        self.width = width
        self.ascii = ascii
    }

    /// Glyphs of one curve: horizontal, vertical, the corner where a drop starts and the
    /// corner where it ends.
    typealias Style = (horizontal: Character, vertical: Character, dropStart: Character, dropEnd: Character)
    static let styles: [Style] = [("─", "│", "┐", "└"), ("═", "║", "╗", "╚"), ("━", "┃", "┓", "┗")]
    static let asciiStyles: [Style] = [("-", "|", "+", "+"), ("=", "!", "#", "#"), ("~", ":", "%", "%")]

    /// The chart as lines of text ending in a newline.
    public var text: String {
        precondition(curves.count <= Self.styles.count, "a Kaplan-Meier chart shows at most \(Self.styles.count) curves")
        for curve in curves {
            precondition(curve.times.count == curve.survival.count, "a curve needs one survival value per time")
            precondition(zip(curve.survival, curve.survival.dropFirst()).allSatisfy { $0 >= $1 }
                         && curve.survival.allSatisfy { (0...1).contains($0) },
                         "survival must lie between 0 and 1 and never rise")
        }
        let end = maximumTime ?? curves.compactMap(\.times.last).max() ?? 1
        let bottom = floor ?? dataFloor(until: end)
        // A label keeps a decimal when the rows it falls on are not whole percents.
        let labelValues = PlotCanvas.labelledRows(of: height).map { row in
            (row, 100 * (1 - (1 - bottom) * Double(row) / Double(height - 1)))
        }
        let labelDecimals = labelValues.allSatisfy { abs($0.1 - $0.1.rounded()) < 1e-9 } ? 0 : 1
        let labels = Dictionary(uniqueKeysWithValues: labelValues.map { ($0.0, NumberFormat.fixed($0.1, labelDecimals)) })
        let labelWidth = labels.values.map(\.count).max() ?? 0
        var canvas = PlotCanvas(rows: height, columns: max(2, min(width, 80 - labelWidth - 2)))
        let styles = ascii ? Self.asciiStyles : Self.styles
        let overlap: Character = ascii ? "@" : "▣"
        for (index, curve) in curves.enumerated() {
            let style = styles[index]
            var previous: Int?
            for column in 0..<canvas.columns {
                let time = end > 0 ? end * Double(column) / Double(canvas.columns - 1) : 0
                let row = canvas.row(of: curve.survival(at: time), lower: bottom, upper: 1)
                if let top = previous, row > top {
                    canvas.draw(style.dropStart, row: top, column: column, series: index, overlap: overlap)
                    for between in (top + 1)..<row {
                        canvas.draw(style.vertical, row: between, column: column, series: index, overlap: overlap)
                    }
                    canvas.draw(style.dropEnd, row: row, column: column, series: index, overlap: overlap)
                } else {
                    canvas.draw(style.horizontal, row: row, column: column, series: index, overlap: overlap)
                }
                previous = row
            }
        }
        var lines = [title, "survival (%)"]
        lines += canvas.lines(rowLabels: labels, xStart: "0", xEnd: NumberFormat.fixed(end, decimals),
                              xTitle: timeTitle, ascii: ascii)
        var legend = curves.enumerated().map { "\(styles[$0.offset].horizontal) \($0.element.name)" }
        if canvas.hasOverlap { legend.append("\(overlap) several curves") }
        lines += ChartLegend.wrap(legend)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The tenth at or below the lowest survival of any curve up to `end`, at most 0.9.
    func dataFloor(until end: Double) -> Double {
        let lowest = curves.flatMap { curve in zip(curve.times, curve.survival).filter { $0.0 <= end }.map(\.1) }.min() ?? 1
        return min(0.9, max(0, (lowest * 10 + 1e-9).rounded(.down) / 10))
    }
}
