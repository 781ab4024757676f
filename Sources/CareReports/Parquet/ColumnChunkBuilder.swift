/// One column's values in the row group being built: PLAIN-encoded values (`Encodings.md`:
/// little-endian integers and IEEE doubles, booleans bit-packed LSB first, byte arrays each
/// after a 4-byte length), the definition levels of an optional column, and the chunk's
/// statistics.
struct ColumnChunkBuilder {
    let column: ParquetColumn
    /// PLAIN values of the non-null cells.
    private(set) var values: [UInt8] = []
    /// Whether each cell holds a value (optional columns only).
    private(set) var levels: [Bool] = []
    private(set) var cellCount = 0
    private(set) var nullCount = 0
    /// Booleans waiting for their byte, and how many.
    private var bits: UInt8 = 0
    private var bitCount = 0
    private var minimum: ParquetValue?
    private var maximum: ParquetValue?

    init(column: ParquetColumn) {
        self.column = column
    }

    /// Adds one cell.
    mutating func append(_ value: ParquetValue) {
        cellCount += 1
        if case .null = value {
            precondition(column.isOptional, "column \(column.name) is required and got a null")
            levels.append(false)
            nullCount += 1
            return
        }
        if column.isOptional { levels.append(true) }
        switch (column.type, value) {
        case (.boolean, .boolean(let flag)):
            if flag { bits |= 1 << UInt8(bitCount) }
            bitCount += 1
            if bitCount == 8 { flushBits() }
        case (.int32, .int32(let number)), (.date, .date(let number)):
            appendLittleEndian(number)
        case (.int64, .int64(let number)):
            appendLittleEndian(number)
        case (.double, .double(let number)):
            precondition(!number.isNaN, "column \(column.name): NaN is written as null")
            appendLittleEndian(number.bitPattern)
        case (.string, .string(let text)):
            let utf8 = text.utf8
            appendLittleEndian(UInt32(utf8.count))
            values.append(contentsOf: utf8)
        default:
            preconditionFailure("column \(column.name) of type \(column.type) got \(value)")
        }
        if minimum.map({ Self.isLess(value, $0) }) ?? true { minimum = value }
        if maximum.map({ Self.isLess($0, value) }) ?? true { maximum = value }
    }

    /// The chunk's PLAIN values, with a partial byte of booleans completed.
    mutating func finishValues() -> [UInt8] {
        if bitCount > 0 { flushBits() }
        return values
    }

    /// The statistics: min and max PLAIN-encoded (a string without its length), nulls.
    ///
    /// A zero bound of a double is written as -0.0 for the min and +0.0 for the max, as the
    /// format asks of writers (`parquet.thrift`, `ColumnOrder`), since -0.0 and +0.0 compare
    /// equal.
    var statistics: ParquetMetadata.Statistics {
        func plain(_ value: ParquetValue?, zero: Double) -> [UInt8]? {
            switch value {
            case nil, .null?: nil
            case .boolean(let flag)?: [flag ? 1 : 0]
            case .int32(let number)?, .date(let number)?: Self.littleEndian(number)
            case .int64(let number)?: Self.littleEndian(number)
            case .double(let number)?: Self.littleEndian((number == 0 ? zero : number).bitPattern)
            case .string(let text)?: Array(text.utf8)
            }
        }
        return ParquetMetadata.Statistics(nullCount: Int64(nullCount), minimum: plain(minimum, zero: -0.0),
                                          maximum: plain(maximum, zero: 0.0))
    }

    /// The type's order: signed integers, doubles numerically, false before true, strings
    /// by their UTF-8 bytes unsigned.
    private static func isLess(_ a: ParquetValue, _ b: ParquetValue) -> Bool {
        switch (a, b) {
        case (.boolean(let x), .boolean(let y)): !x && y
        case (.int32(let x), .int32(let y)), (.date(let x), .date(let y)): x < y
        case (.int64(let x), .int64(let y)): x < y
        case (.double(let x), .double(let y)): x < y
        case (.string(let x), .string(let y)): x.utf8.lexicographicallyPrecedes(y.utf8)
        default: false
        }
    }

    private mutating func flushBits() {
        values.append(bits)
        bits = 0
        bitCount = 0
    }

    private mutating func appendLittleEndian<T: FixedWidthInteger>(_ number: T) {
        withUnsafeBytes(of: number.littleEndian) { values.append(contentsOf: $0) }
    }

    private static func littleEndian<T: FixedWidthInteger>(_ number: T) -> [UInt8] {
        withUnsafeBytes(of: number.littleEndian) { Array($0) }
    }
}
