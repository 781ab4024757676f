import Foundation
import Yams

/// Reading a YAML file into a located tree, shared by every file format CareScenario reads
/// (scenarios, rule files): I/O and syntax errors become ``ScenarioError``s with the file,
/// line and column.
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
    static func root(of text: String, file: String) throws(ScenarioError) -> YAMLValue {
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ScenarioError(file: file, line: 1, column: 1, problem: .syntax("the file is empty"))
            }
            return YAMLValue(node: node, file: file, path: "")
        } catch let error as ScenarioError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw ScenarioError(file: file, line: 0, column: 0, problem: .syntax(String(describing: error)))
        }
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
