import Crypto
import Foundation

/// The SHA-256 of a file's bytes (FIPS 180-4), read in 1 MB chunks: the import ledger's
/// key, so that the same file is imported once.
enum FileDigest {
    /// Lowercase hex SHA-256 of the file at `path`; `file` names it in messages.
    static func sha256(of path: String, file: String) throws(ImportError) -> String {
        guard let stream = InputStream(fileAtPath: path), FileManager.default.isReadableFile(atPath: path) else {
            throw .cannotRead(file: file, reason: "no such file, or not readable")
        }
        stream.open()
        defer { stream.close() }
        var hasher = SHA256()
        let capacity = 1 << 20
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        while true {
            let read = stream.read(buffer, maxLength: capacity)
            if read < 0 { throw .cannotRead(file: file, reason: stream.streamError?.localizedDescription ?? "read error") }
            if read == 0 { break }
            hasher.update(bufferPointer: UnsafeRawBufferPointer(start: buffer, count: read))
        }
        return hasher.finalize().lowercaseHex
    }
}
