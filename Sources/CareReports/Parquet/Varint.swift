extension Array where Element == UInt8 {
    /// Appends `value` as an unsigned LEB128 varint, seven bits a byte, low bits first: the
    /// integers of Thrift's compact protocol and the run headers of Parquet's RLE encoding.
    mutating func appendVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        append(UInt8(value))
    }
}
