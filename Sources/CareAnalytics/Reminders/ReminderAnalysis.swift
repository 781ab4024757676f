import CareModel
import CareStats
import CareStore

/// Computes a ``ReminderReport`` in one pass over the people of a run: each firing of a
/// reminder (seed 000, Req 15), followed or not by ``ReminderFollowUp/standard``, grouped by
/// reminder and by kind, then by part of the day and arm. A run without reminders is told by
/// a first look at its reminders alone; only then are doses and factors read for the rule.
public struct ReminderAnalysis: Sendable {
    /// The rule that says whether a firing was followed.
    public var rule: ReminderFollowUp

    /// Creates the analysis with `rule`.
    public init(rule: ReminderFollowUp = .standard) {
        self.rule = rule
    }

    private struct Tally {
        var people = 0, fired = 0, followed = 0, followedByRule = 0
        var pairs: [(y: Double, x: Double)] = []

        mutating func add(_ firings: [(followed: Bool, byRule: Bool)]) {
            let followed = firings.count(where: \.followed)
            people += 1
            fired += firings.count
            self.followed += followed
            followedByRule += firings.count(where: \.byRule)
            pairs.append((Double(followed), Double(firings.count)))
        }

        func cell(_ group: String) -> ReminderReport.Cell {
            ReminderReport.Cell(group: group, people: people, fired: fired, followed: followed,
                                followedByRule: followedByRule, followedByPerson: try? RatioEstimate(pairs))
        }
    }

    private struct GroupTally {
        var subject: String
        var targets = Set<String>()
        var all = Tally()
        var parts: [TimeOfDay: Tally] = [:]
        var arms: [String: Tally] = [:]
    }

    /// Runs the analysis over `database`; a database without reminders gives a report of none.
    public func run(on database: CareDatabase) throws(AnalysisError) -> ReminderReport {
        var anyFiring = false
        try database.people(reading: [.reminder]) { log in anyFiring = anyFiring || !log.firedReminders.isEmpty }
        var people = 0, arms = Set<String>()
        var byName: [String: GroupTally] = [:], bySubject: [String: GroupTally] = [:]
        if anyFiring {
            try database.people(reading: [.reminder, .dose, .factor]) { log in
                people += 1
                let arm = log.arm ?? ""
                arms.insert(arm)
                let timeline = log.timeline
                let outcomes = log.firedReminders.map { fired in
                    (fired: fired, part: TimeOfDay(hour: timeline.localTime(of: fired.firedAt).hour),
                     followed: fired.followedAt.map { rule.follows($0, firedAt: fired.firedAt) } ?? false,
                     byRule: rule.isFollowed(fired, in: log))
                }
                for (key, mine) in Dictionary(grouping: outcomes, by: \.fired.name) {
                    Self.add(mine, arm: arm, into: &byName[key, default: GroupTally(subject: mine[0].fired.subject.rawValue)])
                }
                for (key, mine) in Dictionary(grouping: outcomes, by: \.fired.subject.rawValue) {
                    Self.add(mine, arm: arm, into: &bySubject[key, default: GroupTally(subject: key)])
                }
            }
        }
        let subjects = ReminderSubject.allCases.map(\.rawValue)
        func groups(_ tallies: [String: GroupTally]) -> [ReminderReport.Group] {
            tallies.keys.sorted {
                (subjects.firstIndex(of: tallies[$0]!.subject) ?? subjects.count, $0)
                    < (subjects.firstIndex(of: tallies[$1]!.subject) ?? subjects.count, $1)
            }.map { name in
                let tally = tallies[name]!
                return ReminderReport.Group(
                    name: name, subject: tally.subject, targets: tally.targets.sorted(), all: tally.all.cell("all"),
                    partsOfDay: TimeOfDay.allCases.compactMap { part in tally.parts[part]?.cell(part.rawValue) },
                    arms: arms.count < 2 ? [] : tally.arms.keys.sorted().map { tally.arms[$0]!.cell($0) })
            }
        }
        return ReminderReport(people: people, reminders: groups(byName), subjects: groups(bySubject))
    }

    private static func add(
        _ outcomes: [(fired: FiredReminder, part: TimeOfDay, followed: Bool, byRule: Bool)], arm: String,
        into tally: inout GroupTally
    ) {
        let counts = outcomes.map { (followed: $0.followed, byRule: $0.byRule) }
        tally.targets.formUnion(outcomes.compactMap(\.fired.target))
        tally.all.add(counts)
        tally.arms[arm, default: Tally()].add(counts)
        for (part, mine) in Dictionary(grouping: outcomes, by: \.part) {
            tally.parts[part, default: Tally()].add(mine.map { (followed: $0.followed, byRule: $0.byRule) })
        }
    }
}
