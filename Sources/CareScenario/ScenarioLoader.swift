import CareModel
import Foundation
import Yams

/// Reads and validates scenario files.
///
/// Validation is complete before anything is simulated: an unknown key, a value of the
/// wrong type, a probability above 1 or a name that refers to nothing declared throws a
/// ``ScenarioError`` that names the file, line and column.
public enum ScenarioLoader {
    /// Loads the scenario at `path`.
    public static func load(contentsOf path: String) throws(ScenarioError) -> Scenario {
        try parse(text(contentsOf: path), file: path)
    }

    /// Parses scenario text; `file` is the name used in error messages.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        try ScenarioReader.scenario(from: document(text, file: file))
    }

    /// The text of a YAML file, or an error saying why it cannot be read.
    static func text(contentsOf path: String) throws(ScenarioError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path)
                ? "the file is not readable UTF-8 text" : "no such file"
            throw ScenarioError(file: path, line: 0, column: 0, problem: .unreadable(reason: reason))
        }
    }

    /// The root node of a YAML document; syntax errors carry their line and column.
    static func document(_ text: String, file: String) throws(ScenarioError) -> YAMLValue {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ScenarioError(file: file, line: 1, column: 1, problem: .syntax("the file is empty"))
            }
            root = node
        } catch let error as ScenarioError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw ScenarioError(file: file, line: 0, column: 0, problem: .syntax(String(describing: error)))
        }
        return YAMLValue(node: root, file: file, path: "")
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
