import Foundation

/// The POSIX steps that make a published folder survive a crash: fsync of files and
/// folders, and renames that replace in one step.
public enum DurableFiles {
    /// An error from a system call, with the path it concerned.
    public struct SystemError: Error, CustomStringConvertible {
        public let call: String
        public let path: String
        public let code: Int32
        public var description: String { "\(call) \(path): \(String(cString: strerror(code)))" }
    }

    /// Syncs every file and folder under `root`, then `root` itself.
    public static func syncTree(_ root: URL) throws(SystemError) {
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [])
        while let url = walker?.nextObject() as? URL { try sync(url.path) }
        try sync(root.path)
    }

    /// Syncs a folder, so the names created, renamed or removed in it are on disk.
    public static func syncDirectory(_ folder: URL) throws(SystemError) {
        try sync(folder.path)
    }

    /// Renames `source` to `destination`; an existing file there is replaced in one step.
    public static func rename(_ source: URL, _ destination: URL) throws(SystemError) {
        guard Glibc.rename(source.path, destination.path) == 0 else {
            throw SystemError(call: "rename", path: destination.path, code: errno)
        }
    }

    /// Publishes a written file: syncs `staging`, renames it over `destination` (which may
    /// exist: rename(2) replaces it in one step) and syncs the folder, so that after a crash
    /// `destination` is the old file or the complete new one.
    public static func publishFile(_ staging: URL, as destination: URL) throws(SystemError) {
        try sync(staging.path)
        try rename(staging, destination)
        try syncDirectory(destination.deletingLastPathComponent())
    }

    /// Swaps two existing paths in one step (`renameat2` with `RENAME_EXCHANGE`, Linux 3.15).
    public static func exchange(_ first: URL, _ second: URL) throws(SystemError) {
        guard let renameat2 = Self.renameat2 else {
            throw SystemError(call: "renameat2", path: second.path, code: ENOSYS)
        }
        guard renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, renameExchange) == 0 else {
            throw SystemError(call: "renameat2", path: second.path, code: errno)
        }
    }

    private static func sync(_ path: String) throws(SystemError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(call: "open", path: path, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw SystemError(call: "fsync", path: path, code: errno) }
    }

    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let renameExchange: UInt32 = 1 << 1

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2` (2.28 and later), which Swift's Glibc module does not export:
    /// looked up by name in the already loaded C library.
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
}
