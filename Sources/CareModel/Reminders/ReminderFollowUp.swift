import Foundation

/// The rule for "was this reminder followed" (seed 000, Req 15: "whether a reminder was
/// followed"): the thing it reminds of was logged, or checked off, within ``window`` after
/// the reminder fired.
///
/// Any reminder is followed when it was checked off (marked done) in the window; a
/// medication reminder also by a dose of that medication taken in the window, a
/// lifestyle-factor reminder by an entry of that factor logged in it. The seed gives no window; two hours
/// is the default, a value a product team may change.
public struct ReminderFollowUp: Hashable, Sendable {
    /// How long after the firing an action still counts as following it.
    public var window: TimeInterval

    /// The default window: two hours.
    public static let standard = ReminderFollowUp(window: 2 * 3600)

    /// A rule with `window` seconds; a negative window is taken as none.
    public init(window: TimeInterval) {
        self.window = max(0, window)
    }

    /// Whether an action at `instant` follows a firing at `firedAt`: at or after it and
    /// within the window.
    public func follows(_ instant: Date, firedAt: Date) -> Bool {
        instant >= firedAt && instant.timeIntervalSince(firedAt) <= window
    }

    /// The first of `actions` that follows a firing at `firedAt`; nil when none does.
    public func followUp(of firedAt: Date, among actions: [Date]) -> Date? {
        actions.filter { follows($0, firedAt: firedAt) }.min()
    }

    /// Whether `fired` was followed: checked off within the window or, for a medication or
    /// lifestyle-factor reminder, a dose taken or an entry of its target logged in `record`
    /// within it.
    public func isFollowed(_ fired: FiredReminder, in record: PersonRecord) -> Bool {
        followUp(of: fired.firedAt, among: actions(for: fired, in: record)) != nil
    }

    /// The instants in `record` that can follow `fired`: its own check-off, and the doses
    /// of its medication (when taken) or the entries of its factor.
    public func actions(for fired: FiredReminder, in record: PersonRecord) -> [Date] {
        let checkOff = fired.followedAt.map { [$0] } ?? []
        switch fired.subject {
        case .medication: return checkOff + record.doseLogs.filter { $0.medication == fired.target }.map(\.takenAt)
        case .lifestyleFactor: return checkOff + record.factorEntries.filter { $0.factor == fired.target }.map(\.timestamp)
        case .appointment, .deviceChange, .other: return checkOff
        }
    }
}
