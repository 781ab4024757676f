/// An SVG forest plot: one row per estimate, a square at the estimate and a line over its
/// interval, on one shared axis with a reference line (0 for a correlation), and the
/// numbers at the right. A row without an estimate (suppressed or undefined) keeps its
/// label and says why instead.
public struct ForestPlot: Sendable {
    /// One row.
    public struct Row: Sendable {
        /// What the row estimates, left of the axis.
        public var label: String
        /// The estimate and its interval; nil when there is none to show.
        public var estimate: Double?
        public var lower: Double?
        public var upper: Double?
        /// What the right column says: the numbers, or why there are none.
        public var note: String

        /// Creates a row.
        public init(label: String, estimate: Double?, lower: Double?, upper: Double?, note: String) {
            self.label = label
            self.estimate = estimate
            self.lower = lower
            self.upper = upper
            self.note = note
        }
    }

    /// The title above the plot, also the image's accessible name.
    public var title: String
    /// What the axis measures, e.g. `within-person r (95 % interval)`.
    public var xTitle: String
    /// The axis's range, shared by every row.
    public var domain: ClosedRange<Double>
    /// Where the reference line is drawn; nil for none.
    public var reference: Double?
    /// Decimals of the axis labels.
    public var decimals: Int
    /// The rows, top to bottom.
    public var rows: [Row]
    /// Width of the plot area (the labels and notes come on top).
    public var plotWidth: Double

    /// Creates a plot.
    public init(title: String, xTitle: String, domain: ClosedRange<Double>, reference: Double? = 0, decimals: Int = 1,
                rows: [Row], plotWidth: Double = 360) {
        self.title = title
        self.xTitle = xTitle
        self.domain = domain
        self.reference = reference
        self.decimals = decimals
        self.rows = rows
        self.plotWidth = plotWidth
    }

    static let rowHeight = 26.0

    var frame: SVGFrame {
        let labels = (rows.map { SVGFrame.textWidth($0.label) }.max() ?? 0) + 24
        let notes = (rows.map { SVGFrame.textWidth($0.note) }.max() ?? 0) + 16
        return SVGFrame(width: labels + plotWidth + notes, height: 40 + Double(rows.count) * Self.rowHeight + 52,
                        margins: (top: 40, right: notes, bottom: 52, left: labels))
    }

    var scale: LinearScale { LinearScale(domain: domain, pixels: (frame.left, frame.right)) }

    /// The y of the middle of row `index`.
    func rowCentre(_ index: Int) -> Double { frame.top + (Double(index) + 0.5) * Self.rowHeight }

    /// The chart as an `svg` element.
    public var svg: String {
        let frame = frame, scale = scale
        var parts = [frame.open(title: title)]
        parts += frame.axes(title: title, x: scale, xTicks: scale.ticks().map { ($0, NumberFormat.fixed($0, decimals)) },
                            xTitle: xTitle, y: scale, yTicks: [], yTitle: "")
        if let reference, domain.contains(reference) {
            parts.append(SVGFrame.line(scale(reference), frame.top, scale(reference), frame.bottom, stroke: "#888",
                                       extra: " stroke-dasharray=\"4 3\""))
        }
        for (index, row) in rows.enumerated() {
            let y = rowCentre(index)
            parts.append(SVGFrame.text(row.label, x: frame.left - 12, y: y + 4, anchor: "end"))
            parts.append(SVGFrame.text(row.note, x: frame.right + 10, y: y + 4))
            if let lower = row.lower, let upper = row.upper, lower.isFinite, upper.isFinite {
                parts.append(SVGFrame.line(scale(clamped(lower)), y, scale(clamped(upper)), y, stroke: SVGFrame.colour(0), width: 2))
            }
            if let estimate = row.estimate, estimate.isFinite {
                let x = scale(clamped(estimate))
                parts.append("<rect x=\"\(SVGFrame.number(x - 4.5))\" y=\"\(SVGFrame.number(y - 4.5))\" width=\"9\" height=\"9\" "
                    + "fill=\"\(SVGFrame.colour(0))\"/>")
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private func clamped(_ value: Double) -> Double { min(domain.upperBound, max(domain.lowerBound, value)) }
}
