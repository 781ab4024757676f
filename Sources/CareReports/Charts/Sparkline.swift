/// A one-line chart of a series, e.g. `▁▂▄▆█▆▄`, for tables and summaries.
public enum Sparkline {
    private static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private static let asciiLevels: [Character] = ["_", ".", "-", "~", "=", "+", "*", "#"]

    /// The series scaled between `range`'s ends, or its own minimum and maximum when
    /// `range` is nil; NaN values print as a space. Sparklines compared with each other (one
    /// per row of a table) share one range, so equal heights mean equal values.
    public static func render(_ values: [Double], range: ClosedRange<Double>? = nil, ascii: Bool = false) -> String {
        let finite = values.filter(\.isFinite)
        guard let low = range?.lowerBound ?? finite.min(), let high = range?.upperBound ?? finite.max() else { return "" }
        let glyphs = ascii ? asciiLevels : levels
        return String(values.map { value -> Character in
            guard value.isFinite else { return " " }
            let scaled = high > low ? (value - low) / (high - low) : 0.5
            return glyphs[min(glyphs.count - 1, max(0, Int(scaled * Double(glyphs.count))))]
        })
    }
}
