import CareModel
import CareStats
import CareStore
import Foundation

/// Computes an ``EngagementReport`` in one pass over the people of a run, read in parts on
/// every core.
public struct EngagementAnalysis: Sendable {
    /// Days without use after which a person has gone (30 by default).
    public var inactiveDays: Int
    /// The days N of day-N retention.
    public var retentionDays: [Int]

    /// Creates the analysis; `inactiveDays` and every retention day must be at least 1.
    public init(inactiveDays: Int = 30, retentionDays: [Int] = [1, 7, 14, 30]) {
        precondition(inactiveDays >= 1 && retentionDays.allSatisfy { $0 >= 1 }, "days must be at least 1")
        self.inactiveDays = inactiveDays
        self.retentionDays = retentionDays
    }

    /// Runs the analysis over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> EngagementReport {
        let period = try StudyPeriod.of(database)
        let start = EngagementTally(period: period, inactiveDays: inactiveDays)
        let parts = try database.peopleInParts(reading: UsagePass.kinds) { start } _: { part, log in part.add(log) }
        return report(of: parts.reduce(into: start) { $0.merge($1) }, period: period)
    }

    /// The report of a tally of everyone.
    func report(of tally: EngagementTally, period: StudyPeriod) -> EngagementReport {
        let dayCount = period.dayCount
        let (arms, firsts, personArms, activities, survival) =
            (tally.arms, tally.firsts, tally.personArms, tally.activities, tally.survival)

        let groups = [("all", { (_: Int) in true })] + (arms.count > 1 ? arms.sorted().map { arm in (arm, { personArms[$0] == arm }) } : [])
        var retention: [EngagementReport.Retention] = []
        for (name, member) in groups {
            for n in retentionDays {
                let eligible = firsts.indices.filter { member($0) && firsts[$0] + n < dayCount }
                let retained = eligible.filter { activities[$0][firsts[$0] + n] }.count
                retention.append(.init(group: name, day: n, share: try? Proportion.wilson(successes: retained, trials: eligible.count),
                                       eligible: eligible.count))
            }
        }

        var dropout: [(group: String, curve: SurvivalCurve)] = []
        for (name, member) in groups {
            let members = survival.indices.filter { member($0) }
            if let curve = try? SurvivalCurve.kaplanMeier(time: members.map { Double(survival[$0].days) },
                                                          event: members.map { survival[$0].droppedOut }) {
                dropout.append((name, curve))
            }
        }
        let dropoutByArm: Result<LogRankTest<String>, StatisticsError>? = arms.count > 1
            ? Result { () throws(StatisticsError) in
                try LogRankTest.compare(time: survival.map { Double($0.days) }, event: survival.map(\.droppedOut),
                                        groups: survival.map(\.arm))
            }
            : nil
        let dropoutHazards = arms.count > 1 ? Self.hazards(survival) : nil

        return EngagementReport(
            period: period, people: tally.people, peopleWhoUsedTheApp: tally.users,
            activeUsers: (0..<dayCount).map {
                .init(day: period.first.adding(days: $0), daily: tally.daily[$0], weekly: tally.weekly[$0],
                      monthly: tally.monthly[$0])
            },
            retention: retention,
            cohorts: Self.cohorts(firsts: firsts, activities: activities, period: period),
            inactiveDays: inactiveDays, dropout: dropout, dropoutByArm: dropoutByArm, dropoutHazards: dropoutHazards,
            sections: tally.sectionEvents.map { .init(section: $0.key, events: $0.value.events, people: $0.value.people) }
                .sorted { ($1.events, $0.section) < ($0.events, $1.section) },
            loginsPerWeek: try? DistributionSummary(tally.loginRates),
            surveyResponses: tally.surveys,
            surveyResponseRate: try? Proportion.wilson(successes: min(tally.surveys, tally.daysUsed), trials: tally.daysUsed),
            modulesPerPerson: try? DistributionSummary(tally.modules))
    }

    /// Cohorts by the week (from the period's start) of each person's first day of use.
    static func cohorts(firsts: [Int], activities: [[Bool]], period: StudyPeriod) -> [EngagementReport.CohortRetention] {
        let dayCount = period.dayCount, weeks = (dayCount + 6) / 7
        var cohorts: [EngagementReport.CohortRetention] = []
        for week in 0..<weeks {
            let members = firsts.indices.filter { firsts[$0] / 7 == week }
            guard !members.isEmpty else { continue }
            var active: [Int] = []
            for k in 0..<(weeks - week) {
                let days = (week + k) * 7..<min(dayCount, (week + k + 1) * 7)
                active.append(members.filter { person in days.contains { activities[person][$0] } }.count)
            }
            cohorts.append(.init(enrolmentWeek: period.first.adding(days: week * 7), size: members.count, active: active))
        }
        return cohorts
    }
}
