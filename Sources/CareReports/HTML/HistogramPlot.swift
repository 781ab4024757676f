/// An SVG histogram: one bar per bin between its edges, its height the bin's count, on an x
/// and a y range that the caller shares between the histograms it compares (e.g. one per
/// symptom, stacked).
///
/// A suppressed bin (nil count) gets no bar: only a grey mark at its foot saying so.
public struct HistogramPlot: Sendable {
    /// The title above the plot, also the image's accessible name.
    public var title: String
    /// What the axes measure, with their units.
    public var xTitle: String
    public var yTitle: String
    /// The bin edges, ascending: one more than ``counts``.
    public var edges: [Double]
    /// The count of each bin; nil where suppressed.
    public var counts: [Int?]
    /// What a suppressed bin's mark says, e.g. `<11`.
    public var suppressedMark: String
    /// The y axis's range (counts), shared by the plots it is compared with.
    public var yDomain: ClosedRange<Double>
    /// Decimals of the x-axis labels.
    public var xDecimals: Int
    /// The bars' colour.
    public var colour: String
    /// The image's size in pixels.
    public var width: Double
    public var height: Double

    /// Creates a plot.
    public init(title: String, xTitle: String, yTitle: String, edges: [Double], counts: [Int?], suppressedMark: String,
                yDomain: ClosedRange<Double>, xDecimals: Int = 1, colour: String = "#0072B2",
                width: Double = 640, height: Double = 220) {
        self.title = title
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.edges = edges
        self.counts = counts
        self.suppressedMark = suppressedMark
        self.yDomain = yDomain
        self.xDecimals = xDecimals
        self.colour = colour
        self.width = width
        self.height = height
    }

    var frame: SVGFrame { SVGFrame(width: width, height: height, margins: (top: 32, right: 16, bottom: 48, left: 64)) }
    var xScale: LinearScale {
        LinearScale(domain: (edges.first ?? 0)...(edges.last ?? 1), pixels: (frame.left, frame.right))
    }
    var yScale: LinearScale { LinearScale(domain: yDomain, pixels: (frame.bottom, frame.top)) }

    /// Bin `index`'s bar: its left edge, top, width and height in pixels; nil for a
    /// suppressed or empty bin. A 1-pixel gap separates neighbouring bars.
    func bar(_ index: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard index < counts.count, index + 1 < edges.count, let count = counts[index], count > 0 else { return nil }
        let left = xScale(edges[index]), right = xScale(edges[index + 1])
        let top = min(yScale.pixels.start, max(yScale.pixels.end, yScale(Double(count))))
        return (left + 0.5, top, max(0, right - left - 1), frame.bottom - top)
    }

    /// Labelled edges: every edge, or every second, fifth… when labels would crowd.
    var xTicks: [(value: Double, label: String)] {
        let labels = edges.map { NumberFormat.fixed($0, xDecimals) }
        let widest = labels.map { SVGFrame.textWidth($0) }.max() ?? 0
        let binWidth = edges.count > 1 ? (frame.right - frame.left) / Double(edges.count - 1) : frame.right - frame.left
        let every = [1, 2, 5, 10, 20, 50].first { Double($0) * binWidth >= widest + 8 } ?? 100
        return edges.indices.filter { $0 % every == 0 }.map { (edges[$0], labels[$0]) }
    }

    /// The chart as an `svg` element.
    public var svg: String {
        let frame = frame, xScale = xScale, yScale = yScale
        var parts = [frame.open(title: title)]
        let yTicks = yScale.ticks(4).filter { $0 == $0.rounded() }.map { ($0, NumberFormat.fixed($0, 0)) }
        parts += frame.axes(title: title, x: xScale, xTicks: xTicks, xTitle: xTitle, y: yScale, yTicks: yTicks, yTitle: yTitle)
        for index in counts.indices where index + 1 < edges.count {
            if let bar = bar(index) {
                parts.append("<rect x=\"\(SVGFrame.number(bar.x))\" y=\"\(SVGFrame.number(bar.y))\" "
                    + "width=\"\(SVGFrame.number(bar.width))\" height=\"\(SVGFrame.number(bar.height))\" fill=\"\(colour)\"/>")
            } else if counts[index] == nil {
                let centre = (xScale(edges[index]) + xScale(edges[index + 1])) / 2
                parts.append(SVGFrame.text(suppressedMark, x: centre, y: frame.bottom - 4, anchor: "middle", size: 10,
                                           fill: "#777"))
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}
