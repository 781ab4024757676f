import Foundation
import Testing
@testable import CareReports

/// The Parquet writer against a golden file that pyarrow and DuckDB read back as the table
/// below (`Fixtures/Parquet/README.md` says how it was made and checked), and its footer
/// read back by an independent Thrift reader.
@Suite struct ParquetEncoderTests {
    /// Every type, required and optional columns, nulls, a zero double, a date before 1970,
    /// a non-ASCII string, and two row groups (3 rows, then 2).
    static let columns = [
        ParquetColumn("person_id", .int64, optional: false), ParquetColumn("date", .date, optional: false),
        ParquetColumn("arm", .string, optional: true), ParquetColumn("logged", .boolean, optional: false),
        ParquetColumn("score_points", .int32, optional: true), ParquetColumn("amount_mg", .double, optional: true),
    ]
    static let rows: [[ParquetValue]] = [
        [.int64(1), .date(20454), .string("control"), .boolean(true), .int32(3), .double(1.5)],
        [.int64(1), .date(20455), .string("control"), .boolean(false), .null, .null],
        [.int64(2), .date(20454), .null, .boolean(true), .int32(0), .double(0)],
        [.int64(2), .date(20455), .string("reminders"), .boolean(true), .int32(2), .double(250.25)],
        [.int64(3), .date(-1), .string("é ü"), .boolean(false), .null, .double(-3.75)],
    ]

    static func tinyFile(compression: ParquetEncoder.Compression = .none) -> [UInt8] {
        var encoder = ParquetEncoder(columns: columns, rowGroupSize: 3, compression: compression)
        var file = encoder.start()
        for row in rows { file += encoder.encode(row) }
        return file + encoder.finish()
    }

    static var goldenURL: URL {
        Bundle.module.url(forResource: "Fixtures/Parquet/tiny", withExtension: "parquet")!
    }

    /// With `CARELAB_PARQUET_GOLDEN_OUT=FILE` set, the tiny file is also written to FILE,
    /// for `check_parquet.py golden` to check before it replaces the golden file.
    @Test func tinyTableMatchesTheGoldenFileByteForByte() throws {
        if let path = ProcessInfo.processInfo.environment["CARELAB_PARQUET_GOLDEN_OUT"] {
            try Data(Self.tinyFile()).write(to: URL(fileURLWithPath: path))
        }
        let golden = try [UInt8](Data(contentsOf: Self.goldenURL))
        #expect(Self.tinyFile() == golden)
    }

    @Test func aRowGroupIsReturnedWhenItFillsAndNotBefore() {
        var encoder = ParquetEncoder(columns: Self.columns, rowGroupSize: 3, compression: .none)
        #expect(encoder.start() == Array("PAR1".utf8))
        #expect(encoder.encode(Self.rows[0]).isEmpty)
        #expect(encoder.encode(Self.rows[1]).isEmpty)
        #expect(!encoder.encode(Self.rows[2]).isEmpty)
    }

    @Test(arguments: [ParquetEncoder.Compression.none, .gzip(level: 6)])
    func footerReadsBackWithSchemaRowGroupsAndStatistics(compression: ParquetEncoder.Compression) throws {
        let file = Self.tinyFile(compression: compression)
        #expect(Array(file.prefix(4)) == Array("PAR1".utf8) && Array(file.suffix(4)) == Array("PAR1".utf8))
        let length = file[file.count - 8..<file.count - 4].reversed().reduce(0) { $0 << 8 | Int($1) }
        var reader = ThriftCompactReader(file, at: file.count - 8 - length)
        let footer = try reader.readStruct()
        #expect(reader.position == file.count - 8)

        #expect(footer[1]?.integer == 1)
        #expect(footer[3]?.integer == 5)
        let schema = try #require(footer[2]?.list)
        #expect(schema.map { $0[4]?.string } == ["schema"] + Self.columns.map(\.name))
        #expect(schema[0][5]?.integer == 6)
        // Physical type, repetition (0 required, 1 optional), converted type.
        #expect(schema.dropFirst().map { $0[1]?.integer } == [2, 1, 6, 0, 1, 5])
        #expect(schema.dropFirst().map { $0[3]?.integer } == [0, 0, 1, 0, 1, 1])
        #expect(schema.dropFirst().map { $0[6]?.integer } == [nil, 6, 0, nil, nil, nil])

        let groups = try #require(footer[4]?.list)
        #expect(groups.map { $0[3]?.integer } == [3, 2])
        let codec: Int64 = compression == .none ? 0 : 2
        var nextPage = 4
        for group in groups {
            for (c, chunk) in try #require(group[1]?.list).enumerated() {
                let meta = try #require(chunk[3])
                #expect(meta[3]?.list == [.binary(Array(Self.columns[c].name.utf8))])
                #expect(meta[4]?.integer == codec)
                // Pages follow one another from the magic number on; each header says its size.
                let offset = try #require(meta[9]?.integer)
                #expect(offset == Int64(nextPage))
                var pageReader = ThriftCompactReader(file, at: Int(offset))
                let page = try pageReader.readStruct()
                #expect(page[1]?.integer == 0)
                #expect(page[5]?[1]?.integer == meta[5]?.integer)
                let compressed = try #require(page[3]?.integer)
                nextPage = pageReader.position + Int(compressed)
                #expect(meta[7]?.integer == Int64(nextPage) - offset)
            }
        }
        #expect(nextPage == file.count - 8 - length)

        // Row group 0: arm has no nulls, min "control"; amount_mg's zero min is -0.0.
        let first = try #require(groups[0][1]?.list)
        let armStatistics = try #require(first[2][3]?[12])
        #expect(armStatistics[3]?.integer == 1)
        #expect(armStatistics[6]?.string == "control" && armStatistics[5]?.string == "control")
        let amount = try #require(first[5][3]?[12])
        #expect(amount[6]?.bytes == withUnsafeBytes(of: (-0.0).bitPattern.littleEndian) { Array($0) })
        #expect(amount[5]?.bytes == withUnsafeBytes(of: (1.5).bitPattern.littleEndian) { Array($0) })
        // Row group 1: the date before 1970 is the min.
        let dates = try #require(groups[1][1]?.list?[1][3]?[12])
        #expect(dates[6]?.bytes == [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(dates[3]?.integer == 0)
    }

    @Test func theSameRowsGiveTheSameBytes() {
        #expect(Self.tinyFile(compression: .gzip(level: 6)) == Self.tinyFile(compression: .gzip(level: 6)))
    }
}
