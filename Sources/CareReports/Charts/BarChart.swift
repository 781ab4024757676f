/// A horizontal bar chart that fits an 80-column terminal and a Markdown code block.
///
/// Bars use Unicode eighth blocks for sub-character precision, or `#` in plain ASCII.
public struct BarChart: Sendable {
    /// One bar.
    public struct Bar: Sendable {
        public var label: String
        public var value: Double
        /// Text printed after the bar, e.g. the count behind it.
        public var annotation: String

        public init(label: String, value: Double, annotation: String = "") {
            self.label = label
            self.value = value
            self.annotation = annotation
        }
    }

    /// The title line, with units.
    public var title: String
    /// The bars, top to bottom.
    public var bars: [Bar]
    /// Characters available for the longest bar.
    public var width: Int
    /// Plain ASCII instead of Unicode blocks.
    public var ascii: Bool

    /// Creates a chart.
    public init(title: String, bars: [Bar], width: Int = 40, ascii: Bool = false) {
        self.title = title
        self.bars = bars
        self.width = width
        self.ascii = ascii
    }

    /// The chart as lines of text, none wider than 80 columns for labels up to 20.
    public var text: String {
        let labelWidth = bars.map(\.label.count).max() ?? 0
        let top = bars.map(\.value).max() ?? 0
        var lines = [title]
        for bar in bars {
            let length = top > 0 ? max(0, bar.value) / top * Double(width) : 0
            let padded = String(repeating: " ", count: labelWidth - bar.label.count) + bar.label
            let drawn = BlockBar.draw(length: length, ascii: ascii)
            let gap = String(repeating: " ", count: width - drawn.count + 1)
            lines.append("\(padded) \(ascii ? "|" : "│")\(drawn)\(gap)\(bar.annotation)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
