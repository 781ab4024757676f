import CareModel
import CareStats
import CareStore

/// Computes a ``GoalReport`` in one pass over the people of a run: each recorded period of
/// a goal (seed 000, Req 16), met or not, grouped by the goal's kind and period.
public struct GoalAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    private struct Key: Hashable {
        var kind: String
        var repeats: Frequency
    }

    private struct Tally {
        var targets = Set<String>()
        var periods = 0, met = 0, checkedOff = 0
        var values: [Double] = [], people: [Int] = []
        var personShares: [Double] = []
        var arms: [String: (people: Int, periods: Int, met: Int)] = [:]
    }

    /// Runs the analysis over `database`; a database without goals gives a report of no
    /// groups.
    public func run(on database: CareDatabase) throws(AnalysisError) -> GoalReport {
        var people = 0, arms = Set<String>()
        var tallies: [Key: Tally] = [:]
        try database.people(reading: [.goal]) { log in
            people += 1
            let arm = log.arm ?? ""
            arms.insert(arm)
            let byGroup = Dictionary(grouping: log.goalOutcomes) { Key(kind: $0.goal.kind.description, repeats: $0.goal.repeats) }
            for (key, outcomes) in byGroup {
                var tally = tallies[key] ?? Tally()
                let met = outcomes.count(where: \.met)
                tally.periods += outcomes.count
                tally.met += met
                tally.checkedOff += outcomes.count { $0.how == .checkedOff }
                tally.targets.formUnion(outcomes.map(\.goal.target.description))
                tally.values += outcomes.map { $0.met ? 1 : 0 }
                tally.people += Array(repeating: log.personID, count: outcomes.count)
                tally.personShares.append(Double(met) / Double(outcomes.count))
                let before = tally.arms[arm] ?? (0, 0, 0)
                tally.arms[arm] = (before.people + 1, before.periods + outcomes.count, before.met + met)
                tallies[key] = tally
            }
        }
        let offered = GoalKind.offered
        let order = tallies.keys.sorted {
            (offered.firstIndex(of: $0.kind) ?? offered.count, $0.kind, Frequency.allCases.firstIndex(of: $0.repeats)!)
                < (offered.firstIndex(of: $1.kind) ?? offered.count, $1.kind, Frequency.allCases.firstIndex(of: $1.repeats)!)
        }
        let groups = order.map { key in
            let tally = tallies[key]!
            return GoalReport.Group(
                kind: key.kind, repeats: key.repeats.rawValue, targets: tally.targets.sorted(),
                people: tally.personShares.count, periods: tally.periods, met: tally.met, checkedOff: tally.checkedOff,
                attainmentByPerson: GroupMean.mean(tally.values, people: tally.people),
                personShares: try? DistributionSummary(tally.personShares),
                arms: arms.count < 2 ? [] : tally.arms.keys.sorted().map { arm in
                    let counts = tally.arms[arm]!
                    return GoalReport.ArmAttainment(arm: arm, people: counts.people, periods: counts.periods, met: counts.met)
                })
        }
        return GoalReport(people: people, groups: groups)
    }
}
