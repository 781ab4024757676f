import Foundation

/// The file that says CareLab wrote a run folder, and which files it wrote there.
///
/// `.carelab-run` lists the folder's files, one relative path a line, sorted. A folder is
/// replaced by a new run only when it carries the marker and holds nothing the marker does
/// not list, so a file a user put there is never removed.
public enum RunFolderMarker {
    public static let name = ".carelab-run"
    private static let heading = "# Written by CareLab: `carelab` may replace this folder and the files listed here."

    /// Writes the marker into a finished run folder, listing everything in it.
    public static func write(into folder: URL) throws {
        let written = files(in: folder).filter { $0 != StagingFolder.markerName }
        let listing = ([heading] + written.sorted()).joined(separator: "\n") + "\n"
        do {
            try Data(listing.utf8).write(to: folder.appendingPathComponent(name))
        } catch {
            throw Failure.ioError("cannot write \(folder.path)/\(name): \(error.localizedDescription)")
        }
    }

    /// Whether `target` exists and may be replaced (true: an earlier run or an empty folder)
    /// or is absent (false); throws `Failure.cannotCreate` for anything else.
    public static func checkReplaceable(_ target: URL, as shown: String) throws -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else { return false }
        guard isFolder.boolValue else {
            throw Failure.cannotCreate("\(shown) is a file, not a folder; choose a new or empty folder for --out")
        }
        let present = files(in: target)
        // An empty folder holds nothing to keep: it is swapped out like an earlier run.
        if present.isEmpty { return true }
        guard let text = try? String(contentsOf: target.appendingPathComponent(name), encoding: .utf8) else {
            throw Failure.cannotCreate("""
                \(shown) is not empty and was not written by CareLab (it has no \(name) file); \
                nothing was changed. Choose a new or empty folder for --out
                """)
        }
        let listed = Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
        if let foreign = present.filter({ $0 != name && !listed.contains($0) }).sorted().first {
            throw Failure.cannotCreate("""
                \(shown) holds \(foreign), which CareLab did not write; nothing was changed. \
                Move it away or choose another folder for --out
                """)
        }
        return true
    }

    /// The relative paths of the regular files and links under `folder` (folders left out).
    private static func files(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            if walker.fileAttributes?[.type] as? FileAttributeType != .typeDirectory { paths.append(path) }
        }
        return paths
    }
}
