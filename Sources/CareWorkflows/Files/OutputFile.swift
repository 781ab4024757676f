import Foundation

/// Where a command's data goes: the file named by `-o`, or stdout.
public enum OutputFile {
    /// Writes `text` to `path`, or to stdout when `path` is nil or `-`. A file is written
    /// under a hidden name beside it, synced and renamed into place: after a crash it is the
    /// old file or the complete new one.
    public static func write(_ text: String, to path: String?) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let staging = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(text.utf8).write(to: staging)
            try DurableFiles.publishFile(staging, as: target)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw Failure.ioError("cannot write \(path): \(error)")
        }
    }
}
