/// The parts of Parquet's metadata that ``ParquetEncoder`` writes, with their Thrift field
/// ids from `parquet.thrift` (apache/parquet-format 2.10). Enumerations are i32 fields.
enum ParquetMetadata {
    /// `Type`: the physical types in use.
    enum PhysicalType: Int32 {
        case boolean = 0
        case int32 = 1
        case int64 = 2
        case double = 5
        case byteArray = 6
    }

    /// `Encoding`: PLAIN for values, RLE (the RLE / bit-packing hybrid) for levels.
    enum Encoding: Int32 {
        case plain = 0
        case rle = 3
    }

    /// `CompressionCodec`.
    enum Codec: Int32 {
        case uncompressed = 0
        case gzip = 2
    }

    /// `Statistics` of a column chunk: min and max as PLAIN-encoded values (fields 5 and 6,
    /// ordered by the column's type, as `ColumnOrder.TYPE_ORDER` declares) and nulls.
    struct Statistics {
        var nullCount: Int64
        var minimum: [UInt8]?
        var maximum: [UInt8]?

        func write(to thrift: inout ThriftCompactWriter) {
            thrift.field(3, nullCount)
            if let maximum { thrift.field(5, maximum) }
            if let minimum { thrift.field(6, minimum) }
        }
    }

    /// `PageHeader` of a version 1 data page (`DataPageHeader`).
    struct DataPageHeader {
        var uncompressedSize: Int32
        var compressedSize: Int32
        var valueCount: Int32

        func write(to thrift: inout ThriftCompactWriter) {
            thrift.field(1, Int32(0))  // PageType.DATA_PAGE
            thrift.field(2, uncompressedSize)
            thrift.field(3, compressedSize)
            thrift.field(5) { page in
                page.field(1, valueCount)
                page.field(2, Encoding.plain.rawValue)
                page.field(3, Encoding.rle.rawValue)  // definition levels
                page.field(4, Encoding.rle.rawValue)  // repetition levels (none written)
            }
        }
    }

    /// `ColumnChunk` with its `ColumnMetaData`, for a chunk of one data page.
    struct ColumnChunk {
        var type: PhysicalType
        var encodings: [Encoding]
        var path: String
        var codec: Codec
        var valueCount: Int64
        var uncompressedSize: Int64
        var compressedSize: Int64
        var dataPageOffset: Int64
        var statistics: Statistics

        func write(to thrift: inout ThriftCompactWriter) {
            thrift.field(2, dataPageOffset)  // file_offset (deprecated; the chunk's start)
            thrift.field(3) { meta in
                meta.field(1, type.rawValue)
                meta.field(2, i32List: encodings.map(\.rawValue))
                meta.field(3, stringList: [path])
                meta.field(4, codec.rawValue)
                meta.field(5, valueCount)
                meta.field(6, uncompressedSize)
                meta.field(7, compressedSize)
                meta.field(9, dataPageOffset)
                meta.field(12) { statistics.write(to: &$0) }
            }
        }
    }

    /// `RowGroup`.
    struct RowGroup {
        var columns: [ColumnChunk]
        var rowCount: Int64
        var fileOffset: Int64

        func write(to thrift: inout ThriftCompactWriter) {
            thrift.field(1, structList: columns) { $1.write(to: &$0) }
            thrift.field(2, columns.reduce(0) { $0 + $1.uncompressedSize })  // total_byte_size
            thrift.field(3, rowCount)
            thrift.field(5, fileOffset)
            thrift.field(6, columns.reduce(0) { $0 + $1.compressedSize })
        }
    }

    /// `FileMetaData`, the footer: a flat schema (a root and one leaf per column), the row
    /// groups, and a type-defined sort order for every column's statistics.
    struct FileMetaData {
        var columns: [ParquetColumn]
        var rowCount: Int64
        var rowGroups: [RowGroup]
        var createdBy: String

        func write(to thrift: inout ThriftCompactWriter) {
            thrift.writeStruct { file in
                file.field(1, Int32(1))  // version
                file.field(2, structList: [nil] + columns.map { Optional($0) }) { element, column in
                    guard let column else {
                        element.field(4, "schema")
                        element.field(5, Int32(columns.count))
                        return
                    }
                    column.writeSchemaElement(to: &element)
                }
                file.field(3, rowCount)
                file.field(4, structList: rowGroups) { $1.write(to: &$0) }
                file.field(6, createdBy)
                file.field(7, structList: columns) { order, _ in order.field(1) { _ in } }  // TYPE_ORDER
            }
        }
    }
}

extension ParquetColumn {
    /// The column's `SchemaElement`: physical type, repetition, name, and for strings and
    /// dates both the converted type (older readers) and the logical type.
    fileprivate func writeSchemaElement(to element: inout ThriftCompactWriter) {
        element.field(1, type.physicalType.rawValue)
        element.field(3, Int32(isOptional ? 1 : 0))  // OPTIONAL or REQUIRED
        element.field(4, name)
        switch type {
        case .string:
            element.field(6, Int32(0))  // ConvertedType.UTF8
            element.field(10) { logical in logical.field(1) { _ in } }  // LogicalType.STRING
        case .date:
            element.field(6, Int32(6))  // ConvertedType.DATE
            element.field(10) { logical in logical.field(6) { _ in } }  // LogicalType.DATE
        case .boolean, .int32, .int64, .double:
            break
        }
    }
}
