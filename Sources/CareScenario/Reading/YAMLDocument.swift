import Foundation
import Yams

/// Reads a YAML input file (a scenario or a rule file) into a tree whose nodes know their
/// file, line and column, so every later error can name its place.
enum YAMLDocument {
    /// The text of the file at `path`, checked against ``YAMLLimits``.
    static func text(contentsOf path: String) throws(ScenarioError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ScenarioError(file: path, line: 0, column: 0, problem: .unreadable(reason: "no such file"))
        }
        guard !isFolder.boolValue else {
            throw ScenarioError(file: path, line: 0, column: 0, problem: .unreadable(reason: "it is a folder, not a file"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScenarioError(file: path, line: 0, column: 0, problem: .unreadable(reason: "the file is not readable"))
        }
        return try YAMLLimits.text(of: data, file: path)
    }

    /// The root node of `text`; `file` is the name used in error messages. The text is held
    /// to ``YAMLLimits``: size, line length, and the number of nodes once aliases expand.
    static func root(of text: String, file: String) throws(ScenarioError) -> SourceNode {
        _ = try YAMLLimits.text(of: text.utf8, file: file)
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ScenarioError(file: file, line: 1, column: 1, problem: .syntax("the file is empty"))
            }
            var budget = YAMLLimits.nodes
            return try SourceNode(node, file: file, budget: &budget)
        } catch let error as ScenarioError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw ScenarioError(file: file, line: 0, column: 0, problem: .syntax(String(describing: error)))
        }
    }

    /// The root of `text` as a value to read fields from.
    static func rootValue(of text: String, file: String) throws(ScenarioError) -> YAMLValue {
        YAMLValue(node: try root(of: text, file: file), path: "")
    }

    private static func syntaxError(_ error: YamlError, file: String) -> ScenarioError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return ScenarioError(file: file, line: mark.line, column: mark.column, problem: .syntax(problem))
        case .reader(let problem, let offset?, _, let yaml):
            // libyaml counts the offset in characters from the start of the text.
            let prefix = yaml.prefix(offset)
            let line = prefix.reduce(1) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
            let column = prefix.reversed().prefix { $0 != "\n" && $0 != "\r\n" }.count + 1
            return ScenarioError(file: file, line: line, column: column, problem: .syntax(problem))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ScenarioError(
                file: file, line: context.mark.line, column: context.mark.column,
                problem: .syntax("duplicate key \(duplicates.joined(separator: ", "))")
            )
        default:
            return ScenarioError(file: file, line: 0, column: 0, problem: .syntax(String(describing: error)))
        }
    }
}
