import CareModel

/// A number in a scenario named by a path, such as `effects[0].within`: what a power study
/// varies from one grid point to the next.
///
/// The paths are those of the scenario file's keys: `effects[i].within` and
/// `effects[i].between` (i counts the `effects` list from 0).
public struct ScenarioParameter: Hashable, Sendable, CustomStringConvertible {
    /// The field of a planted effect.
    public enum Field: String, CaseIterable, Sendable {
        case within, between
    }

    /// Why a path names nothing in the scenario.
    public struct PathError: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "unknown parameter path '\(path)': \(reason)" }
    }

    /// The index into the scenario's `effects`.
    public var effect: Int
    public var field: Field

    /// The path as written in a scenario file's terms.
    public var description: String { "effects[\(effect)].\(field.rawValue)" }

    /// The paths that can be varied, for help and errors.
    public static let forms = Field.allCases.map { "effects[i].\($0.rawValue)" }

    /// Reads `path` and checks that it names a number of `scenario`.
    public init(path: String, in scenario: Scenario) throws(PathError) {
        let known = "the paths are " + Self.forms.joined(separator: " and ")
        guard path.hasPrefix("effects["), let close = path.firstIndex(of: "]") else {
            throw PathError(path: path, reason: known)
        }
        let digits = path[path.index(path.startIndex, offsetBy: "effects[".count)..<close]
        guard let index = Int(digits), index >= 0, !digits.hasPrefix("+") else {
            throw PathError(path: path, reason: "the index in effects[…] must be a whole number from 0")
        }
        let rest = path[path.index(after: close)...]
        guard rest.hasPrefix("."), let field = Field(rawValue: String(rest.dropFirst())) else {
            let name = rest.hasPrefix(".") ? String(rest.dropFirst()) : String(rest)
            let hint = Suggestion.closest(to: name, among: Field.allCases.map(\.rawValue)).map { " (did you mean '\($0)'?)" }
            throw PathError(path: path, reason: known + (hint ?? ""))
        }
        guard index < scenario.effects.count else {
            throw PathError(path: path, reason: scenario.effects.isEmpty
                ? "the scenario plants no effect"
                : "the scenario plants \(English.count(scenario.effects.count, "effect")), "
                    + "effects[0] to effects[\(scenario.effects.count - 1)]")
        }
        self.effect = index
        self.field = field
    }

    /// The parameter's value in `scenario`.
    public func value(in scenario: Scenario) -> Double {
        switch field {
        case .within: scenario.effects[effect].within
        case .between: scenario.effects[effect].between
        }
    }

    /// Sets the parameter in `scenario`.
    public func set(_ value: Double, in scenario: inout Scenario) {
        switch field {
        case .within: scenario.effects[effect].within = value
        case .between: scenario.effects[effect].between = value
        }
    }
}
