import CareModel
import CareStats
import CareStore
import Foundation

/// Computes an ``EngagementReport`` in one pass over the people of a run.
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
        let dayCount = period.dayCount
        var grids = DayGrids(period: period)
        var daily = [Int](repeating: 0, count: dayCount)
        var weekly = [Int](repeating: 0, count: dayCount), monthly = [Int](repeating: 0, count: dayCount)
        var people = 0, users = 0, arms: [String] = []
        var firsts: [Int] = [], personArms: [String] = [], activities: [[Bool]] = []
        var survival: [(days: Int, droppedOut: Bool, arm: String)] = []
        var sectionEvents: [String: (events: Int, people: Int)] = [:]
        var loginRates: [Double] = [], modules: [Double] = []
        var surveys = 0, daysUsed = 0

        try database.people(reading: Set(EventKind.allCases).subtracting([.reward, .measurement])) { log in
            people += 1
            let arm = log.arm ?? ""
            if !arms.contains(arm) { arms.append(arm) }
            let activity = PersonActivity(log: log, grid: grids.grid(for: log.timeZone))
            guard let first = activity.firstDay, let dropout = activity.dropout(inactiveDays: inactiveDays) else { return }
            users += 1
            var last = -1_000_000
            for day in 0..<dayCount {
                if activity.used[day] { daily[day] += 1; last = day }
                if day - last < 7 { weekly[day] += 1 }
                if day - last < 30 { monthly[day] += 1 }
            }
            firsts.append(first)
            personArms.append(arm)
            activities.append(activity.used)
            survival.append((dropout.days, dropout.droppedOut, arm))
            var kinds: [String: Int] = [:]
            for event in log.usageEvents where event.kind != .reminderSent { kinds[event.kind.rawValue, default: 0] += 1 }
            for (kind, count) in kinds {
                let sum = sectionEvents[kind, default: (0, 0)]
                sectionEvents[kind] = (sum.events + count, sum.people + 1)
            }
            loginRates.append(Double(kinds[AppUsageEvent.Kind.login.rawValue] ?? 0) / (Double(dropout.days) / 7))
            modules.append(Double(kinds[AppUsageEvent.Kind.learningModule.rawValue] ?? 0))
            surveys += kinds[AppUsageEvent.Kind.moodSurvey.rawValue] ?? 0
            daysUsed += activity.daysUsed
        }

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

        return EngagementReport(
            period: period, people: people, peopleWhoUsedTheApp: users,
            activeUsers: (0..<dayCount).map {
                .init(day: period.first.adding(days: $0), daily: daily[$0], weekly: weekly[$0], monthly: monthly[$0])
            },
            retention: retention,
            cohorts: Self.cohorts(firsts: firsts, activities: activities, period: period),
            inactiveDays: inactiveDays, dropout: dropout, dropoutByArm: dropoutByArm,
            sections: sectionEvents.map { .init(section: $0.key, events: $0.value.events, people: $0.value.people) }
                .sorted { ($1.events, $0.section) < ($0.events, $1.section) },
            loginsPerWeek: try? DistributionSummary(loginRates),
            surveyResponses: surveys,
            surveyResponseRate: try? Proportion.wilson(successes: min(surveys, daysUsed), trials: daysUsed),
            modulesPerPerson: try? DistributionSummary(modules))
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
