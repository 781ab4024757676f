import CareModel
import Foundation

/// Fixed, locale-independent number formatting, so reports are byte-identical everywhere.
public enum NumberFormat {
    /// `value` with `digits` decimals, e.g. `fixed(0.123456, 3)` is `"0.123"`.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "NA" : (value > 0 ? "Inf" : "-Inf") }
        let text = String(format: "%.\(digits)f", value)
        return text == "-" + String(format: "%.\(digits)f", 0.0) ? String(format: "%.\(digits)f", 0.0) : text
    }

    /// `value` with `digits` significant digits (`%g`), for slopes whose scale depends on
    /// the unit, e.g. `significant(0.000392547, 3)` is `"0.000393"`.
    public static func significant(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "NA" : (value > 0 ? "Inf" : "-Inf") }
        return String(format: "%.\(digits)g", value)
    }

    /// A number for reading in a terminal table (`--format table`): four significant digits,
    /// e.g. `0.0030000000000000022` as `0.003` and `123.456` as `123.5`, whole numbers from
    /// 10,000 up to the unit, or the shortest exact decimal when that is no longer (`5e-324`).
    /// The other formats keep every digit (``roundTrip(_:)``).
    public static func readable(_ value: Double) -> String {
        guard value.isFinite else { return roundTrip(value) }
        let magnitude = value.magnitude
        let rounded = magnitude >= 1e4 && magnitude < 1e15 ? String(format: "%.0f", value) : String(format: "%.4g", value)
        let exact = roundTrip(value)
        let text = exact.count <= rounded.count ? exact : rounded
        return text == "-0" ? "0" : text
    }

    /// A p-value: four decimals, or `< 0.0001` below that.
    public static func pValue(_ p: Double) -> String {
        p < 0.0001 ? "< 0.0001" : fixed(p, 4)
    }

    /// A p-value for CSV: full precision in scientific notation, readable by every tool.
    public static func scientific(_ value: Double) -> String {
        guard value.isFinite else { return "NA" }
        return String(format: "%.6e", value)
    }

    /// A number for CSV meant to be read back by other tools: the shortest decimal that reads
    /// back as exactly `value` (e.g. `0.1`, `1e-05`), `Inf` and `-Inf`; empty (missing) for NaN.
    public static func roundTrip(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "" : (value > 0 ? "Inf" : "-Inf") }
        return "\(value)"
    }

    /// A number for a CSV cell meant to be read back by other tools: the shortest decimal
    /// that reads back as exactly `value`; empty when there is none (nil or NaN).
    public static func csvNumber(_ value: Double?) -> String {
        value.map(roundTrip) ?? ""
    }

    /// A p- or q-value for a CSV cell, never 0: a probability too small for a double (it
    /// underflowed to 0) is written as the smallest positive double, `5e-324`, an upper
    /// bound; empty when there is none.
    public static func csvProbability(_ value: Double?) -> String {
        guard let value, value == 0 else { return csvNumber(value) }
        return roundTrip(.leastNonzeroMagnitude)
    }

    /// A whole number with thousands separators, e.g. `12,345`.
    public static func grouped(_ value: Int) -> String {
        English.grouped(value)
    }
}
