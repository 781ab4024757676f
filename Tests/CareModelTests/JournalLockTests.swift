import Foundation
import Testing
@testable import CareModel

/// Seed 002, entries 50-56: the journal's password lock as a value type, holding digests and
/// returning events, never a password's text.
@Suite struct JournalLockTests {
    static let at = Date(timeIntervalSince1970: 1_790_000_000)
    static let right = try! PasswordDigest(bytes: [1, 2, 3])
    static let wrong = try! PasswordDigest(bytes: [9])

    @Test("Seed 002 Req 50: the lock is offered on the journal's first opening only")
    func offeredOnTheFirstOpening() {
        var lock = JournalLock()
        #expect(lock.open() == .offerLock)
        #expect(lock.offered)
        #expect(lock.open() == .open)
        #expect(!lock.isEnabled)
    }

    @Test("Seed 002 Req 51, 56: enabling needs the password twice and the same; a mismatch is a typed error")
    func enablingNeedsAMatchingConfirmation() throws {
        var lock = JournalLock()
        _ = lock.open()
        #expect(throws: JournalLockError.confirmationMismatch) {
            try lock.enable(password: Self.right, confirmation: Self.wrong, at: Self.at)
        }
        #expect(!lock.isEnabled)
        #expect(try lock.enable(password: Self.right, confirmation: Self.right, at: Self.at) == JournalLockEvent(.enabled, at: Self.at))
        #expect(lock.isEnabled)
        #expect(throws: JournalLockError.alreadyEnabled) {
            try lock.enable(password: Self.right, confirmation: Self.right, at: Self.at)
        }
    }

    @Test("Seed 002 Req 52-53: while enabled the journal needs the password; a wrong entry is a failed attempt")
    func openingNeedsThePassword() throws {
        var lock = JournalLock()
        _ = lock.open()
        #expect(throws: JournalLockError.notEnabled) { try lock.unlock(password: Self.right, at: Self.at) }
        _ = try lock.enable(password: Self.right, confirmation: Self.right, at: Self.at)
        #expect(lock.open() == .passwordNeeded)
        #expect(try lock.unlock(password: Self.wrong, at: Self.at).kind == .unlockFailed)
        #expect(try lock.unlock(password: Self.right, at: Self.at).kind == .unlocked)
        #expect(lock.isEnabled)
    }

    @Test("Seed 002 Req 54-55: disabling needs the password; a wrong one leaves the lock enabled")
    func disablingNeedsThePassword() throws {
        var lock = JournalLock()
        _ = lock.open()
        _ = try lock.enable(password: Self.right, confirmation: Self.right, at: Self.at)
        #expect(try lock.disable(password: Self.wrong, at: Self.at).kind == .disableFailed)
        #expect(lock.isEnabled)
        #expect(try lock.disable(password: Self.right, at: Self.at).kind == .disabled)
        #expect(!lock.isEnabled)
        #expect(lock.open() == .open)
        #expect(throws: JournalLockError.notEnabled) { try lock.disable(password: Self.right, at: Self.at) }
    }

    @Test("Seed 002 Req 50-56: an empty digest is refused; the events' stored names and which are password entries")
    func digestsAndEventKinds() {
        #expect(throws: JournalLockError.emptyDigest) { try PasswordDigest(bytes: []) }
        #expect(JournalLockEvent.Kind.allCases.map(\.rawValue)
            == ["enabled", "confirm_mismatch", "unlocked", "unlock_failed", "disabled", "disable_failed"])
        #expect(JournalLockEvent.Kind.allCases.filter(\.isPasswordEntry) == [.unlocked, .unlockFailed, .disabled, .disableFailed])
        #expect(JournalLockEvent.Kind.allCases.filter(\.isFailedAttempt) == [.unlockFailed, .disableFailed])
    }
}
