import CareModel
import Foundation

/// Reads and validates scenario files.
///
/// Validation is complete before anything is simulated: an unknown key, a value of the
/// wrong type, a probability above 1 or a name that refers to nothing declared throws a
/// ``ScenarioError`` that names the file, line and column.
///
/// A scenario can build on another with `include: other.yaml` (a path relative to the
/// including file): the included file is read first and the including file's keys are laid
/// over it. Mappings merge key by key; a list of named items (symptoms, factors, segments,
/// arms...) whose names all appear in the included list updates those items; any other
/// value, including a list that names new items, replaces the included one.
public enum ScenarioLoader {
    /// Loads the scenario at `path`, with everything it includes.
    public static func load(contentsOf path: String) throws(ScenarioError) -> Scenario {
        let root = try tree(at: path, includedFrom: [canonical(path)])
        return try ScenarioReader.scenario(from: YAMLValue(node: root, path: ""))
    }

    /// Parses scenario text; `file` is the name used in error messages, and includes are
    /// resolved relative to the current directory.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        let root = try resolvingInclude(of: try YAMLDocument.root(of: text, file: file), in: "", chain: [canonical(file)])
        return try ScenarioReader.scenario(from: YAMLValue(node: root, path: ""))
    }

    /// `chain` holds the canonical paths of the files that include this one, itself last.
    private static func tree(at path: String, includedFrom chain: [String]) throws(ScenarioError) -> SourceNode {
        let root = try YAMLDocument.root(of: try YAMLDocument.text(contentsOf: path), file: path)
        return try resolvingInclude(of: root, in: (path as NSString).deletingLastPathComponent, chain: chain)
    }

    private static func resolvingInclude(
        of node: SourceNode, in directory: String, chain: [String]
    ) throws(ScenarioError) -> SourceNode {
        guard let include = node["include"] else { return node }
        let value = YAMLValue(node: include, path: "include")
        let name = try value.string()
        let path = name.hasPrefix("/") || directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw value.error(.badFile(key: "include", name: name, reason: "does not exist"))
        }
        guard !isFolder.boolValue else { throw value.error(.badFile(key: "include", name: name, reason: "is a folder, not a file")) }
        // Compared as canonical paths, so that `sub/../this.yaml` or a link to it is this file.
        let canonicalPath = canonical(path)
        guard !chain.contains(canonicalPath) else {
            throw value.error(.outOfRange(key: "include", value: name, expected: "a file that does not include this one"))
        }
        guard chain.count <= YAMLLimits.includeDepth else {
            throw value.error(.limit("includes nest more than \(YAMLLimits.includeDepth) files deep"))
        }
        let base = try tree(at: path, includedFrom: chain + [canonicalPath])
        return base.merged(with: node.removing("include"))
    }

    /// The absolute path with every `.`, `..` and symbolic link resolved (realpath(3)), or
    /// the standardized path when the file does not exist.
    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return (path as NSString).standardizingPath }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
