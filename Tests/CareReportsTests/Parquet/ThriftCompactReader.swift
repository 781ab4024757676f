/// Reads Thrift's compact protocol into a tree of fields, to check what
/// ``ThriftCompactWriter`` wrote without trusting the writer's own idea of it: an
/// independent reader, written from the protocol's specification.
struct ThriftCompactReader {
    /// A decoded value.
    indirect enum Value: Equatable {
        case bool(Bool)
        case integer(Int64)
        case binary([UInt8])
        case list([Value])
        case fields([Int16: Value])

        var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
        var string: String? { if case .binary(let bytes) = self { String(decoding: bytes, as: UTF8.self) } else { nil } }
        var bytes: [UInt8]? { if case .binary(let bytes) = self { bytes } else { nil } }
        var list: [Value]? { if case .list(let values) = self { values } else { nil } }
        subscript(_ id: Int16) -> Value? { if case .fields(let fields) = self { fields[id] } else { nil } }
    }

    struct Malformed: Error {}

    private let bytes: [UInt8]
    /// Where the next byte is read.
    private(set) var position: Int

    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// Reads one struct, through its stop byte.
    mutating func readStruct() throws -> Value {
        var fields: [Int16: Value] = [:]
        var lastID: Int16 = 0
        while true {
            let header = try byte()
            if header == 0 { return .fields(fields) }
            let type = header & 0x0F
            let delta = Int16(header >> 4)
            let id = delta == 0 ? Int16(try zigzag()) : lastID + delta
            lastID = id
            fields[id] = type == 1 || type == 2 ? .bool(type == 1) : try value(of: type)
        }
    }

    private mutating func value(of type: UInt8) throws -> Value {
        switch type {
        case 4, 5, 6: return .integer(try zigzag())
        case 8:
            let count = Int(try varint())
            guard position + count <= bytes.count else { throw Malformed() }
            defer { position += count }
            return .binary(Array(bytes[position..<position + count]))
        case 9:
            let header = try byte()
            let count = header >> 4 == 15 ? Int(try varint()) : Int(header >> 4)
            return .list(try (0..<count).map { _ in try value(of: header & 0x0F) })
        case 12: return try readStruct()
        default: throw Malformed()
        }
    }

    private mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw Malformed() }
        defer { position += 1 }
        return bytes[position]
    }

    private mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            let next = try byte()
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
            guard shift < 64 else { throw Malformed() }
        }
    }

    private mutating func zigzag() throws -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }
}
