import _CZlib

/// Compresses a page for Parquet's GZIP codec with zlib (RFC 1952; no file name, no time,
/// so the same bytes always give the same output with one zlib version).
enum Gzip {
    /// `bytes` compressed at `level` (1 fastest … 9 smallest).
    static func compress(_ bytes: [UInt8], level: Int32) -> [UInt8] {
        var stream = z_stream()
        guard carelab_deflate_init_gzip(&stream, level) == Z_OK else {
            preconditionFailure("zlib cannot start a gzip stream at level \(level)")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        // deflateBound is an upper bound: one call with Z_FINISH always ends the stream.
        precondition(status == Z_STREAM_END, "zlib could not finish a gzip stream (status \(status))")
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }
}
