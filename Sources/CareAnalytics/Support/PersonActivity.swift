import CareModel
import CareStore
import Foundation

/// The days on which one person used the app, over the study period.
///
/// A day of use is a day with anything the person did: an entry, a dose, a task acted on,
/// a mood, a journal keyword, a questionnaire answered, points earned or spent, or an app
/// event other than a reminder the app sent (seed 004 DR8: "log-in frequency").
struct PersonActivity {
    /// What an analysis that counts days of use reads: every kind but measurements, which
    /// a device syncs without the person doing anything.
    static let kinds = Set(EventKind.allCases).subtracting([.measurement])

    /// Whether the person used the app on each day of the period.
    let used: [Bool]

    init(log: PersonRecord, grid: PersonDayGrid) {
        var used = [Bool](repeating: false, count: grid.dayCount)
        func mark(_ instant: Date) {
            if let day = grid.dayIndex(of: instant) { used[day] = true }
        }
        for entry in log.symptomEntries { mark(entry.timestamp) }
        for entry in log.factorEntries { mark(entry.timestamp) }
        for event in log.usageEvents where event.kind != .reminderSent { mark(event.timestamp) }
        for dose in log.doseLogs { mark(dose.takenAt) }
        for outcome in log.taskOutcomes { mark(outcome.recordedAt) }
        for mood in log.moods { mark(mood.timestamp) }
        for entry in log.journalKeywords { mark(entry.at) }
        for answer in log.questionnaires { mark(answer.at) }
        for award in log.rewards { mark(award.instant) }
        for redemption in log.redemptions { mark(redemption.instant) }
        self.used = used
    }

    /// The first day of use, if any.
    var firstDay: Int? { used.firstIndex(of: true) }

    /// The last day of use, if any.
    var lastDay: Int? { used.lastIndex(of: true) }

    /// The person's observation window, from their first to their last day of use, and the
    /// days of use in it, as calendar days of a period that starts on `first`; nil for a
    /// person who never used the app. Adherence and arm comparisons count doses only there.
    func observation(from first: CalendarDay) -> (window: DayWindow, usedDays: Set<CalendarDay>)? {
        guard let firstUse = firstDay, let lastUse = lastDay,
              let window = try? DayWindow(first: first.adding(days: firstUse), last: first.adding(days: lastUse))
        else { return nil }
        return (window, Set(used.indices.filter { used[$0] }.map { first.adding(days: $0) }))
    }

    /// Days of use.
    var daysUsed: Int { used.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// Time to dropout, counted in days from the first day of use: a person has dropped out
    /// when a run of at least `inactiveDays` days without use begins and is seen in full
    /// within the period; the time is then the number of days from the first day of use
    /// through the last day of use before that run (an event). Otherwise the time is the
    /// days from the first day of use to the end of the period (censored). Nil for a person
    /// who never used the app.
    func dropout(inactiveDays: Int) -> (days: Int, droppedOut: Bool)? {
        guard let first = firstDay else { return nil }
        var lastUse = first
        for day in first..<used.count {
            if used[day] {
                lastUse = day
            } else if day - lastUse >= inactiveDays {
                return (lastUse - first + 1, true)
            }
        }
        return (used.count - first, false)
    }
}
