import Foundation

/// One thing that happened to the journal's password lock (seed 002, entries 50-56), at the
/// instant it happened: the only record of the lock, never a password.
public struct JournalLockEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// The lock was enabled: the password entered twice, the same (entries 50-51, 56).
        case enabled
        /// The confirming entry differed from the first (entry 51): the user starts again.
        case confirmMismatch = "confirm_mismatch"
        /// The password entered to open the journal was right (entries 52-53).
        case unlocked
        /// The password entered to open the journal was wrong: a failed attempt.
        case unlockFailed = "unlock_failed"
        /// The lock was disabled with the password (entries 54-55).
        case disabled
        /// The password entered to disable the lock was wrong: a failed attempt.
        case disableFailed = "disable_failed"

        /// Whether the event is an entry of the password to open the journal or disable the
        /// lock (not the two entries that enable it).
        public var isPasswordEntry: Bool {
            switch self {
            case .unlocked, .unlockFailed, .disabled, .disableFailed: true
            case .enabled, .confirmMismatch: false
            }
        }

        /// Whether the event is a wrong entry of the password.
        public var isFailedAttempt: Bool { self == .unlockFailed || self == .disableFailed }
    }

    /// What happened.
    public var kind: Kind
    /// When.
    public var at: Date

    /// An event of `kind` at `at`.
    public init(_ kind: Kind, at: Date) {
        self.kind = kind
        self.at = at
    }
}
