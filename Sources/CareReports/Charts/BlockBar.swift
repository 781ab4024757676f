/// Horizontal bars drawn in text: whole cells of `█` with a final Unicode eighth block
/// for sub-character precision, or whole `#` cells in plain ASCII. Shared by ``BarChart``
/// and ``Histogram`` so both draw the same lengths the same way.
enum BlockBar {
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A bar `length` cells long (fractions are rounded down to an eighth, or to a whole
    /// cell in ASCII).
    static func draw(length: Double, ascii: Bool) -> String {
        let whole = Int(length)
        if ascii { return String(repeating: "#", count: whole) }
        let remainder = Int(((length - Double(whole)) * 8).rounded(.down))
        return String(repeating: "█", count: whole) + (remainder > 0 ? String(eighths[remainder - 1]) : "")
    }
}
