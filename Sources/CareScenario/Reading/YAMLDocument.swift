import Foundation
import Yams

/// Reads a YAML input file (a scenario or a rule file) into a tree whose nodes know their
/// file, line and column, so every later error can name its place.
enum YAMLDocument {
    /// The text of the file at `path`.
    static func text(contentsOf path: String) throws(ScenarioError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path)
                ? "the file is not readable UTF-8 text" : "no such file"
            throw ScenarioError(file: path, line: 0, column: 0, problem: .unreadable(reason: reason))
        }
    }

    /// The root node of `text`; `file` is the name used in error messages.
    static func root(of text: String, file: String) throws(ScenarioError) -> SourceNode {
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ScenarioError(file: file, line: 1, column: 1, problem: .syntax("the file is empty"))
            }
            return SourceNode(node, file: file)
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
