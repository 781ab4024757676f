import CareModel
import Testing

/// The scoring rule as a value (seed 000, Req 8-9).
@Suite struct ScoringRuleTests {
    @Test("Req 8-9: version 1 gives mild 1, moderate 2, severe 3, debilitating 4 over the local day ending at 00:00")
    func seedRule() throws {
        let rule = ScoringRule.version1
        #expect(Severity.scale.map(rule.points(for:)) == [1, 2, 3, 4])
        #expect(rule.points(for: .absent) == 0)
        #expect(rule.window == .localDay)
        #expect(rule.cutoff == ClockTime(hour: 0, minute: 0))
        try rule.validate()
    }

    static let invalid: [(ScoringRule, ScoringRuleError)] = {
        let good = ScoringRule.version1
        var noVersion = good; noVersion.version = 0
        var missing = good; missing.points[.severe] = nil
        var negative = good; negative.points[.moderate] = -2
        var window = good; window.window = .hours(0)
        var cutoff = good; cutoff.cutoff = ClockTime(hour: 24, minute: 0)
        return [(noVersion, .invalidVersion(0)), (missing, .missingPoints(.severe)),
                (negative, .negativePoints(.moderate, -2)), (window, .invalidWindow(hours: 0)),
                (cutoff, .invalidCutoff(ClockTime(hour: 24, minute: 0)))]
    }()

    @Test("A rule with an invalid version, points, window or cut-off is refused", arguments: invalid)
    func invalidRules(_ rule: ScoringRule, _ expected: ScoringRuleError) {
        #expect(throws: expected) { try rule.validate() }
    }

    @Test("Clock times parse from HH:MM on a 24-hour clock", arguments: [
        ("00:00", ClockTime(hour: 0, minute: 0)), ("04:30", ClockTime(hour: 4, minute: 30)),
        ("23:59", ClockTime(hour: 23, minute: 59)), ("24:00", nil), ("7:05", ClockTime(hour: 7, minute: 5)), ("7:5", nil), ("07:60", nil),
        ("0a:00", nil), ("07:00:00", nil), ("", nil),
    ] as [(String, ClockTime?)])
    func clockTimes(_ text: String, _ expected: ClockTime?) {
        #expect(ClockTime(text) == expected)
    }
}
