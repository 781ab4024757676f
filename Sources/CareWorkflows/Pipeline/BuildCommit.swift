import Foundation

/// The git commit of the source checkout this `carelab` was built from, found at run time:
/// the executable lives in the checkout's `.build/`, so the nearest folder above it with a
/// `.git` is the checkout (a clone, or a worktree whose `.git` file names its folder).
///
/// `CARELAB_COMMIT` in the environment takes precedence (a packaged build sets it); nil when
/// neither gives a commit.
public enum BuildCommit {
    /// The commit as 40 hexadecimal digits, or nil.
    public static let current: String? = {
        if let given = ProcessInfo.processInfo.environment["CARELAB_COMMIT"], !given.isEmpty { return given }
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            if let commit = commit(ofCheckout: folder) { return commit }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// `version (commit abcdef123456)`, or the version alone.
    public static func describe(version: String) -> String {
        current.map { "\(version) (commit \(String($0.prefix(12))))" } ?? version
    }

    /// The commit `HEAD` names in the checkout at `folder`, or nil when there is none.
    public static func commit(ofCheckout folder: URL) -> String? {
        let dotGit = folder.appendingPathComponent(".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
        var gitFolder = dotGit
        if !isFolder.boolValue {
            // A worktree: `.git` is a file `gitdir: PATH`.
            guard let text = read(dotGit), text.hasPrefix("gitdir: ") else { return nil }
            let path = String(text.dropFirst("gitdir: ".count))
            gitFolder = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
        }
        guard let head = read(gitFolder.appendingPathComponent("HEAD")) else { return nil }
        guard head.hasPrefix("ref: ") else { return isCommit(head) ? head : nil }
        let ref = String(head.dropFirst("ref: ".count))
        // A worktree keeps its refs in the common folder its `commondir` names.
        let common = read(gitFolder.appendingPathComponent("commondir"))
            .map { URL(fileURLWithPath: $0, relativeTo: gitFolder).standardizedFileURL } ?? gitFolder
        for base in [gitFolder, common] {
            if let commit = read(base.appendingPathComponent(ref)), isCommit(commit) { return commit }
        }
        // A packed ref: lines `SHA REF`.
        for line in (read(common.appendingPathComponent("packed-refs")) ?? "").split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, parts[1] == ref, isCommit(String(parts[0])) { return String(parts[0]) }
        }
        return nil
    }

    private static func read(_ url: URL) -> String? {
        (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func isCommit(_ text: String) -> Bool {
        text.count == 40 && text.allSatisfy(\.isHexDigit)
    }
}
