/// The small-cell rule for everything a report shows: a count below the minimum could
/// single out a person, so the cell is suppressed and the report says so.
public struct SmallCellRule: Hashable, Sendable {
    /// The smallest count a report may show. 11 is the usual minimum (counts of 1-10
    /// suppressed), as in CMS's cell-size suppression policy.
    public var minimumCount: Int

    /// Creates a rule.
    public init(minimumCount: Int = 11) {
        self.minimumCount = minimumCount
    }

    /// Whether a cell backed by `count` people or person-days may be shown.
    public func allows(_ count: Int) -> Bool { count >= minimumCount }

    /// A count of people as a report may print it: the number, or `fewer than N`.
    public func shown(_ count: Int) -> String {
        allows(count) ? NumberFormat.grouped(count) : "fewer than \(minimumCount)"
    }
}

extension SmallCellRule {
    /// A report table with the rule applied: in every row whose `countColumn` holds a count
    /// below the minimum, the `blanking` columns are emptied (the count itself, and any
    /// label or statistic that could single the people out), and the `flagColumn`, added at
    /// the end when the table lacks it, says `true`; in every other row it says `false`. So
    /// the table itself records what it suppressed.
    public func suppressingSmallCells(in table: CSVTable, countColumn: String, blanking: [String],
                                      flagColumn: String = "suppressed") -> CSVTable {
        guard let countIndex = table.header.firstIndex(of: countColumn) else {
            preconditionFailure("the table has no column '\(countColumn)'")
        }
        let blanked = blanking.map { name in
            guard let index = table.header.firstIndex(of: name) else { preconditionFailure("the table has no column '\(name)'") }
            return index
        }
        let flagIndex = table.header.firstIndex(of: flagColumn)
        let flag = TableColumn(flagColumn, .boolean, "true when fewer than \(minimumCount) people back the row: "
                               + blanking.map { "`\($0)`" }.joined(separator: ", ") + " are then empty")
        var result = CSVTable(columns: flagIndex == nil ? table.columns + [flag] : table.columns)
        for var row in table.rows {
            let suppressed = !allows(Int(row[countIndex]) ?? 0)
            if suppressed { for index in blanked { row[index] = "" } }
            if let flagIndex { row[flagIndex] = String(suppressed) } else { row.append(String(suppressed)) }
            result.append(row)
        }
        return result
    }
}
