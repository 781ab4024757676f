import Foundation

/// Where an occurrence stands at a given instant (seed 003, stories 5, 7 and 8).
public enum TaskOccurrenceState: Hashable, Sendable {
    /// Its time has not come.
    case upcoming
    /// Its time has come and it can still be done.
    case due
    /// Put off until the instant given; it can still be done.
    case snoozed(until: Date)
    /// Done at the instant given, before its deadline.
    case done(at: Date)
    /// Not done by its deadline.
    case missed
}

extension TaskOccurrence {
    /// The state at `now`, from the outcomes recorded up to `now`.
    ///
    /// The deadline is the scheduled time plus `gracePeriod`; a snooze asked for before
    /// the deadline moves it to the end of the snooze plus `gracePeriod`. Done before the
    /// deadline is ``TaskOccurrenceState/done(at:)``; an occurrence not done by its deadline
    /// is ``TaskOccurrenceState/missed``, even when it is resolved later, so a missed count
    /// never shrinks after the fact.
    public func state(at now: Date, outcomes: [TaskOutcome], gracePeriod: TimeInterval) -> TaskOccurrenceState {
        var deadline = scheduled.addingTimeInterval(gracePeriod)
        var snoozedUntil: Date?
        let mine = outcomes.filter { $0.occurrence == self && $0.recordedAt <= now }.sorted { $0.recordedAt < $1.recordedAt }
        for outcome in mine where outcome.recordedAt <= deadline {
            switch outcome.action {
            case .done:
                return .done(at: outcome.recordedAt)
            case .snoozed(let until):
                snoozedUntil = until
                deadline = max(deadline, until.addingTimeInterval(gracePeriod))
            }
        }
        if now >= deadline { return .missed }
        if let snoozedUntil, now < snoozedUntil { return .snoozed(until: snoozedUntil) }
        return now >= scheduled ? .due : .upcoming
    }
}
