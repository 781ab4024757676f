import CareModel
import Foundation

/// Reads versioned scoring-rule files (YAML) into a ``ScoringRule`` (seed 000, Req 8-9).
///
/// The format, documented in `Scenarios/rules/README.md`:
///
/// ```yaml
/// version: 1                       # required, 1 or more
/// description: The seed's rule.    # optional
/// points: {mild: 1, moderate: 2, severe: 3, debilitating: 4}   # all four, 0 or more
/// window: local_day                # or {hours: 24}
/// cutoff: "00:00"                  # HH:MM, 24-hour clock
/// ```
///
/// The rule's own checks (``ScoringRule/validate()``) decide what is valid; this reader
/// only places each problem at the file, line and column that caused it.
public enum ScoringRuleFile {
    /// Loads the rule file at `path`.
    public static func load(contentsOf path: String) throws(ScenarioError) -> ScoringRule {
        try parse(try YAMLDocument.text(contentsOf: path), file: path)
    }

    /// Parses rule-file text; `file` is the name used in error messages.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> ScoringRule {
        let root = try YAMLDocument.rootValue(of: text, file: file)
        let top = try root.mapping(allowedKeys: ["version", "description", "points", "window", "cutoff"])
        let versionValue = try top.required("version")
        _ = try top.optional("description")?.string()
        let pointsValue = try top.required("points")
        var points: [Severity: Int] = [:]
        var pointNodes: [Severity: YAMLValue] = [:]
        for (key, keyValue, value) in try pointsValue.pairs() {
            guard let severity = Severity(name: key), Severity.scale.contains(severity) else {
                let suggestion = Suggestion.closest(to: key, among: Severity.scale.map(\.name))
                throw keyValue.error(.unknownSeverity(key, suggestion: suggestion))
            }
            points[severity] = try value.integer(in: Int.min...Int.max)
            pointNodes[severity] = value
        }
        let windowValue = top.optional("window")
        let (window, hoursValue) = try windowValue.map(scoreWindow) ?? (.localDay, nil)
        let rule = ScoringRule(
            version: try versionValue.integer(in: Int.min...Int.max),
            points: points,
            window: window,
            cutoff: try top.optional("cutoff").map(clockTime) ?? ClockTime(hour: 0, minute: 0)
        )
        do {
            try rule.validate()
        } catch {
            switch error {
            case .invalidVersion(let version):
                throw versionValue.error(.outOfRange(key: "version", value: String(version), expected: "1 or more"))
            case .missingPoints(let severity):
                throw pointsValue.error(.missingKey("points.\(severity.name)"))
            case .negativePoints(let severity, let value):
                throw pointNodes[severity]!.error(
                    .outOfRange(key: "points.\(severity.name)", value: String(value), expected: "0 or more"))
            case .invalidWindow(let hours):
                throw (hoursValue ?? windowValue!).error(
                    .outOfRange(key: "window.hours", value: String(hours), expected: "1 or more"))
            case .invalidCutoff(let time):
                throw root.error(.outOfRange(key: "cutoff", value: time.description, expected: "00:00 to 23:59"))
            }
        }
        return rule
    }

    /// `local_day`, or a mapping `{hours: N}`; also returns the node of N.
    private static func scoreWindow(_ value: YAMLValue) throws(ScenarioError) -> (ScoreWindow, YAMLValue?) {
        let expected = "local_day or a mapping {hours: N}"
        if let text = value.node.text {
            guard text == "local_day" else {
                throw value.error(.wrongType(key: "window", expected: expected, found: "'\(text)'"))
            }
            return (.localDay, nil)
        }
        guard value.isMapping else {
            throw value.error(.wrongType(key: "window", expected: expected, found: "a list"))
        }
        let hoursValue = try value.mapping(allowedKeys: ["hours"]).required("hours")
        return (.hours(try hoursValue.integer(in: Int.min...Int.max)), hoursValue)
    }

    private static func clockTime(_ value: YAMLValue) throws(ScenarioError) -> ClockTime {
        let text = try value.string()
        guard let time = ClockTime(text) else {
            throw value.error(.wrongType(key: "cutoff", expected: "a time HH:MM from 00:00 to 23:59", found: "'\(text)'"))
        }
        return time
    }
}
