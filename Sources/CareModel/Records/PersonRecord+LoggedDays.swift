import Foundation

extension PersonRecord {
    /// Calls `body` with every instant the person logged something: a symptom or
    /// lifestyle-factor entry, or a use of the app (a log-in, a survey, a module, a task, a
    /// reminder acted on). A reminder the app sent is not the person's doing and counts not.
    ///
    /// This is CareLab's one rule for a *logged day*: a local day holding such an instant.
    /// Scores are data only on logged days; on any other day the person told the app
    /// nothing (they paused, forgot or dropped out), so the day is missing, not a day
    /// without symptoms, although the seed's rule would show 0 points on it.
    public func forEachLoggedInstant(_ body: (Date) -> Void) {
        for entry in symptomEntries { body(entry.timestamp) }
        for entry in factorEntries { body(entry.timestamp) }
        for event in usageEvents where event.kind != .reminderSent { body(event.timestamp) }
    }
}
