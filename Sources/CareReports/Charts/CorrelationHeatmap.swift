/// A grid of correlation coefficients drawn as shaded cells, with its legend, e.g. every
/// lifestyle factor against every symptom score.
///
/// Each cell is a sign (`+`, `-`) and two shade characters for the size of |r| by Cohen's
/// conventions for r (Cohen J. Statistical Power Analysis for the Behavioral Sciences, 2nd
/// ed., 1988, §3.2: 0.1 small, 0.3 medium, 0.5 large); `NA` marks a pair without a value.
/// Columns are numbered and named in the legend, so long names do not widen the grid:
///
/// ```text
/// Pearson r
///            1   2
/// caffeine +▓▓ -░░
/// sleep     ··  NA
/// columns: 1 headache  2 fatigue
/// |r|: ·· below 0.1  ░░ 0.1 to 0.3  ▒▒ 0.3 to 0.5  ▓▓ 0.5 or more (Cohen 1988)
/// sign: + positive, - negative; NA: no value
/// ```
///
/// The grid fits 80 columns with row labels up to 20 characters and up to 15 columns.
public struct CorrelationHeatmap: Sendable {
    /// The title line: which coefficient, of what.
    public var title: String
    /// One label per row.
    public var rowLabels: [String]
    /// One label per column, named in the legend.
    public var columnLabels: [String]
    /// `values[row][column]`: coefficients from -1 to 1, NaN where there is none.
    public var values: [[Double]]
    /// Plain ASCII shades (`..`, `::`, `==`, `##`) instead of Unicode blocks.
    public var ascii: Bool

    /// Creates a heatmap.
    public init(title: String, rowLabels: [String], columnLabels: [String], values: [[Double]], ascii: Bool = false) {
        self.title = title
        self.rowLabels = rowLabels
        self.columnLabels = columnLabels
        self.values = values
        self.ascii = ascii
    }

    /// Lower bounds of |r| for the small, medium and large shades (Cohen 1988).
    static let thresholds = [0.1, 0.3, 0.5]
    static let shades = ["··", "░░", "▒▒", "▓▓"]
    static let asciiShades = ["..", "::", "==", "##"]

    /// The three characters of one cell.
    func cell(_ r: Double) -> String {
        guard r.isFinite else { return " NA" }
        let level = Self.thresholds.filter { abs(r) >= $0 }.count
        let shade = (ascii ? Self.asciiShades : Self.shades)[level]
        return (level == 0 ? " " : (r > 0 ? "+" : "-")) + shade
    }

    /// The heatmap and its legend as lines of text ending in a newline.
    public var text: String {
        precondition(values.count == rowLabels.count && values.allSatisfy { $0.count == columnLabels.count },
                     "a heatmap needs one value per row and column")
        let labelWidth = rowLabels.map(\.count).max() ?? 0
        let pad = { (text: String, width: Int) in text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = [title]
        let numbers = columnLabels.indices.map { index -> String in
            let number = String(index + 1)
            return String(repeating: " ", count: max(0, 3 - number.count)) + number
        }
        lines.append((pad("", labelWidth) + " " + numbers.joined(separator: " ")).trailingSpacesRemoved)
        for (label, row) in zip(rowLabels, values) {
            lines.append((pad(label, labelWidth) + " " + row.map(cell).joined(separator: " ")).trailingSpacesRemoved)
        }
        let key = columnLabels.enumerated().map { "\($0.offset + 1) \($0.element)" }
        lines += ChartLegend.wrap(key, width: 80 - "columns: ".count).enumerated().map {
            ($0.offset == 0 ? "columns: " : "         ") + $0.element
        }
        let shades = ascii ? Self.asciiShades : Self.shades
        lines.append("|r|: \(shades[0]) below 0.1  \(shades[1]) 0.1 to 0.3  \(shades[2]) 0.3 to 0.5  "
                     + "\(shades[3]) 0.5 or more (Cohen 1988)")
        lines.append("sign: + positive, - negative; NA: no value")
        return lines.joined(separator: "\n") + "\n"
    }
}
