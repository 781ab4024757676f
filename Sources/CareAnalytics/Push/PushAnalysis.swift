import CareModel
import CareStats
import CareStore

/// Computes a ``PushReport`` in one pass over the people of a run: each person's choice of
/// kinds and notifications, and, for each day they were sent the check-in reminder (a local
/// day of their zone), whether they opened it and whether they logged in that day.
public struct PushAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`; a database without notifications or choices gives
    /// a report of no groups.
    public func run(on database: CareDatabase) throws(AnalysisError) -> PushReport {
        var people = 0, all = Tally(), arms: [String: Tally] = [:]
        var perDay: [NotificationKind: [(y: Double, x: Double)]] = [:]
        var days: [(a: Double, n: Double, b: Double, m: Double)] = []
        try database.people(reading: [.push, .usage]) { log in
            people += 1
            guard log.pushPreferences != nil || !log.pushNotifications.isEmpty else { return }
            all.add(log)
            if let arm = log.arm { arms[arm, default: Tally()].add(log) }
            let checkIns = log.pushNotifications.filter { $0.kind == .dailyCheckIn }
            guard !checkIns.isEmpty else { return }
            let timeline = log.timeline
            let loginDays = Set(log.usageEvents.filter { $0.kind == .login }.map { timeline.localDay(of: $0.timestamp) })
            var day = (a: 0.0, n: 0.0, b: 0.0, m: 0.0)
            for checkIn in checkIns {
                let without = loginDays.contains(timeline.localDay(of: checkIn.sentAt)) ? 0.0 : 1
                if checkIn.opened { day.a += without; day.n += 1 } else { day.b += without; day.m += 1 }
            }
            days.append(day)
            guard let preferences = log.pushPreferences?.preferences else { return }
            for kind in NotificationKind.incoming where preferences.allows(kind) {
                perDay[kind, default: []].append((Double(log.pushNotifications.count { $0.kind == kind }), Double(checkIns.count)))
            }
        }
        guard all.people > 0 else {
            return PushReport(people: people, groups: [], perDay: [], checkInPeople: 0, openedDays: 0,
                              openedDaysWithoutLogin: 0, unopenedDays: 0, unopenedDaysWithoutLogin: 0, loginLift: nil)
        }
        var groups = [all.group(arm: "")]
        if arms.count > 1 { groups += arms.keys.sorted().map { arms[$0]!.group(arm: $0) } }
        let lift = try? RatioOfRatios(days)
        return PushReport(
            people: people, groups: groups,
            perDay: NotificationKind.incoming.compactMap { kind in
                guard let pairs = perDay[kind], pairs.contains(where: { $0.y > 0 }),
                      let estimate = try? RatioEstimate(pairs) else { return nil }
                return (kind.name, estimate)
            },
            checkInPeople: days.count,
            openedDays: Int(days.reduce(0) { $0 + $1.n }), openedDaysWithoutLogin: Int(days.reduce(0) { $0 + $1.a }),
            unopenedDays: Int(days.reduce(0) { $0 + $1.m }), unopenedDaysWithoutLogin: Int(days.reduce(0) { $0 + $1.b }),
            loginLift: lift.map { (1 - $0.estimate, ConfidenceInterval(lower: 1 - $0.interval.upper, upper: 1 - $0.interval.lower,
                                                                       level: $0.interval.level)) })
    }

    /// The notifications and choices of a group of people.
    private struct Tally {
        var people = 0, choosers = 0, keepAll = 0
        static let zeros = [Int](repeating: 0, count: NotificationKind.allCases.count)
        var sent = zeros, recipients = zeros, muted = zeros, keptBySpecific = zeros
        var opened: [[Double]] = NotificationKind.allCases.map { _ in [] }
        var openers: [[Int]] = NotificationKind.allCases.map { _ in [] }

        mutating func add(_ log: PersonRecord) {
            people += 1
            if let choice = log.pushPreferences {
                choosers += 1
                if choice.keepsAll { keepAll += 1 }
                for (k, kind) in NotificationKind.allCases.enumerated() where !choice.preferences.allows(kind) { muted[k] += 1 }
                if !choice.keepsAll {
                    for (k, kind) in NotificationKind.allCases.enumerated() where choice.preferences.allows(kind) {
                        keptBySpecific[k] += 1
                    }
                }
            }
            var received = Set<Int>()
            for notification in log.pushNotifications {
                let k = NotificationKind.allCases.firstIndex(of: notification.kind)!
                sent[k] += 1
                received.insert(k)
                opened[k].append(notification.opened ? 1 : 0)
                openers[k].append(log.personID)
            }
            for k in received { recipients[k] += 1 }
        }

        func group(arm: String) -> PushReport.Group {
            let rows = NotificationKind.allCases.enumerated().map { k, kind in
                PushReport.Row(kind: kind.name, sent: sent[k], opened: opened[k].count { $0 == 1 }, recipients: recipients[k],
                               muted: muted[k], keptBySpecific: keptBySpecific[k],
                               openedByPerson: GroupMean.mean(opened[k], people: openers[k]))
            }
            return PushReport.Group(arm: arm, people: people, choosers: choosers, keepAll: keepAll, rows: rows,
                                    openedByPerson: GroupMean.mean(opened.flatMap { $0 }, people: openers.flatMap { $0 }))
        }
    }
}
