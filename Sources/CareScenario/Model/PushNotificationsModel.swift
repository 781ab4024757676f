import CareModel

/// Push notifications by kind, honouring each member's preferences (seed 004, DR7 and
/// DR7.FR9.0-9.2). Each person chooses once, at the start, to receive every kind (with
/// chance ``allShare``) or specific ones, keeping each kind with its chance in
/// ``keptShare``. A notification is sent for each event that triggers its kind only when
/// the person's choice admits the kind: a calendar event on its day, the daily check-in
/// reminder every day, and the cohort's and programme's events (``perDay``). Each is opened
/// with its kind's chance (``openChance(for:)``, the planted effect by kind); an opened
/// check-in reminder brings a person who would not otherwise have used the app that day to
/// log in with chance ``loginLift`` (a planted effect for scenarios without medications, tasks
/// or notes: that day has nothing logged).
public struct PushNotificationsModel: Hashable, Sendable {
    /// The chance that a person receives every kind.
    public var allShare: Double
    /// For a person who chooses specific kinds, the chance of keeping each kind; a kind not
    /// listed is kept.
    public var keptShare: [NotificationKind: Double]
    /// The mean number per day of the events of each incoming kind (``NotificationKind/incoming``) that
    /// reach a person's cohort; a kind not listed has none.
    public var perDay: [NotificationKind: Double]
    /// The chance that a notification is opened, for a kind not in ``openChanceByKind``.
    public var openChance: Double
    /// The chance that a notification of a kind is opened, where it differs from
    /// ``openChance``.
    public var openChanceByKind: [NotificationKind: Double]
    /// The chance that an opened daily check-in reminder brings a person who would not
    /// otherwise have used the app that day to log in.
    public var loginLift: Double

    /// Creates the model.
    public init(allShare: Double, keptShare: [NotificationKind: Double], perDay: [NotificationKind: Double],
                openChance: Double, openChanceByKind: [NotificationKind: Double] = [:], loginLift: Double) {
        self.allShare = allShare
        self.keptShare = keptShare
        self.perDay = perDay
        self.openChance = openChance
        self.openChanceByKind = openChanceByKind
        self.loginLift = loginLift
    }

    /// The chance that a person who chooses specific kinds keeps `kind`.
    public func keptChance(_ kind: NotificationKind) -> Double { keptShare[kind] ?? 1 }

    /// The chance that a notification of `kind` is opened.
    public func openChance(for kind: NotificationKind) -> Double { openChanceByKind[kind] ?? openChance }
}
