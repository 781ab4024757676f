/// Parses decimal numbers as exports write them: `12`, `-3.5`, `0.97`, `1.2e3`. Rejects
/// what `Double(_:)` would also take but no export means: `nan`, `inf`, hexadecimal, and
/// surrounding spaces.
enum DecimalNumber {
    /// The value, or nil when `text` is not a finite decimal number.
    static func parse(_ text: String) -> Double? {
        guard !text.isEmpty,
              text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B
                                      || $0 == 0x65 || $0 == 0x45 }),
              let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// The value when `text` is a whole number in `range`, else nil. `2.0` counts as 2.
    static func integer(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = parse(text), value == value.rounded(), value >= Double(range.lowerBound),
              value <= Double(range.upperBound) else { return nil }
        return Int(value)
    }
}
