/// A grid of characters framed by a y axis on the left and an x axis below: what
/// ``LineChart`` and ``KaplanMeierChart`` draw into.
///
/// Each cell remembers which series drew it, so a cell that two series reach is shown with
/// the overlap glyph instead of silently hiding one of them.
struct PlotCanvas {
    /// Rows of the plot area, top first.
    let rows: Int
    /// Columns of the plot area.
    let columns: Int
    private var cells: [[Character]]
    private var owners: [[Int?]]
    /// Whether two series have drawn into the same cell.
    private(set) var hasOverlap = false

    /// An empty plot area.
    init(rows: Int, columns: Int) {
        precondition(rows >= 2 && columns >= 2, "a plot needs at least 2 rows and 2 columns")
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        owners = Array(repeating: Array(repeating: nil, count: columns), count: rows)
    }

    /// Draws `glyph` for series `series`; a cell already drawn by another series gets
    /// `overlap` instead.
    mutating func draw(_ glyph: Character, row: Int, column: Int, series: Int, overlap: Character) {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
        if let owner = owners[row][column], owner != series {
            cells[row][column] = overlap
            hasOverlap = true
        } else {
            cells[row][column] = glyph
            owners[row][column] = series
        }
    }

    /// Draws `glyph` into an empty cell and leaves a drawn one alone: for what lies behind
    /// the series (a connecting line, a reference level). The cell stays unowned.
    mutating func fill(_ glyph: Character, row: Int, column: Int) {
        guard (0..<rows).contains(row), (0..<columns).contains(column), owners[row][column] == nil,
              cells[row][column] == " " else { return }
        cells[row][column] = glyph
    }

    /// The row of `value` on an axis from `lower` (bottom row) to `upper` (top row),
    /// rounded to the nearest row and clamped to the plot.
    func row(of value: Double, lower: Double, upper: Double) -> Int {
        let scaled = (upper - value) / (upper - lower) * Double(rows - 1)
        return min(rows - 1, max(0, Int(scaled.rounded())))
    }

    /// The rows that get a label on the y axis: the top and bottom rows and, when they fall
    /// on a row exactly, the quarters, else the fifths, else the middle.
    static func labelledRows(of rows: Int) -> [Int] {
        let last = rows - 1
        let step = [4, 5, 2].first { last % $0 == 0 }.map { last / $0 } ?? last
        return Array(stride(from: 0, through: last, by: max(1, step)))
    }

    /// The framed plot: the labelled rows, the x axis, the first and last x labels under its
    /// ends and the x axis's title centred under the plot.
    ///
    /// - Parameter rowLabels: labels of the y axis by row; labelled rows get a tick.
    func lines(rowLabels: [Int: String], xStart: String, xEnd: String, xTitle: String, ascii: Bool) -> [String] {
        let gap = max(1, columns - xStart.count - xEnd.count)
        return lines(rowLabels: rowLabels, xLabels: xStart + String(repeating: " ", count: gap) + xEnd,
                     xTitle: xTitle, ascii: ascii)
    }

    /// The framed plot like ``lines(rowLabels:xStart:xEnd:xTitle:ascii:)``, with a label
    /// centred under each column of `xTicks` instead of the ends only; a label that would
    /// overlap the one before it is left out.
    func lines(rowLabels: [Int: String], xTicks: [Int: String], xTitle: String, ascii: Bool) -> [String] {
        var line: [Character] = []
        for (column, label) in xTicks.sorted(by: { $0.key < $1.key }) {
            let start = max(0, min(column - (label.count - 1) / 2, columns - label.count))
            guard line.isEmpty || start > line.count else { continue }
            line += Array(repeating: " ", count: start - line.count) + Array(label)
        }
        return lines(rowLabels: rowLabels, xLabels: String(line), xTitle: xTitle, ascii: ascii)
    }

    private func lines(rowLabels: [Int: String], xLabels: String, xTitle: String, ascii: Bool) -> [String] {
        let labelWidth = rowLabels.values.map(\.count).max() ?? 0
        let margin = String(repeating: " ", count: labelWidth + 1)
        var lines: [String] = []
        for row in 0..<rows {
            let label = rowLabels[row].map { String(repeating: " ", count: labelWidth - $0.count) + $0 + " " } ?? margin
            let axis: Character = rowLabels[row] == nil ? (ascii ? "|" : "│") : (ascii ? "+" : "┤")
            lines.append((label + String(axis) + String(cells[row])).trailingSpacesRemoved)
        }
        lines.append(margin + (ascii ? "+" : "└") + String(repeating: ascii ? "-" : "─", count: columns))
        lines.append(margin + " " + xLabels)
        if !xTitle.isEmpty {
            let indent = max(0, (columns - xTitle.count) / 2)
            lines.append(margin + " " + String(repeating: " ", count: indent) + xTitle)
        }
        return lines
    }
}

extension String {
    /// The text without trailing spaces, so charts in Markdown files carry no stray
    /// whitespace.
    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
