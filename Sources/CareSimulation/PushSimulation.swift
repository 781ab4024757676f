import CareModel
import CareScenario
import CareStats
import Foundation

/// The push notifications one simulated person is sent (``PushNotificationsModel``, seed
/// 004, DR7.FR9.0-9.2). The person chooses once, at the run's start, every kind or specific
/// ones; a notification is sent only for kinds the choice admits: the daily check-in
/// reminder at 09:00 on each day before dropout, a calendar event at 08:00 on its day (the
/// preferences' default lead, on the day at 08:00), and the cohort's and programme's events
/// of each incoming kind, a Poisson number a day at random minutes from 08:00 to 22:00.
/// Each is opened with its kind's planted chance; an opened check-in reminder brings a
/// person who would not otherwise have used the app that day to log in, 1 to 30 minutes
/// after it was sent, with the planted lift: a day in the app with its later sessions and a
/// video as on any other day (drawn on this stream), its daily points, and nothing else.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: adding push notifications changes no other draw. The log-ins they
/// bring count in the day's probability of use (``useProbability(_:)``), which the engagement
/// and missingness truths take.
struct PushSimulation {
    /// The local hour of the daily check-in reminder.
    static let checkInHour = 9
    /// The local hour of a calendar event's notification on its day (the preferences'
    /// default lead, on the day at 08:00).
    static let calendarHour = 8
    /// The local hours within which the cohort's and programme's events arrive.
    static let incomingHours = 8..<22

    let model: PushNotificationsModel
    let random: RandomSource
    /// The person's choice of kinds.
    let preferences: NotificationPreferences

    /// The seed of the notifications' streams: the run's seed, moved so that the streams
    /// differ from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_7054_0019 }

    /// The simulation of person `index`, whose choice of kinds is the stream's first draws.
    init(model: PushNotificationsModel, scenario: Scenario, index: Int) {
        self.model = model
        let random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
        self.random = random
        if random.bernoulli(model.allShare) {
            preferences = NotificationPreferences(selection: .all)
        } else {
            preferences = NotificationPreferences(selection: .only(Set(NotificationKind.allCases.filter {
                random.bernoulli(model.keptChance($0))
            })))
        }
    }

    /// The day's check-in reminder, when the person's choice admits it; returns the instant
    /// of the log-in it brought, if it brought one (`usesApp` tells whether the person uses
    /// the app that day anyway).
    func checkIn(day: Int, in grid: DayGrid, usesApp: Bool, person: inout PersonInProgress) -> Date? {
        guard preferences.allows(.dailyCheckIn) else { return nil }
        let sent = grid.instant(day: day, hour: Self.checkInHour, minute: 0)
        let opened = random.bernoulli(model.openChance(for: .dailyCheckIn))
        person.record.pushNotifications.append(PushNotification(kind: .dailyCheckIn, sentAt: sent, opened: opened))
        guard opened, !usesApp, random.bernoulli(model.loginLift) else { return nil }
        return sent.addingTimeInterval(Double(1 + random.integer(below: 30)) * 60)
    }

    /// A day's probability of using the app, `probability` without the check-in reminder, with
    /// the log-in an opened reminder may bring when the person receives it: what the
    /// engagement and missingness truths take as the day's probability of a log-in.
    func useProbability(_ probability: Double) -> Double {
        guard preferences.allows(.dailyCheckIn) else { return probability }
        return probability + (1 - probability) * model.openChance(for: .dailyCheckIn) * model.loginLift
    }

    /// The other notifications of the person's first `observedDays` days: one on the day of
    /// each of `calendarEvents` and those of the incoming kinds, with the choice made at the
    /// grid's first instant; ``checkIn(day:in:usesApp:person:)`` comes first.
    func finish(calendarEvents: [CalendarEventOutcome], in grid: DayGrid, observedDays: Int, person: inout PersonInProgress) {
        person.record.pushPreferences = PushPreferencesChoice(preferences: preferences, since: grid.start(of: 0))
        var sent: [(kind: NotificationKind, at: Date)] = calendarEvents.compactMap { event in
            grid.dayIndex(of: event.scheduledAt).map { (.calendarEvent, grid.instant(day: $0, hour: Self.calendarHour, minute: 0)) }
        }
        let incoming = NotificationKind.incoming.filter { (model.perDay[$0] ?? 0) > 0 }
        for day in 0..<observedDays {
            for kind in incoming {
                for _ in 0..<random.poisson(mean: model.perDay[kind]!) {
                    let hour = Self.incomingHours.lowerBound + random.integer(below: Self.incomingHours.count)
                    sent.append((kind, grid.instant(day: day, hour: hour, minute: random.integer(below: 60))))
                }
            }
        }
        for (kind, at) in sent where preferences.allows(kind) {
            person.record.pushNotifications.append(PushNotification(kind: kind, sentAt: at, opened: random.bernoulli(model.openChance(for: kind))))
        }
    }
}
