/// An SVG line chart of several series over shared x values and one shared y scale, e.g.
/// each symptom's mean daily score, or each arm's day-N retention with its interval.
///
/// A NaN value (a suppressed or missing cell) breaks the line; a point with no neighbour
/// is drawn as a dot so it does not vanish. Series that have intervals get whiskers.
public struct LinePlot: Sendable {
    /// One series: its name for the legend, one value per x value, and optionally an
    /// interval per value.
    public struct Series: Sendable {
        /// The legend's label.
        public var name: String
        /// One value per x value; NaN where missing or suppressed.
        public var values: [Double]
        /// Lower and upper ends of each value's interval; nil for none, NaN where missing.
        public var lower: [Double]?
        public var upper: [Double]?

        /// Creates a series.
        public init(name: String, values: [Double], lower: [Double]? = nil, upper: [Double]? = nil) {
            self.name = name
            self.values = values
            self.lower = lower
            self.upper = upper
        }
    }

    /// The title above the plot, also the image's accessible name.
    public var title: String
    /// What the axes measure, with their units.
    public var xTitle: String
    public var yTitle: String
    /// The x value of each point, ascending.
    public var x: [Double]
    /// Where the x axis starts and ends.
    public var xDomain: ClosedRange<Double>
    /// Labelled x positions.
    public var xTicks: [(value: Double, label: String)]
    /// The y axis's range, shared by every series (and by the plots it is compared with).
    public var yDomain: ClosedRange<Double>
    /// Decimals of the y-axis labels.
    public var yDecimals: Int
    /// Text after each y label, e.g. ` %`.
    public var ySuffix: String
    /// The series, drawn in ``SVGFrame``'s colours and dash patterns in order.
    public var series: [Series]
    /// Draw a dot at every point, not only at isolated ones.
    public var markers: Bool
    /// The image's size in pixels.
    public var width: Double
    public var height: Double

    /// Creates a plot.
    public init(title: String, xTitle: String, yTitle: String, x: [Double], xDomain: ClosedRange<Double>,
                xTicks: [(value: Double, label: String)], yDomain: ClosedRange<Double>, yDecimals: Int = 1,
                ySuffix: String = "", series: [Series], markers: Bool = false, width: Double = 640, height: Double = 340) {
        self.title = title
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.x = x
        self.xDomain = xDomain
        self.xTicks = xTicks
        self.yDomain = yDomain
        self.yDecimals = yDecimals
        self.ySuffix = ySuffix
        self.series = series
        self.markers = markers
        self.width = width
        self.height = height
    }

    var frame: SVGFrame { SVGFrame(width: width, height: height, margins: (top: 52, right: 16, bottom: 48, left: 64)) }
    var xScale: LinearScale { LinearScale(domain: xDomain, pixels: (frame.left, frame.right)) }
    var yScale: LinearScale { LinearScale(domain: yDomain, pixels: (frame.bottom, frame.top)) }

    /// The `d` attribute of a series' line: `M` at the first point of each unbroken run,
    /// `L` to each next point; empty when no value is finite.
    func path(of values: [Double]) -> String {
        var commands: [String] = []
        var drawing = false
        for (index, value) in values.enumerated() {
            guard value.isFinite, index < x.count else { drawing = false; continue }
            commands.append("\(drawing ? "L" : "M")\(SVGFrame.number(xScale(x[index]))) \(SVGFrame.number(yScale(value)))")
            drawing = true
        }
        return commands.joined(separator: " ")
    }

    /// The chart as an `svg` element.
    public var svg: String {
        let frame = frame, xScale = xScale, yScale = yScale
        var parts = [frame.open(title: title)]
        parts += frame.axes(
            title: title, x: xScale, xTicks: xTicks, xTitle: xTitle, y: yScale,
            yTicks: yScale.ticks().map { ($0, NumberFormat.fixed($0, yDecimals) + ySuffix) }, yTitle: yTitle)
        parts += frame.legend(series.map(\.name), y: 38)
        for (index, s) in series.enumerated() {
            let colour = SVGFrame.colour(index)
            if let lower = s.lower, let upper = s.upper {
                for (i, (low, high)) in zip(lower, upper).enumerated() where i < x.count && low.isFinite && high.isFinite {
                    let position = xScale(x[i]) + Double(index - series.count / 2) * 3
                    parts.append(SVGFrame.line(position, yScale(low), position, yScale(high), stroke: colour, width: 1.5))
                }
            }
            let d = path(of: s.values)
            if !d.isEmpty {
                parts.append("<path d=\"\(d)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\"\(SVGFrame.dash(index))/>")
            }
            for (i, value) in s.values.enumerated() where value.isFinite && i < x.count {
                let alone = !(i > 0 && s.values[i - 1].isFinite) && !(i + 1 < s.values.count && s.values[i + 1].isFinite)
                guard markers || alone else { continue }
                parts.append("<circle cx=\"\(SVGFrame.number(xScale(x[i])))\" cy=\"\(SVGFrame.number(yScale(value)))\" "
                    + "r=\"3\" fill=\"\(colour)\"/>")
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}
