import Foundation
import Testing

/// `carelab rules diff`, end to end through the built executable.
@Suite struct RulesDiffCommandTests {
    static let arguments = ["rules", "diff", "Scenarios/rules/scoring-v1.yaml", "Scenarios/rules/scoring-v2-doubling.yaml",
                            "--scenario", "Scenarios/default.yaml", "--people", "40"]

    @Test func theSameRuleTwiceMovesNobody() throws {
        let outcome = try CarelabProcess.run(["rules", "diff", "Scenarios/rules/scoring-v1.yaml", "Scenarios/rules/scoring-v1.yaml",
                                              "--scenario", "Scenarios/default.yaml", "--people", "20"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("changed: 0 of 7,200 (0.0 %)"))
        #expect(outcome.stdout.contains("People with a changed daily score: 0 of 20 (0.0 %)"))
        #expect(outcome.stdout.contains("least 0.000, median 0.000, mean 0.000, most 0.000"))
    }

    /// The per-person table and the report agree: the people listed as moved most are the
    /// largest changes of the table, and nobody's score falls (no severity earns less).
    @Test func perPersonTableAgreesWithTheReport() throws {
        let report = try CarelabProcess.run(Self.arguments + ["--top", "3", "--ascii"])
        let table = try CarelabProcess.run(Self.arguments + ["--format", "json"])
        #expect(report.status == 0 && table.status == 0)
        #expect(report.stdout.unicodeScalars.filter { $0 == "█" || $0 == "│" }.isEmpty)
        let people = try #require(try JSONSerialization.jsonObject(with: Data(table.stdout.utf8)) as? [[String: Any]])
        #expect(people.count == 40)
        let changes = people.map { ($0["person_id"] as! Int, $0["change_points_per_day"] as! Double) }
        #expect(changes.allSatisfy { $0.1 >= 0 })
        let top = changes.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.prefix(3).map(\.0)
        let listed = report.stdout.split(separator: "\n").suffix(3).map { Int($0.split(separator: " ")[0])! }
        #expect(listed == top)
        let changed = people.filter { ($0["changed_scores"] as! Int) > 0 }.count
        #expect(report.stdout.contains("People with a changed daily score: \(changed) of 40"))
    }
}
