import Foundation
import Testing

/// `carelab rules check`, end to end through the built executable.
@Suite struct RulesCheckCommandTests {
    static let seedRule = "Scenarios/rules/scoring-v1.yaml"
    static let golden = "Scenarios/rules/golden/v1"

    @Test("Req 8-9: the seed's rule reproduces the committed golden files")
    func seedRuleMatchesItsGoldenFiles() throws {
        let outcome = try CarelabProcess.run(["rules", "check", Self.seedRule, "--rewards", "Scenarios/rules/rewards-v1.yaml",
                                              "--golden", Self.golden])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout == """
            daily_scores.csv: 0 of 3,024 rows changed, 0 added, 0 removed
            monthly_points.csv: 0 of 24 rows changed, 0 added, 0 removed

            """)
    }

    /// Severe entries earn 4 instead of 3 (and debilitating 8 instead of 4): every changed
    /// score goes up, and mild and moderate days stay the same.
    @Test func aChangedRuleIsReportedOldToNewAndExitsWithOne() throws {
        let outcome = try CarelabProcess.run(["rules", "check", "Scenarios/rules/scoring-v2-doubling.yaml",
                                              "--golden", Self.golden, "--limit", "0"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("the results differ from the golden files in \(Self.golden)"))
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("daily_scores.csv: ") && lines[0].hasSuffix(" of 3,024 rows changed, 0 added, 0 removed"))
        #expect(lines[1].hasPrefix("  person_id: "))
        #expect(lines[2].hasPrefix("  date: "))
        #expect(lines[3] == "  level: category, symptom")
        let changes = lines.filter { $0.contains(": score_points ") }
        #expect(!changes.isEmpty)
        for change in changes {
            let values = change.split(separator: " ").suffix(3)
            let old = Int(values.first!)!, new = Int(values.last!)!
            #expect(new > old && new <= 2 * old, "\(change)")
        }
    }

    @Test func updateWritesGoldenFilesThatThenMatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CarelabProcess.run(["rules", "check", Self.seedRule, "--golden", folder.path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("there is no golden file \(folder.path)/daily_scores.csv; write it with --update"))

        let update = try CarelabProcess.run(["rules", "check", Self.seedRule, "--golden", folder.path, "--update", "--quiet"])
        #expect(update.status == 0)
        #expect(update.stderr == "")
        let written = try String(contentsOf: folder.appendingPathComponent("daily_scores.csv"), encoding: .utf8)
        let committed = try String(contentsOf: CarelabProcess.packageRoot.appendingPathComponent("\(Self.golden)/daily_scores.csv"),
                                   encoding: .utf8)
        #expect(written == committed)
        #expect(try CarelabProcess.run(["rules", "check", Self.seedRule, "--golden", folder.path]).status == 0)
    }

    @Test func aBrokenRuleFileIsBadData() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-rule-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try "version: 3\npoints: {mild: 1, moderate: 2, severe: 3}\n".write(to: file, atomically: true, encoding: .utf8)
        let outcome = try CarelabProcess.run(["rules", "check", file.path, "--golden", Self.golden])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("points.debilitating"))
    }
}
