import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 (push notifications by kind honouring each member's preferences; DR7.FR9.0-9.2):
/// from scenario to `analyze truth`.
@Suite struct PushRecoveryTests {
    static let plain = """
        format: 1
        name: push
        seed: 74
        people: 300
        days: 60
        start_date: 2026-03-02
        time_zones: [America/New_York]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.6, dropout_hazard: 0.003}}
        arms:
          - {name: control, share: 0.5}
          - {name: boosted, share: 0.5, reward_multiplier: 2}
        symptoms:
          - {name: cravings, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        calendar: {appointments_per_30_days: 2, attendance: 0.7, attendance_day_ahead: 0.7}
        """

    static let push = """
        push_notifications:
          all_share: 0.4
          kinds_share: {daily_check_in: 0.7, cohort_message: 0.3, calendar_event: 0.8}
          per_day: {cohort_message: 1.2, forum_question: 0.3}
          open_chance: 0.35
          open_chance_by_kind: {daily_check_in: 0.5}
          login_lift: 0.3
        """

    /// The planted shares, rates, open chance and login lift lie in their intervals (a fixed
    /// seed); with more than one arm the report has each arm's group.
    @Test("Seed 004 DR7.FR9.0-9.2: the planted push notifications and the check-in reminder's login lift are recovered")
    func plantedPushIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.push)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let planted = try #require(truth.push)
        #expect(planted.allShare == 0.4 && planted.loginLift == 0.3)
        #expect(planted.openChance["daily_check_in"] == 0.5 && planted.openChance["announcement"] == 0.35)
        #expect(planted.keptShare["cohort_message"] == 0.3 && planted.keptShare["mood_update"] == 1)
        #expect(planted.keptShare.count == NotificationKind.allCases.count)
        #expect(planted.perDay == ["cohort_message": 1.2, "forum_question": 0.3])
        let rows = PushAnalysis.truthRows(truth, try PushAnalysis.run(on: run.database))
        #expect(rows.filter { $0.parameter != "kinds_share" }.map { $0.parameter + " " + $0.item }
            == ["all_share ", "per_day cohort_message", "per_day forum_question", "open_chance calendar_event",
                "open_chance daily_check_in", "open_chance cohort_message", "open_chance forum_question", "login_lift "])
        for row in rows {
            #expect(row.recovered == true, "\(row.parameter) \(row.item): planted \(row.planted), \(String(describing: row.interval))")
        }
        let report = try PushAnalysis().run(on: run.database)
        #expect(report.groups.map(\.arm) == ["", "boosted", "control"])
        #expect(try #require(report.loginLift).estimate > 0.15)
        #expect(report.all?.rows.first { $0.kind == "calendar_event" }.map { $0.sent > 0 } == true)
    }

    /// Every kind kept by half the people who choose specific ones and triggered every day
    /// (the calendar's appointments included).
    static let everyKind = """
        push_notifications:
          all_share: 0.2
          kinds_share: {calendar_event: 0.5, daily_check_in: 0.5, cohort_message: 0.5, forum_question: 0.5, mood_update: 0.5,
                        new_survey: 0.5, new_learning_module: 0.5, announcement: 0.5}
          per_day: {cohort_message: 1, forum_question: 0.3, mood_update: 0.5, new_survey: 0.2, new_learning_module: 0.2,
                    announcement: 0.2}
          open_chance: 0.3
        """

    /// DR7.FR9.2: a person who muted a kind is never sent a notification of it, and each kind
    /// is muted by someone.
    @Test("Seed 004 DR7.FR9.2: a person who opted out of a kind never gets a notification of it")
    func mutedKindsAreNeverSent() throws {
        let run = try SimulatedDatabase(yaml: Self.plain.replacingOccurrences(of: "people: 300", with: "people: 80")
                                        + "\n" + Self.everyKind)
        defer { run.remove() }
        var mutedBy = Set<NotificationKind>(), sentKinds = Set<NotificationKind>(), sent = 0
        try run.database.forEachPerson { log in
            let choice = try #require(log.pushPreferences)
            for kind in NotificationKind.allCases where !choice.preferences.allows(kind) { mutedBy.insert(kind) }
            for notification in log.pushNotifications {
                sent += 1
                sentKinds.insert(notification.kind)
                #expect(choice.preferences.allows(notification.kind), "person \(log.personID) muted \(notification.kind.name)")
            }
        }
        #expect(mutedBy.count == NotificationKind.allCases.count && sentKinds.count == NotificationKind.allCases.count)
        #expect(sent > 1000, "\(sent)")
    }

    /// The notifications come from a stream of their own: everything a person logs but the
    /// notifications, the choice, and the log-ins opened check-in reminders brought (with
    /// their daily points) is as it was without them.
    @Test("Seed 004 DR7.FR9.1: adding push notifications changes nothing else but the log-ins they bring and their points")
    func addingPushChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 300", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.push)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = [], brought = 0
        try with.database.forEachPerson { record in
            var log = record
            let pushLogins = Self.broughtLogins(log)
            brought += pushLogins.count
            log.usageEvents.removeAll { $0.kind == .login && pushLogins.contains($0.timestamp) }
            log.rewards.removeAll { $0.activity == .dailyLogIn && pushLogins.contains($0.instant) }
            log.pushNotifications = []
            log.pushPreferences = nil
            a.append(log)
        }
        try without.database.forEachPerson { b.append($0) }
        #expect(a == b)
        #expect(brought > 10, "\(brought)")
        #expect(try GroundTruth.load(contentsOf: without.truthPath).push == nil)
        #expect(try PushAnalysis().run(on: without.database).groups.isEmpty)
    }

    /// The log-ins an opened check-in reminder brought: 1 to 30 minutes after it, alone on
    /// their day (no other use of the app, no factor logged, as every day the person logs).
    static func broughtLogins(_ log: PersonRecord) -> Set<Date> {
        let timeline = log.timeline
        let opened = log.pushNotifications.filter { $0.kind == .dailyCheckIn && $0.opened }.map(\.sentAt)
        return Set(log.usageEvents.filter { event in
            let day = timeline.localDay(of: event.timestamp)
            return event.kind == .login
                && opened.contains { (60...1800).contains(event.timestamp.timeIntervalSince($0)) }
                && log.usageEvents.allSatisfy { $0 == event || $0.kind == .reminderSent || timeline.localDay(of: $0.timestamp) != day }
                && log.factorEntries.allSatisfy { timeline.localDay(of: $0.timestamp) != day }
        }.map(\.timestamp))
    }
}
