import Testing
@testable import CareReports

/// Definition levels in the RLE / bit-packing hybrid, worked out by hand from
/// parquet-format's `Encodings.md`.
@Suite struct DefinitionLevelsTests {
    @Test func aLongRunIsOneRLERun() {
        // Header 10 << 1 = 0x14, then the value in one byte.
        #expect(DefinitionLevels.encode(Array(repeating: true, count: 10)) == [0x14, 0x01])
    }

    @Test func shortRunsAreBitPackedInGroupsOfEightLowBitFirst() {
        // 11 levels: two groups, header 2 << 1 | 1; t f t t t t t t = 0xFD, then t t t = 0x07.
        #expect(DefinitionLevels.encode([true, false] + Array(repeating: true, count: 9)) == [0x05, 0xFD, 0x07])
    }

    @Test func aRunAfterLiteralsStartsOnTheirGroupBoundary() {
        // f f f t t t t t bit-packed (0xF8), then the other 15 t as an RLE run (15 << 1 = 0x1E).
        #expect(DefinitionLevels.encode(Array(repeating: false, count: 3) + Array(repeating: true, count: 20))
                == [0x03, 0xF8, 0x1E, 0x01])
    }

    @Test func noLevelsNoBytes() {
        #expect(DefinitionLevels.encode([]).isEmpty)
    }
}
