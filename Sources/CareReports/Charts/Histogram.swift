/// A histogram drawn as horizontal bars, one line per bin (and per series), that fits an
/// 80-column terminal and a Markdown code block.
///
/// Bins are half-open, `[lower, upper)`, except the last, which is closed so the highest
/// value is counted. Several series share the bins and the scale, so distributions before
/// and after a change can be read against each other:
///
/// ```text
/// People by mean daily score (points per day)
/// [0.0, 1.0) before │████████████████████ 2
///            after  │██████████ 1
/// [1.0, 2.0] before │ 0
///            after  │██████████ 1
/// ```
public struct Histogram: Sendable {
    /// One distribution: a name (shown when there are several) and its values.
    public struct Series: Sendable {
        public var name: String
        public var values: [Double]

        /// Creates a series.
        public init(name: String, values: [Double]) {
            self.name = name
            self.values = values
        }
    }

    /// The title line: what is counted and the values' unit.
    public var title: String
    /// Bin edges, ascending: `n + 1` edges make `n` bins.
    public var edges: [Double]
    /// The series; NaN values and values outside the edges are not counted.
    public var series: [Series]
    /// Decimals of the edges in the labels.
    public var decimals: Int
    /// Characters for the longest bar; narrowed when a line would exceed 80 columns.
    public var width: Int
    /// Plain ASCII instead of Unicode blocks.
    public var ascii: Bool

    /// Creates a histogram.
    public init(title: String, edges: [Double], series: [Series], decimals: Int = 1, width: Int = 40, ascii: Bool = false) {
        self.title = title
        self.edges = edges
        self.series = series
        self.decimals = decimals
        self.width = width
        self.ascii = ascii
    }

    /// `count` bins of equal width from `lower` to `upper`.
    public static func edges(from lower: Double, to upper: Double, count: Int) -> [Double] {
        precondition(count >= 1 && upper > lower, "bins need a count of at least 1 and upper above lower")
        return (0...count).map { $0 == count ? upper : lower + Double($0) * (upper - lower) / Double(count) }
    }

    /// `count` bins of equal width from the lowest to the highest finite value (a bin of
    /// width 1 from the value when all are equal, or from 0 when there is none).
    public static func edges(covering values: [Double], count: Int) -> [Double] {
        let finite = values.filter(\.isFinite)
        let lower = finite.min() ?? 0, upper = finite.max() ?? 0
        return upper > lower ? edges(from: lower, to: upper, count: count) : edges(from: lower, to: lower + 1, count: 1)
    }

    /// How many of `values` fall into each bin.
    public func counts(_ values: [Double]) -> [Int] {
        var counts = [Int](repeating: 0, count: max(0, edges.count - 1))
        guard let first = edges.first, let last = edges.last else { return counts }
        for value in values where value.isFinite && value >= first && value <= last {
            let bin = (edges.lastIndex { $0 <= value } ?? 0)
            counts[min(bin, counts.count - 1)] += 1
        }
        return counts
    }

    /// The chart as lines of text ending in a newline.
    public var text: String {
        let binLabels = (0..<max(0, edges.count - 1)).map { bin in
            "[\(NumberFormat.fixed(edges[bin], decimals)), \(NumberFormat.fixed(edges[bin + 1], decimals))"
                + (bin == edges.count - 2 ? "]" : ")")
        }
        let counts = series.map { self.counts($0.values) }
        let top = counts.flatMap { $0 }.max() ?? 0
        let labelWidth = binLabels.map(\.count).max() ?? 0
        let names = series.count > 1 ? series.map(\.name) : series.map { _ in "" }
        let nameWidth = names.map(\.count).max() ?? 0
        let countWidth = String(top).count
        let prefix = labelWidth + 1 + (nameWidth > 0 ? nameWidth + 1 : 0) + 1
        let barWidth = max(1, min(width, 80 - prefix - 1 - countWidth))
        var lines = [title]
        for (bin, label) in binLabels.enumerated() {
            for (index, name) in names.enumerated() {
                let shownLabel = index == 0 ? label : ""
                var line = String(repeating: " ", count: labelWidth - shownLabel.count) + shownLabel + " "
                if nameWidth > 0 { line += name + String(repeating: " ", count: nameWidth - name.count) + " " }
                let count = counts[index][bin]
                let bar = BlockBar.draw(length: top > 0 ? Double(count) / Double(top) * Double(barWidth) : 0, ascii: ascii)
                line += (ascii ? "|" : "│") + bar + " " + String(count)
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
