import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-database secret behind keyed pseudonyms: 32 random bytes in a file beside the
/// database (`carelab.sqlite` → `carelab.sqlite.pseudonym-key`), readable and writable by
/// its owner only (mode 0600).
///
/// Whoever holds the key can test a guessed identifier against the pseudonyms; whoever
/// holds only the database cannot. Share the database, never the key. Losing the key does
/// not lose data, but a later import can no longer recognise people already stored, so
/// imports into such a database are refused.
public struct PseudonymKey: Sendable {
    /// The key file.
    public let path: String
    /// The key's 32 bytes (kept as bytes: `SymmetricKey` is not `Sendable`).
    let bytes: [UInt8]

    /// The key file's path for a database.
    public static func path(besideDatabase database: String) -> String { database + ".pseudonym-key" }

    /// Reads the key beside `database`, creating it (mode 0600) when `mayCreate` is true and
    /// there is none.
    public static func load(besideDatabase database: String, mayCreate: Bool) throws(ImportError) -> PseudonymKey {
        let path = path(besideDatabase: database)
        if FileManager.default.fileExists(atPath: path) { return try read(path) }
        guard mayCreate else {
            throw .pseudonymKey(file: path, reason: """
                is missing, but the database already holds pseudonymised people: without the key a new import \
                cannot recognise them. Restore the key file, or import into a new database
                """)
        }
        return try create(path)
    }

    private static func read(_ path: String) throws(ImportError) -> PseudonymKey {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let mode = (attributes?[.posixPermissions] as? Int) ?? 0
        guard mode & 0o077 == 0 else {
            throw .pseudonymKey(file: path, reason: "is readable by others (mode \(String(mode, radix: 8))); run chmod 600 on it")
        }
        guard let data = FileManager.default.contents(atPath: path), data.count == 32 else {
            throw .pseudonymKey(file: path, reason: "is not a CareLab pseudonym key (32 bytes)")
        }
        return PseudonymKey(path: path, bytes: Array(data))
    }

    /// Writes a new key beside the database in one step: into a private temporary file
    /// (O_EXCL, mode 0600, synced), then `link(2)` to the key's name, which fails rather than
    /// replace a key. So no process ever sees a key file without its 32 bytes, a kill leaves
    /// no half-written key, and of two imports creating the key at once the second reads the
    /// first one's.
    private static func create(_ path: String) throws(ImportError) -> PseudonymKey {
        let key = SymmetricKey(size: .bits256)
        let bytes = key.withUnsafeBytes { Array($0) }
        let temporary = "\(path).partial-\(getpid())"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .pseudonymKey(file: path, reason: "cannot be created: \(String(cString: strerror(errno)))")
        }
        defer { unlink(temporary) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = written == 32 && fsync(descriptor) == 0
        let code = errno
        close(descriptor)
        guard synced else {
            throw .pseudonymKey(file: path, reason: "cannot be written: \(String(cString: strerror(code)))")
        }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { return try read(path) }
            throw .pseudonymKey(file: path, reason: "cannot be created: \(String(cString: strerror(errno)))")
        }
        syncFolder(of: path)
        return PseudonymKey(path: path, bytes: bytes)
    }

    /// Syncs the folder holding `path`, so the key's name survives a crash.
    private static func syncFolder(of path: String) {
        let descriptor = open(URL(fileURLWithPath: path).deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
