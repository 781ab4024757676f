import CareModel
import Foundation

/// A node of a scenario file together with its path of keys, so every conversion can
/// report file, line, column and field.
struct YAMLValue {
    let node: SourceNode
    /// The path of keys to this node, e.g. `symptoms[2].category`.
    let path: String

    func error(_ problem: ScenarioError.Problem) -> ScenarioError {
        ScenarioError(file: node.file, line: node.line, column: node.column, problem: problem)
    }

    private var kindName: String {
        switch node.kind {
        case .scalar(let text): "'\(text)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    private func scalarText(expected: String) throws(ScenarioError) -> String {
        guard let text = node.text else {
            throw error(.wrongType(key: path, expected: expected, found: kindName))
        }
        return text
    }

    /// Whether this node is a mapping (used where a field takes one of several shapes).
    var isMapping: Bool {
        if case .mapping = node.kind { return true }
        return false
    }

    func string() throws(ScenarioError) -> String {
        try scalarText(expected: "a string")
    }

    func boolean() throws(ScenarioError) -> Bool {
        let text = try scalarText(expected: "true or false")
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(.wrongType(key: path, expected: "true or false", found: kindName))
        }
    }

    func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        let text = try scalarText(expected: "a whole number")
        guard let value = Int(text) else {
            throw error(.wrongType(key: path, expected: "a whole number", found: kindName))
        }
        guard range.contains(value) else {
            let expected = range.upperBound == .max
                ? "\(range.lowerBound) or more" : "\(range.lowerBound) to \(range.upperBound)"
            throw error(.outOfRange(key: path, value: text, expected: expected))
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
        T(rawValue: try name(among: T.allCases.map(\.rawValue)))!
    }

    /// One of `names`, as written; an error names the closest or lists them all.
    func name(among names: [String]) throws(ScenarioError) -> String {
        let text = try scalarText(expected: "one of " + names.joined(separator: ", "))
        guard names.contains(text) else {
            if let suggestion = Suggestion.closest(to: text, among: names) {
                throw error(.unknownName(key: path, name: text, suggestion: suggestion))
            }
            throw error(.outOfRange(key: path, value: text, expected: "one of " + names.joined(separator: ", ")))
        }
        return text
    }

    func list() throws(ScenarioError) -> [YAMLValue] {
        guard case .sequence(let items) = node.kind else {
            throw error(.wrongType(key: path, expected: "a list", found: kindName))
        }
        return items.enumerated().map { YAMLValue(node: $1, path: "\(path)[\($0)]") }
    }

    /// The pairs of a mapping in file order, each key with its own place, for mappings
    /// whose keys are data (e.g. severity names) rather than a fixed set of fields.
    func pairs() throws(ScenarioError) -> [(key: String, keyValue: YAMLValue, value: YAMLValue)] {
        guard case .mapping(let pairs) = node.kind else {
            throw error(.wrongType(key: path, expected: "a mapping", found: kindName))
        }
        return pairs.map { keyNode, valueNode in
            let key = keyNode.text ?? ""
            return (key, YAMLValue(node: keyNode, path: path),
                    YAMLValue(node: valueNode, path: path.isEmpty ? key : "\(path).\(key)"))
        }
    }

    func mapping(allowedKeys: [String]) throws(ScenarioError) -> YAMLMapping {
        guard case .mapping(let pairs) = node.kind else {
            throw error(.wrongType(key: path.isEmpty ? "scenario" : path, expected: "a mapping", found: kindName))
        }
        return try YAMLMapping(pairs: pairs, at: self, allowedKeys: allowedKeys)
    }
}

/// A mapping whose keys have been checked against the format.
struct YAMLMapping {
    /// The entries in file order.
    let entries: [(key: String, value: YAMLValue)]
    private let owner: YAMLValue

    init(pairs: [(key: SourceNode, value: SourceNode)], at owner: YAMLValue, allowedKeys: [String]?) throws(ScenarioError) {
        var entries: [(key: String, value: YAMLValue)] = []
        for (keyNode, valueNode) in pairs {
            let key = keyNode.text ?? ""
            if let allowedKeys, !allowedKeys.contains(key) {
                throw YAMLValue(node: keyNode, path: owner.path)
                    .error(.unknownKey(key, suggestion: Suggestion.closest(to: key, among: allowedKeys)))
            }
            let path = owner.path.isEmpty ? key : "\(owner.path).\(key)"
            entries.append((key, YAMLValue(node: valueNode, path: path)))
        }
        self.entries = entries
        self.owner = owner
    }

    func optional(_ key: String) -> YAMLValue? { entries.first { $0.key == key }?.value }

    func required(_ key: String) throws(ScenarioError) -> YAMLValue {
        guard let value = optional(key) else {
            let path = owner.path.isEmpty ? key : "\(owner.path).\(key)"
            throw owner.error(.missingKey(path))
        }
        return value
    }
}

extension YAMLValue {
    /// A mapping whose keys are free (e.g. zone names), in file order.
    func freeMapping() throws(ScenarioError) -> YAMLMapping {
        guard case .mapping(let pairs) = node.kind else {
            throw error(.wrongType(key: path, expected: "a mapping", found: kindName))
        }
        return try YAMLMapping(pairs: pairs, at: self, allowedKeys: nil)
    }
}

extension Double {
    /// A short rendering for messages: no trailing `.0` on whole numbers.
    var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
