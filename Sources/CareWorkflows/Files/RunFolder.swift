import CareStore
import Foundation

/// Writes a run folder in full or not at all, and never removes a file CareLab did not write.
///
/// Everything is written into a hidden staging folder beside the destination,
/// `.NAME.partial-PID`. When the body succeeds the staging folder gets its
/// ``RunFolderMarker``, every file and the folder itself are synced, and the folder takes the
/// destination's place in one step: a plain `rename` for a new destination, a
/// `renameat2(RENAME_EXCHANGE)` swap for an earlier run, whose folder (now under the staging
/// name) is removed afterwards. A kill at any moment therefore leaves the earlier run or the
/// complete new one; a staging folder a killed run left behind is removed by the next run
/// into the same destination once its process is gone (`notice` is told each one's name).
///
/// A destination that exists and is not an empty folder must be an earlier run: it carries
/// the marker and holds no file the marker does not list. Anything else is refused with
/// `Failure.cannotCreate` (exit 73) before a byte is written.
public enum RunFolder {
    public static func write<T>(to destination: String, notice: (String) -> Void = { _ in },
                                _ body: (URL) throws -> T) throws -> T {
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let staging = StagingFolder(for: target)

        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure.cannotCreate("cannot create the folder \(parent.path): \(error.localizedDescription)")
        }
        let replacing = try RunFolderMarker.checkReplaceable(target, as: destination)
        for name in staging.removeDeadSiblings() {
            notice("removed \(parent.appendingPathComponent(name).path), left by an earlier run into \(destination) that was stopped")
        }
        try staging.create()

        let result: T
        do {
            result = try body(staging.url)
            // The run's marker takes the staging marker's place: a kill between the two
            // leaves a folder a later run still knows as CareLab's.
            try RunFolderMarker.write(into: staging.url)
            try FileManager.default.removeItem(at: staging.url.appendingPathComponent(StagingFolder.markerName))
            try DurableFiles.syncTree(staging.url)
        } catch {
            try? FileManager.default.removeItem(at: staging.url)
            throw error
        }
        CrashPoint.reach("publish")

        do {
            if replacing {
                try DurableFiles.exchange(staging.url, target)
                try DurableFiles.syncDirectory(parent)
                CrashPoint.reach("exchanged")
                // The earlier run now sits under the staging name; it was checked to hold
                // only files CareLab wrote.
                try FileManager.default.removeItem(at: staging.url)
            } else {
                try DurableFiles.rename(staging.url, target)
                try DurableFiles.syncDirectory(parent)
            }
        } catch {
            throw Failure.ioError("cannot move the finished run into \(destination): \(error.localizedDescription)")
        }
        return result
    }
}
