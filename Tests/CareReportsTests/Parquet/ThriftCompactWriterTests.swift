import Testing
@testable import CareReports

/// The compact protocol's encodings, worked out by hand from Thrift's specification.
@Suite struct ThriftCompactWriterTests {
    @Test func shortFieldHeadersHoldTheIDDeltaAndTheType() {
        var thrift = ThriftCompactWriter()
        thrift.writeStruct { s in
            s.field(1, Int32(1))      // delta 1, i32 (5); zigzag 1 = 2
            s.field(3, Int64(-1))     // delta 2, i64 (6); zigzag -1 = 1
            s.field(4, true)          // delta 1, true (1)
            s.field(5, "ab")          // delta 1, binary (8); length 2
        }
        #expect(thrift.bytes == [0x15, 0x02, 0x26, 0x01, 0x11, 0x18, 0x02, 0x61, 0x62, 0x00])
    }

    @Test func aJumpOfMoreThan15IdsWritesTheIDAfterTheType() {
        var thrift = ThriftCompactWriter()
        thrift.writeStruct { $0.field(17, Int32(300)) }  // zigzag 17 = 34; zigzag 300 = 600 = 0xD8 0x04
        #expect(thrift.bytes == [0x05, 0x22, 0xD8, 0x04, 0x00])
    }

    @Test func nestedStructsCountIDsFromZeroAndListsOfFifteenOrMoreGiveTheirSize() {
        var thrift = ThriftCompactWriter()
        thrift.writeStruct { s in
            s.field(2) { $0.field(1, false) }
            s.field(3, i32List: Array(repeating: 0, count: 15))
        }
        #expect(thrift.bytes == [0x2C, 0x12, 0x00, 0x19, 0xF5, 0x0F] + Array(repeating: 0, count: 15) + [0x00])
    }

    @Test func theReaderReadsBackWhatTheWriterWrote() throws {
        var thrift = ThriftCompactWriter()
        thrift.writeStruct { s in
            s.field(1, Int64.min)
            s.field(2, stringList: ["x", "yz"])
            s.field(40, structList: [7, -7]) { $0.field(1, Int32($1)) }
        }
        var reader = ThriftCompactReader(thrift.bytes)
        let value = try reader.readStruct()
        #expect(value[1] == .integer(Int64.min))
        #expect(value[2] == .list([.binary([0x78]), .binary([0x79, 0x7A])]))
        #expect(value[40] == .list([.fields([1: .integer(7)]), .fields([1: .integer(-7)])]))
        #expect(reader.position == thrift.bytes.count)
    }
}
