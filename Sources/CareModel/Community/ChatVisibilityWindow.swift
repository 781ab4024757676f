import Foundation

/// How long cohort chat messages stay visible to users, chosen by an administrator from a
/// list (seed 004, DR2/DR4.FR5.2: "1 hour, 2 hours, 24 hours, 48 hours").
///
/// The window is elapsed time, not wall-clock time: a message sent at 01:30 on the night the
/// clocks go forward is still visible for exactly 24 hours.
public enum ChatVisibilityWindow: Int, CaseIterable, Codable, Sendable {
    /// 1 hour.
    case oneHour = 1
    /// 2 hours.
    case twoHours = 2
    /// 24 hours.
    case twentyFourHours = 24
    /// 48 hours.
    case fortyEightHours = 48

    /// The window in hours.
    public var hours: Int { rawValue }

    /// The window in seconds.
    public var duration: TimeInterval { TimeInterval(rawValue) * 3600 }

    /// Whether a message sent at `sentAt` is still visible at `now`: from the moment it is
    /// sent until, but not including, `sentAt + window`.
    public func isVisible(sentAt: Date, at now: Date) -> Bool {
        now >= sentAt && now < sentAt.addingTimeInterval(duration)
    }
}
