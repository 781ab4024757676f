import Foundation

/// Creating a database file: owner-only from its first moment, and durable by name.
extension CareDatabase {
    /// Creates an empty file at `path` with its final mode in one step (O_EXCL: never
    /// someone else's file), so it is never readable by others, not even for a moment.
    /// Returns false when a file is already there.
    static func createFile(at path: String) throws(StoreError) -> Bool {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST { return false }
            throw StoreError(path: path, reason: "cannot create the file: \(String(cString: strerror(code)))")
        }
        close(descriptor)
        syncFolder(of: path)
        return true
    }

    /// Syncs the folder holding `path`, so a newly created file's name survives a crash.
    static func syncFolder(of path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let descriptor = Glibc.open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
