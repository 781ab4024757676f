/// Writes Apache Thrift's compact protocol, the encoding of Parquet's page headers and file
/// footer (`parquet.thrift`; the protocol is specified in Thrift's
/// `doc/specs/thrift-compact-protocol.md`).
///
/// Only what Parquet's metadata uses: structs, fields of type bool, i32, i64 and binary,
/// and lists of i32, binary and structs. Fields are written in the order the caller gives
/// them, which should be ascending by id so that each header is one byte.
struct ThriftCompactWriter {
    /// The compact protocol's type codes.
    enum FieldType: UInt8 {
        case booleanTrue = 1
        case booleanFalse = 2
        case i32 = 5
        case i64 = 6
        case binary = 8
        case list = 9
        case `struct` = 12
    }

    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// The id of the last field of each open struct: a field header holds the delta.
    private var lastFieldIDs: [Int16] = [0]

    /// A bool field: its value is the header's type.
    mutating func field(_ id: Int16, _ value: Bool) {
        header(id, value ? .booleanTrue : .booleanFalse)
    }

    /// An i32 field (zigzag varint).
    mutating func field(_ id: Int16, _ value: Int32) {
        header(id, .i32)
        varint(zigzag(Int64(value)))
    }

    /// An i64 field (zigzag varint).
    mutating func field(_ id: Int16, _ value: Int64) {
        header(id, .i64)
        varint(zigzag(value))
    }

    /// A binary field: varint length, then the bytes.
    mutating func field(_ id: Int16, _ value: [UInt8]) {
        header(id, .binary)
        binary(value)
    }

    /// A string field: binary holding UTF-8.
    mutating func field(_ id: Int16, _ value: String) {
        field(id, Array(value.utf8))
    }

    /// A struct field whose fields `body` writes.
    mutating func field(_ id: Int16, struct body: (inout ThriftCompactWriter) -> Void) {
        header(id, .struct)
        nested(body)
    }

    /// A list of i32 values.
    mutating func field(_ id: Int16, i32List values: [Int32]) {
        header(id, .list)
        listHeader(values.count, .i32)
        for value in values { varint(zigzag(Int64(value))) }
    }

    /// A list of strings.
    mutating func field(_ id: Int16, stringList values: [String]) {
        header(id, .list)
        listHeader(values.count, .binary)
        for value in values { binary(Array(value.utf8)) }
    }

    /// A list of structs, each written by `body`.
    mutating func field<Element>(_ id: Int16, structList elements: [Element],
                                 _ body: (inout ThriftCompactWriter, Element) -> Void) {
        header(id, .list)
        listHeader(elements.count, .struct)
        for element in elements { nested { body(&$0, element) } }
    }

    /// Writes a top-level struct: `body` writes its fields, then the stop byte follows.
    mutating func writeStruct(_ body: (inout ThriftCompactWriter) -> Void) {
        nested(body)
    }

    private mutating func nested(_ body: (inout ThriftCompactWriter) -> Void) {
        lastFieldIDs.append(0)
        body(&self)
        bytes.append(0)  // stop
        lastFieldIDs.removeLast()
    }

    /// A field header: the id's delta from the previous field in the high nibble when it
    /// is 1-15, else the type alone followed by the id as a zigzag varint.
    private mutating func header(_ id: Int16, _ type: FieldType) {
        let delta = Int(id) - Int(lastFieldIDs[lastFieldIDs.count - 1])
        if delta > 0, delta <= 15 {
            bytes.append(UInt8(delta) << 4 | type.rawValue)
        } else {
            bytes.append(type.rawValue)
            varint(zigzag(Int64(id)))
        }
        lastFieldIDs[lastFieldIDs.count - 1] = id
    }

    private mutating func listHeader(_ count: Int, _ type: FieldType) {
        if count < 15 {
            bytes.append(UInt8(count) << 4 | type.rawValue)
        } else {
            bytes.append(0xF0 | type.rawValue)
            varint(UInt64(count))
        }
    }

    private mutating func binary(_ value: [UInt8]) {
        varint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    private func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    private mutating func varint(_ value: UInt64) {
        bytes.appendVarint(value)
    }
}
