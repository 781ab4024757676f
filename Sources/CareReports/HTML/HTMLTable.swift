/// A table of the HTML report: the numbers a figure shows, beside it, for screen readers
/// and for anyone who wants the values. Cells are plain text, escaped when rendered.
public struct HTMLTable: Sendable {
    /// What the table holds, shown above it.
    public var caption: String
    /// Column names.
    public var header: [String]
    /// Rows of cells, each as long as ``header``.
    public var rows: [[String]]
    /// Leading columns holding labels (left-aligned); the rest hold numbers (right-aligned).
    public var labelColumns: Int

    /// Creates a table.
    public init(caption: String, header: [String], rows: [[String]] = [], labelColumns: Int = 1) {
        self.caption = caption
        self.header = header
        self.rows = rows
        self.labelColumns = labelColumns
    }

    /// Adds a row.
    public mutating func append(_ row: [String]) {
        precondition(row.count == header.count, "a row needs one cell per column")
        rows.append(row)
    }

    /// The table as HTML.
    public var html: String {
        func cells(_ row: [String], tag: String) -> String {
            row.enumerated().map { index, cell in
                HTML.element(tag, index < labelColumns || tag == "th" ? [:] : ["class": "num"], HTML.escape(cell))
            }.joined()
        }
        let head = HTML.element("thead", [:], HTML.element("tr", [:], cells(header, tag: "th")))
        let body = HTML.element("tbody", [:], rows.map { "\n" + HTML.element("tr", [:], cells($0, tag: "td")) }.joined() + "\n")
        return HTML.element("table", [:], HTML.element("caption", [:], HTML.escape(caption)) + head + body)
    }
}
