import CareModel
import Foundation
import Yams

/// A node of a scenario file together with where it is, so every conversion can report
/// file, line and column.
struct YAMLValue {
    let node: Node
    let file: String
    /// The dotted path of keys to this node, e.g. `symptoms[2].category`.
    let path: String

    func error(_ problem: ScenarioError.Problem) -> ScenarioError {
        ScenarioError(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, problem: problem)
    }

    private var kindName: String {
        switch node {
        case .scalar(let scalar): "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    private func scalarText(expected: String) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node else {
            throw error(.wrongType(key: path, expected: expected, found: kindName))
        }
        return scalar.string
    }

    func string() throws(ScenarioError) -> String {
        try scalarText(expected: "a string")
    }

    func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        let text = try scalarText(expected: "a whole number")
        guard let value = Int(text) else {
            throw error(.wrongType(key: path, expected: "a whole number", found: kindName))
        }
        guard range.contains(value) else {
            throw error(.outOfRange(key: path, value: text, expected: "\(range.lowerBound) to \(range.upperBound)"))
        }
        return value
    }

    func unsigned() throws(ScenarioError) -> UInt64 {
        let text = try scalarText(expected: "a whole number")
        guard let value = UInt64(text) else {
            throw error(.wrongType(key: path, expected: "a whole number from 0 to \(UInt64.max)", found: kindName))
        }
        return value
    }

    func number(in range: ClosedRange<Double>, expected: String? = nil) throws(ScenarioError) -> Double {
        let text = try scalarText(expected: "a number")
        guard let value = Double(text), value.isFinite else {
            throw error(.wrongType(key: path, expected: "a number", found: kindName))
        }
        guard range.contains(value) else {
            let bounds = expected ?? "\(range.lowerBound.formatted) to \(range.upperBound.formatted)"
            throw error(.outOfRange(key: path, value: text, expected: bounds))
        }
        return value
    }

    func probability() throws(ScenarioError) -> Double {
        try number(in: 0...1, expected: "a probability from 0 to 1")
    }

    func day() throws(ScenarioError) -> CalendarDay {
        let text = try scalarText(expected: "a date (YYYY-MM-DD)")
        guard let day = CalendarDay(iso8601: text) else {
            throw error(.wrongType(key: path, expected: "a date (YYYY-MM-DD)", found: kindName))
        }
        return day
    }

    func timeZone() throws(ScenarioError) -> TimeZone {
        let text = try scalarText(expected: "a time zone name")
        guard let zone = TimeZone(identifier: text) else {
            let suggestion = Suggestion.closest(to: text, among: TimeZone.knownTimeZoneIdentifiers)
            throw error(.unknownName(key: path, name: text, suggestion: suggestion))
        }
        return zone
    }

    /// A value from a closed set of names, e.g. a unit or a time of day.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(ScenarioError) -> T where T.RawValue == String {
        let text = try scalarText(expected: "one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            let suggestion = Suggestion.closest(to: text, among: names)
            throw error(.outOfRange(key: path, value: text, expected: "one of " + names.joined(separator: ", "))
                        .withSuggestion(suggestion))
        }
        return value
    }

    func list() throws(ScenarioError) -> [YAMLValue] {
        guard case .sequence(let sequence) = node else {
            throw error(.wrongType(key: path, expected: "a list", found: kindName))
        }
        return sequence.enumerated().map { YAMLValue(node: $1, file: file, path: "\(path)[\($0)]") }
    }

    /// The pairs of a mapping in file order, each key with its own place, for mappings
    /// whose keys are data (e.g. severity names) rather than a fixed set of fields.
    func pairs() throws(ScenarioError) -> [(key: String, keyValue: YAMLValue, value: YAMLValue)] {
        guard case .mapping(let mapping) = node else {
            throw error(.wrongType(key: path, expected: "a mapping", found: kindName))
        }
        return mapping.map { keyNode, valueNode in
            let key = keyNode.scalar?.string ?? ""
            return (key, YAMLValue(node: keyNode, file: file, path: path),
                    YAMLValue(node: valueNode, file: file, path: path.isEmpty ? key : "\(path).\(key)"))
        }
    }

    func mapping(allowedKeys: [String]) throws(ScenarioError) -> YAMLMapping {
        guard case .mapping(let mapping) = node else {
            throw error(.wrongType(key: path.isEmpty ? "scenario" : path, expected: "a mapping", found: kindName))
        }
        return try YAMLMapping(mapping: mapping, at: self, allowedKeys: allowedKeys)
    }
}

extension ScenarioError.Problem {
    /// Turns an out-of-range problem into an unknown-name one when a close name exists,
    /// so the message carries a suggestion.
    func withSuggestion(_ suggestion: String?) -> ScenarioError.Problem {
        guard let suggestion, case .outOfRange(let key, let value, _) = self else { return self }
        return .unknownName(key: key, name: value, suggestion: suggestion)
    }
}

/// A mapping whose keys have been checked against the format.
struct YAMLMapping {
    private let entries: [String: YAMLValue]
    private let owner: YAMLValue

    init(mapping: Node.Mapping, at owner: YAMLValue, allowedKeys: [String]) throws(ScenarioError) {
        var entries: [String: YAMLValue] = [:]
        for (keyNode, valueNode) in mapping {
            let key = keyNode.scalar?.string ?? ""
            let keyValue = YAMLValue(node: keyNode, file: owner.file, path: owner.path)
            guard allowedKeys.contains(key) else {
                throw keyValue.error(.unknownKey(key, suggestion: Suggestion.closest(to: key, among: allowedKeys)))
            }
            let path = owner.path.isEmpty ? key : "\(owner.path).\(key)"
            entries[key] = YAMLValue(node: valueNode, file: owner.file, path: path)
        }
        self.entries = entries
        self.owner = owner
    }

    func optional(_ key: String) -> YAMLValue? { entries[key] }

    func required(_ key: String) throws(ScenarioError) -> YAMLValue {
        guard let value = entries[key] else {
            let path = owner.path.isEmpty ? key : "\(owner.path).\(key)"
            throw owner.error(.missingKey(path))
        }
        return value
    }
}

extension Double {
    /// A short rendering for messages: no trailing `.0` on whole numbers.
    var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
