import CareModel
import Foundation

/// Reads and validates scenario files.
///
/// Validation is complete before anything is simulated: an unknown key, a value of the
/// wrong type, a probability above 1 or a name that refers to nothing declared throws a
/// ``ScenarioError`` that names the file, line and column.
public enum ScenarioLoader {
    /// Loads the scenario at `path`.
    public static func load(contentsOf path: String) throws(ScenarioError) -> Scenario {
        try parse(try YAMLDocument.text(contentsOf: path), file: path)
    }

    /// Parses scenario text; `file` is the name used in error messages.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        try ScenarioReader.scenario(from: try YAMLDocument.root(of: text, file: file))
    }
}
