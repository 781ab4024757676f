import CareModel
import CareReports
import Foundation
import Testing
@testable import CareCLI
@testable import CareWorkflows

/// The golden files of the seed's rules, checked against the fixture population by an
/// independent computation rather than by the code that wrote them.
@Suite struct RulesFixtureTests {
    static let population = SimulatedPopulation.rulesFixture()

    static func golden(_ name: String) throws -> [[String]] {
        let url = CarelabProcess.packageRoot.appendingPathComponent("Scenarios/rules/golden/v1/\(name)")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\r\n").map { $0.split(separator: ",").map(String.init) }
        return Array(lines.dropFirst())
    }

    @Test("The fixture has entries of every severity, so a change to any severity's points shows")
    func everySeverityOccurs() {
        let severities = Set(Self.population.people.flatMap(\.symptomEntries).map(\.severity))
        #expect(severities == Set(Severity.scale))
    }

    @Test("The fixture spans three daylight-saving changes: New York, London and Sydney")
    func spansDaylightSavingChanges() {
        let zones = Set(Self.population.people.map(\.timeZone.identifier))
        #expect(zones == ["America/New_York", "Europe/London", "Australia/Sydney"])
        #expect(Self.population.period.first == CalendarDay(year: 2026, month: 3, day: 2))
        #expect(Self.population.period.last == CalendarDay(year: 2026, month: 4, day: 12))
    }

    /// Req 8-9 under the seed's rule, computed directly: an entry counts on the calendar
    /// date its instant has in the person's zone, for its symptom and its category, with
    /// severity points 1-4 (the severity's raw value).
    @Test("Req 8-9: golden daily scores equal an independent sum of severities by local date")
    func goldenScoresMatchAnIndependentSum() throws {
        var expected: [String: Int] = [:]
        for person in Self.population.people {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = person.timeZone
            for entry in person.symptomEntries {
                let parts = calendar.dateComponents([.year, .month, .day], from: entry.timestamp)
                let date = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
                expected["\(person.personID),\(date),symptom,\(entry.symptom.name)", default: 0] += entry.severity.rawValue
                expected["\(person.personID),\(date),category,\(entry.symptom.category.name)", default: 0] += entry.severity.rawValue
            }
        }
        let rows = try Self.golden("daily_scores.csv")
        // 12 people × 42 days × (3 categories + 3 symptoms).
        #expect(rows.count == 12 * 42 * 6)
        var nonzero = 0
        for row in rows {
            let points = expected["\(row[0]),\(row[1]),\(row[2]),\(row[3])"] ?? 0
            #expect(Int(row[4]) == points, "\(row)")
            nonzero += points > 0 ? 1 : 0
        }
        #expect(nonzero == expected.count)
    }

    /// Seed 004 DR6.FR8.0 under rewards-v1: 10 points per local calendar day with a log-in,
    /// totalled per local month.
    @Test("DR6.FR8.0: golden monthly points are 10 per distinct local log-in day")
    func goldenPointsMatchLogInDays() throws {
        var days: [String: Set<String>] = [:]
        for person in Self.population.people {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = person.timeZone
            for event in person.usageEvents where event.kind == .login {
                let parts = calendar.dateComponents([.year, .month, .day], from: event.timestamp)
                days["\(person.personID),\(String(format: "%04d-%02d", parts.year!, parts.month!))", default: []]
                    .insert("\(parts.day!)")
            }
        }
        let rows = try Self.golden("monthly_points.csv")
        #expect(rows.count == 12 * 2)
        for row in rows {
            #expect(Int(row[2]) == 10 * (days["\(row[0]),\(row[1])"]?.count ?? 0), "\(row)")
        }
    }
}
