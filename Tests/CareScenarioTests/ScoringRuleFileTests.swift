import CareModel
import CareScenario
import Foundation
import Testing

/// Versioned scoring-rule files (seed 000, Req 8-9): the shipped seed rule and the errors a
/// hand-edited file can contain, each at its file, line and column (1-based, counted by
/// hand in the texts below).
@Suite struct ScoringRuleFileTests {
    /// `Scenarios/rules/` in this package.
    static let rulesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios/rules")

    @Test("Req 8-9: the shipped scoring-v1.yaml is the seed's rule, version 1, the default")
    func shippedRuleIsVersion1() throws {
        let rule = try ScoringRuleFile.load(contentsOf: Self.rulesFolder.appendingPathComponent("scoring-v1.yaml").path)
        #expect(rule == ScoringRule.version1)
    }

    @Test("A rule with a 24-hour window and a 04:30 cut-off reads as written")
    func otherRule() throws {
        let rule = try ScoringRuleFile.parse("""
            version: 2
            points: {mild: 0, moderate: 1, severe: 3, debilitating: 9}
            window: {hours: 24}
            cutoff: "04:30"
            """, file: "v2.yaml")
        #expect(rule == ScoringRule(version: 2, points: [.mild: 0, .moderate: 1, .severe: 3, .debilitating: 9],
                                    window: .hours(24), cutoff: ClockTime(hour: 4, minute: 30)))
    }

    struct BadFile: Sendable, CustomTestStringConvertible {
        var label: String
        var text: String
        var message: String
        var testDescription: String { label }
    }

    static let seedPoints = "points: {mild: 1, moderate: 2, severe: 3, debilitating: 4}"

    static let badFiles: [BadFile] = [
        BadFile(label: "missing version", text: "\(seedPoints)\nwindow: local_day\n",
                message: "rule.yaml:1:1: missing required key 'version'"),
        BadFile(label: "version 0", text: "version: 0\n\(seedPoints)\n",
                message: "rule.yaml:1:10: 'version' is 0, expected 1 or more"),
        // `moderate: -2` is on line 4; its value starts at column 13.
        BadFile(label: "negative points",
                text: "version: 3\npoints:\n  mild: 1\n  moderate: -2\n  severe: 3\n  debilitating: 4\n",
                message: "rule.yaml:4:13: 'points.moderate' is -2, expected 0 or more"),
        // The key `sever` is on line 5, column 3.
        BadFile(label: "unknown severity",
                text: "version: 3\npoints:\n  mild: 1\n  moderate: 2\n  sever: 3\n  debilitating: 4\n",
                message: "rule.yaml:5:3: unknown severity 'sever' (did you mean 'severe'?); "
                    + "the severities are mild, moderate, severe, debilitating"),
        // `points:` maps from line 2; its value node starts on line 3, column 3.
        BadFile(label: "a severity without points",
                text: "version: 3\npoints:\n  mild: 1\n  moderate: 2\n  debilitating: 4\n",
                message: "rule.yaml:3:3: missing required key 'points.severe'"),
        BadFile(label: "unknown key", text: "version: 1\n\(seedPoints)\ncutof: \"00:00\"\n",
                message: "rule.yaml:3:1: unknown key 'cutof' (did you mean 'cutoff'?)"),
        BadFile(label: "cut-off that is no clock time", text: "version: 1\n\(seedPoints)\ncutoff: \"24:00\"\n",
                message: "rule.yaml:3:9: 'cutoff' must be a time HH:MM from 00:00 to 23:59, found '24:00'"),
        BadFile(label: "window of 0 hours", text: "version: 1\n\(seedPoints)\nwindow: {hours: 0}\n",
                message: "rule.yaml:3:17: 'window.hours' is 0, expected 1 or more"),
        BadFile(label: "unknown window", text: "version: 1\n\(seedPoints)\nwindow: calendar_day\n",
                message: "rule.yaml:3:9: 'window' must be local_day or a mapping {hours: N}, found 'calendar_day'"),
        BadFile(label: "points that are not whole numbers", text: "version: 1\npoints: {mild: 1.5}\n",
                message: "rule.yaml:2:16: 'points.mild' must be a whole number, found '1.5'"),
        BadFile(label: "empty file", text: "", message: "rule.yaml:1:1: not valid YAML: the file is empty"),
    ]

    @Test("Bad rule files are refused with file:line:column and what was expected", arguments: badFiles)
    func badFile(_ bad: BadFile) {
        do {
            let rule = try ScoringRuleFile.parse(bad.text, file: "rule.yaml")
            Issue.record("accepted \(rule)")
        } catch {
            #expect(error.description == bad.message)
        }
    }

    @Test("A rule file that does not exist is reported as such")
    func missingFile() {
        #expect(throws: ScenarioError(file: "/nonexistent/rule.yaml", line: 0, column: 0,
                                      problem: .unreadable(reason: "no such file"))) {
            try ScoringRuleFile.load(contentsOf: "/nonexistent/rule.yaml")
        }
    }
}
