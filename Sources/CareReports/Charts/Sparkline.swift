/// A one-line chart of a series, e.g. `▁▂▄▆█▆▄`, for tables and summaries.
public enum Sparkline {
    private static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private static let asciiLevels: [Character] = ["_", ".", "-", "~", "=", "+", "*", "#"]

    /// The series scaled between its minimum and maximum; NaN values print as a space.
    public static func render(_ values: [Double], ascii: Bool = false) -> String {
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return "" }
        let glyphs = ascii ? asciiLevels : levels
        return String(values.map { value -> Character in
            guard value.isFinite else { return " " }
            let scaled = high > low ? (value - low) / (high - low) : 0.5
            return glyphs[min(glyphs.count - 1, Int(scaled * Double(glyphs.count)))]
        })
    }
}
