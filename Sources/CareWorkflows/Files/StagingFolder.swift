import Foundation

/// The hidden folder a run is written into before it is published: `.NAME.partial-PID`
/// beside the destination `NAME`.
///
/// It holds a marker, `.carelab-staging`, with the ``ProcessIdentity`` of the process
/// writing it, until the finished run's own marker (``RunFolderMarker``) takes its place.
/// A later run into the same place removes the staging folders whose process is gone, and
/// only folders that carry one of the two markers: never a folder CareLab did not make.
public struct StagingFolder {
    /// The marker a staging folder carries while it is written.
    public static let markerName = ".carelab-staging"

    /// This process's staging folder.
    public let url: URL
    private let prefix: String
    private let parent: URL

    public init(for target: URL) {
        parent = target.deletingLastPathComponent()
        prefix = ".\(target.lastPathComponent).partial-"
        url = parent.appendingPathComponent(prefix + String(ProcessInfo.processInfo.processIdentifier))
    }

    /// Creates this process's staging folder with its marker.
    public func create() throws(Failure) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            try Data("\(ProcessIdentity.current)\n".utf8).write(to: url.appendingPathComponent(Self.markerName))
        } catch {
            throw .cannotCreate("cannot create \(url.path): \(error.localizedDescription)")
        }
    }

    /// Removes the staging folders of this destination that CareLab made and whose process
    /// no longer runs (killed, or its id given to another program since), and returns their
    /// names. A folder without either marker, or whose process still runs, is left alone.
    @discardableResult
    public func removeDeadSiblings() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        var removed: [String] = []
        for name in names.sorted() where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)) else { continue }
            let folder = parent.appendingPathComponent(name)
            let owner: ProcessIdentity
            if let text = try? String(contentsOf: folder.appendingPathComponent(Self.markerName), encoding: .utf8),
               let identity = ProcessIdentity(text), identity.pid == pid {
                owner = identity
            } else if FileManager.default.fileExists(atPath: folder.appendingPathComponent(RunFolderMarker.name).path) {
                // A finished run killed before it was published, or an earlier run swapped out.
                owner = ProcessIdentity(pid: pid, startTicks: nil)
            } else {
                continue
            }
            // A folder under this process's own id is an earlier process's, unless it is this one's.
            let gone = pid == getpid() ? owner != ProcessIdentity.current : !owner.isRunning
            guard gone else { continue }
            if (try? FileManager.default.removeItem(at: folder)) != nil { removed.append(name) }
        }
        return removed
    }
}
