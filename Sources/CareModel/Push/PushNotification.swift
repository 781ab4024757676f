import Foundation

/// One push notification sent to a person (seed 004, DR7.FR9.0-9.1): its kind, when it was
/// sent and whether the person opened it. Only kinds the person's preferences admit are
/// sent (DR7.FR9.2, ``NotificationPreferences/allows(_:)``); what it said is never kept.
public struct PushNotification: Hashable, Sendable {
    /// What the notification announces.
    public var kind: NotificationKind
    /// When it was sent.
    public var sentAt: Date
    /// Whether the person opened it.
    public var opened: Bool

    /// Creates a notification.
    public init(kind: NotificationKind, sentAt: Date, opened: Bool) {
        self.kind = kind
        self.sentAt = sentAt
        self.opened = opened
    }
}

/// A person's choice of which push notifications reach them (seed 004, DR7.FR9.2: "all
/// notifications or just specific ones") and when it was made; it holds from then on.
public struct PushPreferencesChoice: Hashable, Sendable {
    /// The kinds chosen.
    public var preferences: NotificationPreferences
    /// When the choice was made.
    public var since: Date

    /// Creates the choice.
    public init(preferences: NotificationPreferences, since: Date) {
        self.preferences = preferences
        self.since = since
    }

    /// Whether the person chose every kind (rather than specific ones).
    public var keepsAll: Bool { preferences.selection == .all }
}
