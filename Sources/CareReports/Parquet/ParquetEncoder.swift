/// Writes a table as an Apache Parquet file (apache/parquet-format), a row at a time, in
/// row groups of a fixed number of rows, so that a table of millions of rows is never held
/// in memory beyond one row group.
///
/// What it writes is the plain core of the format, which every reader accepts (pyarrow,
/// DuckDB, polars, R arrow): a flat schema of required and optional columns; per row group
/// one column chunk per column holding one version 1 data page; values PLAIN-encoded;
/// definition levels of optional columns in the RLE / bit-packing hybrid; each page
/// uncompressed or GZIP-compressed; min, max and null count per chunk; the footer in
/// Thrift's compact protocol. The same rows always give the same bytes.
///
/// Like ``TableEncoder``, it returns bytes and leaves writing them to the caller:
///
/// ```swift
/// var encoder = ParquetEncoder(columns: [ParquetColumn("person_id", .int64, optional: false)])
/// var file = encoder.start()
/// file += encoder.encode([.int64(1)])
/// file += encoder.finish()
/// ```
public struct ParquetEncoder {
    /// How each data page is compressed.
    public enum Compression: Hashable, Sendable {
        /// Not at all (codec `UNCOMPRESSED`).
        case none
        /// With zlib's deflate in the gzip format (codec `GZIP`), at a level from 1 (fastest)
        /// to 9 (smallest).
        case gzip(level: Int32)
    }

    /// The file's columns.
    public let columns: [ParquetColumn]
    /// Rows per row group (the last may have fewer).
    public let rowGroupSize: Int
    /// How pages are compressed.
    public let compression: Compression
    private let createdBy: String
    private var chunks: [ColumnChunkBuilder]
    private var rowsInGroup = 0
    private var rowCount: Int64 = 0
    /// Bytes returned so far: the offset of the next byte in the file.
    private var offset: Int64 = 0
    private var rowGroups: [ParquetMetadata.RowGroup] = []

    /// The 4-byte magic number at both ends of the file.
    static let magic = Array("PAR1".utf8)

    /// Starts a file of `columns`; `createdBy` names the writer in the footer.
    public init(columns: [ParquetColumn], rowGroupSize: Int = 262_144, compression: Compression = .gzip(level: 6),
                createdBy: String = "CareLab") {
        precondition(rowGroupSize > 0, "a row group holds at least one row")
        self.columns = columns
        self.rowGroupSize = rowGroupSize
        self.compression = compression
        self.createdBy = createdBy
        chunks = columns.map { ColumnChunkBuilder(column: $0) }
    }

    /// The file's first bytes.
    public mutating func start() -> [UInt8] {
        emit(Self.magic)
    }

    /// Adds a row, one value per column; returns the bytes of a row group when the row
    /// completes one, else nothing.
    public mutating func encode(_ row: [ParquetValue]) -> [UInt8] {
        precondition(row.count == chunks.count, "a row needs \(chunks.count) values, got \(row.count)")
        for index in chunks.indices { chunks[index].append(row[index]) }
        rowsInGroup += 1
        return rowsInGroup == rowGroupSize ? finishRowGroup() : []
    }

    /// The last row group, if rows are waiting, then the footer: the file's last bytes.
    public mutating func finish() -> [UInt8] {
        var out = rowsInGroup > 0 ? finishRowGroup() : []
        var thrift = ThriftCompactWriter()
        ParquetMetadata.FileMetaData(columns: columns, rowCount: rowCount, rowGroups: rowGroups, createdBy: createdBy)
            .write(to: &thrift)
        let footer = thrift.bytes
        out += footer
        withUnsafeBytes(of: UInt32(footer.count).littleEndian) { out.append(contentsOf: $0) }
        out += Self.magic
        return emit(out)
    }

    /// Writes each column's page and records the row group.
    private mutating func finishRowGroup() -> [UInt8] {
        var out: [UInt8] = []
        var metadata: [ParquetMetadata.ColumnChunk] = []
        let groupOffset = offset
        for index in chunks.indices {
            // The builder leaves the array first, so that finishing it copies nothing.
            var chunk = chunks[index]
            chunks[index] = ColumnChunkBuilder(column: chunk.column)
            var payload: [UInt8] = []
            if chunk.column.isOptional {
                let levels = DefinitionLevels.encode(chunk.levels)
                withUnsafeBytes(of: UInt32(levels.count).littleEndian) { payload.append(contentsOf: $0) }
                payload += levels
            }
            payload += chunk.finishValues()
            let body: [UInt8]
            let codec: ParquetMetadata.Codec
            switch compression {
            case .none: (body, codec) = (payload, .uncompressed)
            case .gzip(let level): (body, codec) = (Gzip.compress(payload, level: level), .gzip)
            }
            var thrift = ThriftCompactWriter()
            thrift.writeStruct {
                ParquetMetadata.DataPageHeader(uncompressedSize: Int32(payload.count), compressedSize: Int32(body.count),
                                               valueCount: Int32(chunk.cellCount)).write(to: &$0)
            }
            let header = thrift.bytes
            metadata.append(ParquetMetadata.ColumnChunk(
                type: chunk.column.type.physicalType,
                encodings: chunk.column.isOptional ? [.plain, .rle] : [.plain],
                path: chunk.column.name, codec: codec, valueCount: Int64(chunk.cellCount),
                uncompressedSize: Int64(header.count + payload.count), compressedSize: Int64(header.count + body.count),
                dataPageOffset: groupOffset + Int64(out.count), statistics: chunk.statistics))
            out += header
            out += body
        }
        rowGroups.append(ParquetMetadata.RowGroup(columns: metadata, rowCount: Int64(rowsInGroup), fileOffset: groupOffset))
        rowCount += Int64(rowsInGroup)
        rowsInGroup = 0
        return emit(out)
    }

    /// Counts bytes on their way out.
    private mutating func emit(_ bytes: [UInt8]) -> [UInt8] {
        offset += Int64(bytes.count)
        return bytes
    }
}
