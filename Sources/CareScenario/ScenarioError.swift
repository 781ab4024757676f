import CareModel

/// A problem in a scenario file or a rule file, with the place it was found.
///
/// `description` is the one line a user sees: `file:line:column: problem`, followed by a
/// suggestion when one is close enough to what was written.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// The file could not be read.
        case unreadable(reason: String)
        /// The text is not valid YAML.
        case syntax(String)
        /// A key that the format does not have.
        case unknownKey(String, suggestion: String?)
        /// A required key is missing.
        case missingKey(String)
        /// A value of the wrong kind.
        case wrongType(key: String, expected: String, found: String)
        /// A required key is missing, with what it expects and an example to copy, e.g. a
        /// goal without a target (seed 000, Req 16).
        case missingValue(key: String, expected: String, example: String)
        /// A name outside a closed set, with the set and the closest name, e.g. a goal's
        /// kind (seed 000, Req 16).
        case unknownChoice(key: String, value: String, expected: [String], suggestion: String?)
        /// A value outside its allowed range.
        case outOfRange(key: String, value: String, expected: String)
        /// A name that refers to nothing declared, e.g. an effect on an undeclared symptom.
        case unknownName(key: String, name: String, suggestion: String?)
        /// A name declared twice.
        case duplicateName(key: String, name: String)
        /// A severity name that is not one of the seed's four (seed 000, Req 4).
        case unknownSeverity(String, suggestion: String?)
        /// A number that is not a permanent tooth in the numbering system its key names
        /// (`fdi` or `universal`; seed 001, dental chart).
        case unknownTooth(key: String, number: String, system: String, suggestion: String)
        /// The file goes beyond one of ``YAMLLimits``.
        case limit(String)
        /// A key that names a file (an include, a reward rule) names one that does not
        /// exist, or a folder.
        case badFile(key: String, name: String, reason: String)
    }

    /// The file, as given by the user.
    public var file: String
    /// 1-based line, or 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based column, or 0 when the problem concerns the whole file.
    public var column: Int
    /// What went wrong.
    public var problem: Problem

    /// Creates an error.
    public init(file: String, line: Int, column: Int, problem: Problem) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(place): \(message)"
    }

    private var message: String {
        switch problem {
        case .unreadable(let reason):
            return "cannot read the file: \(reason)"
        case .syntax(let text):
            return "not valid YAML: \(text)"
        case .unknownKey(let key, let suggestion):
            return "unknown key '\(key)'" + hint(suggestion)
        case .missingKey(let key):
            return "missing required key '\(key)'"
        case .missingValue(let key, let expected, let example):
            return "missing required key '\(key)', expected \(expected) (add e.g. '\(example)')"
        case .unknownChoice(let key, let value, let expected, let suggestion):
            return "'\(key)' is '\(value)', expected one of " + expected.joined(separator: ", ") + hint(suggestion)
        case .wrongType(let key, let expected, let found):
            return "'\(key)' must be \(expected), found \(found)"
        case .outOfRange(let key, let value, let expected):
            return "'\(key)' is \(value), expected \(expected)"
        case .unknownName(let key, let name, let suggestion):
            return "'\(key)' names '\(name)', which is not declared" + hint(suggestion)
        case .duplicateName(let key, let name):
            return "'\(key)' declares '\(name)' twice"
        case .unknownSeverity(let name, let suggestion):
            return "unknown severity '\(name)'" + hint(suggestion)
                + "; the severities are " + Severity.scale.map(\.name).joined(separator: ", ")
        case .unknownTooth(let key, let number, let system, let suggestion):
            let expected = system == "FDI" ? "11-18, 21-28, 31-38 or 41-48" : "1-32"
            return "'\(key)' is \(number), which is not a permanent tooth in \(system) numbering (expected \(expected))"
                + hint(suggestion)
        case .limit(let text):
            return "beyond CareLab's limit: \(text)"
        case .badFile(let key, let name, let reason):
            return "'\(key)' names '\(name)', which \(reason)"
        }
    }

    private func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
