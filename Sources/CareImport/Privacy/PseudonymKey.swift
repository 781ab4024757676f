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

    private static func create(_ path: String) throws(ImportError) -> PseudonymKey {
        let key = SymmetricKey(size: .bits256)
        // O_EXCL with mode 0600: the file never exists with wider permissions, not even briefly.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw .pseudonymKey(file: path, reason: "cannot be created: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let written = key.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        // Synced before any pseudonym made with it is committed to a database.
        guard written == 32, fsync(descriptor) == 0 else {
            throw .pseudonymKey(file: path, reason: "cannot be written: \(String(cString: strerror(errno)))")
        }
        return PseudonymKey(path: path, bytes: key.withUnsafeBytes { Array($0) })
    }
}
