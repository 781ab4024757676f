import Foundation

/// The notification of one task occurrence (seed 003, stories 1 and 6-8): sent to the
/// banner and the alarm page at the occurrence's time, seen on the alarm page at an
/// instant or never, then resolved when the task is done, snoozed, or left.
///
/// Only the sending and the seeing are kept here; whether it was resolved, snoozed or left
/// follows from the occurrence's ``TaskOutcome``s (``stage(at:outcomes:gracePeriod:)``), so
/// the two cannot disagree.
public struct TaskNotification: Hashable, Sendable {
    /// The occurrence notified.
    public let occurrence: TaskOccurrence
    /// When the patient saw it on the alarm page; nil while (or if ever) unseen.
    public let seenAt: Date?

    /// Where a notification stands at a given instant: ``TaskOccurrenceState`` seen from
    /// the notification, with the alarm page's "seen" between sending and resolving.
    public enum Stage: Hashable, Sendable {
        /// Not sent yet: the occurrence's time has not come.
        case pending
        /// Sent, not seen on the alarm page, not acted on.
        case sent
        /// Seen on the alarm page at the instant given, not acted on yet.
        case seen(at: Date)
        /// Snoozed until the instant given (story 8).
        case snoozed(until: Date)
        /// Resolved: the task was done at the instant given (story 7).
        case resolved(at: Date)
        /// Left: the task was not done by its deadline.
        case left
    }

    /// A notification seen at `seenAt` (nil: not seen); it cannot be seen before it is sent.
    public init(occurrence: TaskOccurrence, seenAt: Date? = nil) throws(TaskError) {
        if let seenAt, seenAt < occurrence.scheduled {
            throw .seenBeforeSent(field: "seen_at", value: seenAt, sentAt: occurrence.scheduled)
        }
        self.occurrence = occurrence
        self.seenAt = seenAt
    }

    /// When it was sent: the occurrence's time (story 10).
    public var sentAt: Date { occurrence.scheduled }

    /// Minutes from sending to seeing; nil when it was not seen.
    public var minutesToSeen: Double? { seenAt.map { $0.timeIntervalSince(sentAt) / 60 } }

    /// The stage at `now`, from the outcomes recorded up to `now`: the occurrence's
    /// ``TaskOccurrence/state(at:outcomes:gracePeriod:)`` decides resolved, snoozed and
    /// left (a miss stays left even when done later); while the occurrence is due, the
    /// notification is seen once `now` reaches ``seenAt``, sent before.
    public func stage(at now: Date, outcomes: [TaskOutcome], gracePeriod: TimeInterval) -> Stage {
        switch occurrence.state(at: now, outcomes: outcomes, gracePeriod: gracePeriod) {
        case .upcoming: .pending
        case .snoozed(let until): .snoozed(until: until)
        case .done(let at): .resolved(at: at)
        case .missed: .left
        case .due:
            if let seenAt, seenAt <= now { .seen(at: seenAt) } else { .sent }
        }
    }
}
