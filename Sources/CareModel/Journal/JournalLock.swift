import Foundation

/// The journal's password lock (seed 002, entries 50-56): offered when the journal is
/// opened for the first time (entry 50); enabled by entering a password and entering it
/// again to confirm (entries 51 and 56); while enabled, the journal opens only after the
/// password is entered (entries 52-53); disabled later, from the settings, with the
/// password (entries 54-55).
///
/// The lock holds no password's text: it compares ``PasswordDigest``s, which the app's key
/// derivation makes. What it returns are ``JournalLockEvent``s, the only part that is ever
/// recorded.
public struct JournalLock: Hashable, Sendable {
    /// Whether the lock has been offered (on the journal's first opening).
    public private(set) var offered = false
    /// The digest of the password while the lock is enabled.
    private var digest: PasswordDigest?

    /// A journal that was never opened, without a lock.
    public init() {}

    /// Whether opening the journal needs the password.
    public var isEnabled: Bool { digest != nil }

    /// The journal is opened: the first opening of a journal without a lock offers the lock
    /// (entry 50), an opening while it is enabled asks for the password (entry 52), any other
    /// opens the journal.
    public mutating func open() -> JournalAccess {
        defer { offered = true }
        if isEnabled { return .passwordNeeded }
        return offered ? .open : .offerLock
    }

    /// Enables the lock at `instant` with `password` and its `confirmation`, which must be
    /// the same (entries 51 and 56).
    public mutating func enable(
        password: PasswordDigest, confirmation: PasswordDigest, at instant: Date
    ) throws(JournalLockError) -> JournalLockEvent {
        guard !isEnabled else { throw .alreadyEnabled }
        guard password == confirmation else { throw .confirmationMismatch }
        digest = password
        return JournalLockEvent(.enabled, at: instant)
    }

    /// One entry of the password to open the journal at `instant` (entries 52-53): the
    /// journal unlocked, or a failed attempt.
    public func unlock(password: PasswordDigest, at instant: Date) throws(JournalLockError) -> JournalLockEvent {
        guard let digest else { throw .notEnabled }
        return JournalLockEvent(password == digest ? .unlocked : .unlockFailed, at: instant)
    }

    /// One entry of the password to disable the lock at `instant` (entries 54-55): the
    /// lock disabled, or a failed attempt that leaves it enabled.
    public mutating func disable(password: PasswordDigest, at instant: Date) throws(JournalLockError) -> JournalLockEvent {
        guard let digest else { throw .notEnabled }
        guard password == digest else { return JournalLockEvent(.disableFailed, at: instant) }
        self.digest = nil
        return JournalLockEvent(.disabled, at: instant)
    }
}

/// What opening the journal leads to (seed 002, entries 50-53).
public enum JournalAccess: Hashable, Sendable {
    /// The first opening: the journal opens and the password lock is offered.
    case offerLock
    /// The journal opens.
    case open
    /// The password must be entered first.
    case passwordNeeded
}

/// A password as the app's key derivation digests it: CareLab never holds a password's
/// text, only compares digests (seed 002, entries 50-56).
public struct PasswordDigest: Hashable, Sendable {
    /// The digest's bytes.
    public let bytes: [UInt8]

    /// A digest of at least one byte.
    public init(bytes: [UInt8]) throws(JournalLockError) {
        guard !bytes.isEmpty else { throw .emptyDigest }
        self.bytes = bytes
    }
}

/// Why a journal-lock operation is refused.
public enum JournalLockError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The confirming entry differs from the first (entry 51): the user enters both again.
    case confirmationMismatch
    /// Enabling a lock that is enabled.
    case alreadyEnabled
    /// Unlocking or disabling a lock that is not enabled.
    case notEnabled
    /// A password digest of no bytes.
    case emptyDigest

    public var description: String {
        switch self {
        case .confirmationMismatch: "the password and its confirmation differ: expected the same password twice"
        case .alreadyEnabled: "the journal lock is already enabled"
        case .notEnabled: "the journal lock is not enabled"
        case .emptyDigest: "the password digest is empty: expected the digest's bytes"
        }
    }
}
