import CareStats

/// Cells for CSV: figures with full precision, empty when missing or suppressed.
public enum AnalysisCSV {
    /// The `suppressed` column: `true` when the row's figures are withheld under `rule`.
    public static func suppression(people: Int, rule: SmallCellRule) -> String {
        String(!rule.allows(people))
    }

    /// The `suppressed` column's description under `rule`.
    public static func suppressedColumn(_ rule: SmallCellRule) -> TableColumn {
        TableColumn("suppressed", .boolean, "true when fewer than \(rule.minimumCount) people back the row: its figures are then empty")
    }

    /// `value` in full precision, or empty when missing or the row is suppressed.
    public static func number(_ value: Double?, shown: Bool = true) -> String {
        guard shown else { return "" }
        return NumberFormat.csvNumber(value)
    }

    /// A p- or q-value (never 0, ``NumberFormat/csvProbability(_:)``), or empty.
    public static func probability(_ value: Double?, shown: Bool = true) -> String {
        guard shown else { return "" }
        return NumberFormat.csvProbability(value)
    }

    /// A count, or empty when the row is suppressed.
    public static func count(_ value: Int, shown: Bool = true) -> String {
        shown ? String(value) : ""
    }

    /// `true`/`false`, or empty when unknown or the row is suppressed.
    public static func boolean(_ value: Bool?, shown: Bool = true) -> String {
        guard shown, let value else { return "" }
        return String(value)
    }
}
