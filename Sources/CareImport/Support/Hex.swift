extension Sequence where Element == UInt8 {
    /// The bytes as lowercase hexadecimal, two digits each.
    var lowercaseHex: String {
        map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
