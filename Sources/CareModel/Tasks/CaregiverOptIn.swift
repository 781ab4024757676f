import Foundation

/// The caregiver's choice, in the system settings, to be told when the patient misses a
/// task or completes one (seed 003, story 16), and the messages that follow: one per
/// occurrence left (a miss) when opted in to misses, one per occurrence resolved (a
/// completion) when opted in to completions.
public struct CaregiverOptIn: Hashable, Sendable {
    /// A message to the caregiver about one occurrence.
    public struct Message: Hashable, Sendable {
        /// What the message tells.
        public enum Kind: String, CaseIterable, Hashable, Sendable {
            /// The task was not done by its deadline.
            case missed
            /// The task was done.
            case completed
        }

        /// The occurrence the message is about.
        public var occurrence: TaskOccurrence
        /// Missed or completed.
        public var kind: Kind
    }

    /// Whether the caregiver is told of misses.
    public var misses: Bool
    /// Whether the caregiver is told of completions.
    public var completions: Bool
    /// When the choice was made; it holds from then on.
    public var since: Date

    /// Creates the choice.
    public init(misses: Bool, completions: Bool, since: Date) {
        self.misses = misses
        self.completions = completions
        self.since = since
    }

    /// The messages the caregiver is sent about `notifications` by `now`: their stages at
    /// `now` (``TaskNotification/stage(at:outcomes:gracePeriod:)``), a miss for each one
    /// left and a completion for each one resolved, of the kinds opted in to, for the
    /// occurrences due from ``since`` on.
    public func messages(about notifications: [TaskNotification], outcomes: [TaskOutcome], at now: Date,
                         gracePeriod: TimeInterval) -> [Message] {
        guard misses || completions else { return [] }
        let byOccurrence = Dictionary(grouping: outcomes, by: \.occurrence)
        return notifications.compactMap { notification -> Message? in
            guard notification.sentAt >= since else { return nil }
            let stage = notification.stage(at: now, outcomes: byOccurrence[notification.occurrence] ?? [], gracePeriod: gracePeriod)
            switch stage {
            case .left where misses: return Message(occurrence: notification.occurrence, kind: .missed)
            case .resolved where completions: return Message(occurrence: notification.occurrence, kind: .completed)
            default: return nil
            }
        }
    }
}
