import Foundation

/// Writes a run folder in full or not at all.
///
/// Everything is written into a hidden sibling folder first; only when the body succeeds
/// does it replace the destination, so a failed run never leaves a partly written folder
/// and never destroys the previous one.
enum RunFolder {
    static func write<T>(to destination: String, _ body: (URL) throws -> T) throws -> T {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).partial-\(pid)")
        let previous = parent.appendingPathComponent(".\(target.lastPathComponent).previous-\(pid)")

        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw Failure.failed("cannot create the run folder \(destination): \(error.localizedDescription)")
        }

        let result: T
        do {
            result = try body(staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }

        do {
            let hadPrevious = fileManager.fileExists(atPath: target.path)
            if hadPrevious { try fileManager.moveItem(at: target, to: previous) }
            try fileManager.moveItem(at: staging, to: target)
            if hadPrevious { try? fileManager.removeItem(at: previous) }
        } catch {
            throw Failure.failed("cannot move the finished run into \(destination): \(error.localizedDescription)")
        }
        return result
    }
}
