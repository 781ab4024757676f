import Foundation

/// The hidden folder a run is written into before it is published: `.NAME.partial-PID`
/// beside the destination `NAME`.
///
/// The process id in the name lets a later run tell a folder still being written from one
/// a killed run left behind.
public struct StagingFolder {
    /// This process's staging folder.
    public let url: URL
    private let prefix: String
    private let parent: URL

    public init(for target: URL) {
        parent = target.deletingLastPathComponent()
        prefix = ".\(target.lastPathComponent).partial-"
        url = parent.appendingPathComponent(prefix + String(ProcessInfo.processInfo.processIdentifier))
    }

    /// Removes the staging folders of this destination whose process no longer runs, and
    /// this process's own (a reused process id).
    public func removeDeadSiblings() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), !Self.isRunning(pid) || pid == getpid() else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// Whether a process with this id exists (a signal-0 probe; EPERM means it exists but
    /// belongs to someone else).
    public static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
