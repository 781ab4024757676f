import CareStats
import Foundation

/// The journal's password lock over a run (seed 002, entries 50-56): how many journal users
/// enable it when it is offered, how often the confirmation and the password are entered
/// wrong, how often it is disabled, and whether people with the lock write fewer entries.
/// Counts and estimates only: the small-cell rule is the report's to apply.
public struct JournalLockReport: Sendable {
    /// People in the run, and those with a journal entry (the journal's users, each offered
    /// the lock on their first opening).
    public var people: Int
    public var journalUsers: Int
    /// Journal users who enabled the lock.
    public var enabledPeople: Int
    /// Confirmations that differed from the first entry, and locks enabled.
    public var mismatches: Int
    public var enables: Int
    /// Mismatched confirmations per confirmation (mismatched and matching), a ratio over the
    /// people who enabled the lock with its interval clustered by person; nil with fewer than
    /// two such people.
    public var mismatchPerConfirmation: RatioEstimate?
    /// Entries of the password (to open the journal or disable the lock) and the wrong ones.
    public var passwordEntries: Int
    public var failedAttempts: Int
    /// People who entered the password.
    public var peopleEnteringPassword: Int
    /// Wrong entries per entry of the password, interval clustered by person; nil with fewer
    /// than two people who entered it.
    public var failedPerEntry: RatioEstimate?
    /// Journal openings unlocked, locks disabled, and people who disabled it.
    public var unlocks: Int
    public var disables: Int
    public var peopleDisabling: Int
    /// Locks disabled per opening unlocked, interval clustered by person; nil with fewer than
    /// two people who unlocked the journal.
    public var disablesPerUnlock: RatioEstimate?
    /// Journal entries per day with a log-in, for journal users who enabled the lock and for
    /// those who never did (with a day of use), each a ratio with its interval clustered by
    /// person; nil with fewer than two people in the group.
    public var entriesPerUseDayLocked: RatioEstimate?
    public var entriesPerUseDayUnlocked: RatioEstimate?
    /// The people behind the two rates.
    public var lockedWithUse: Int
    public var unlockedWithUse: Int

    /// The share of journal users who enabled the lock, with its Wilson interval; nil
    /// without journal users.
    public var enabledShare: Proportion? { try? Proportion.wilson(successes: enabledPeople, trials: journalUsers) }

    /// The entry rate of people with the lock over that of people without, with a 95 %
    /// interval from the two rates' standard errors on the log scale (independent groups);
    /// below 1 when people with the lock write fewer entries. Nil when either rate is
    /// missing or not positive.
    public var entryRateRatio: (estimate: Double, interval: ConfidenceInterval)? {
        guard let locked = entriesPerUseDayLocked, let unlocked = entriesPerUseDayUnlocked,
              locked.estimate > 0, unlocked.estimate > 0 else { return nil }
        let ratio = locked.estimate / unlocked.estimate
        let logSE = ((locked.standardError / locked.estimate) * (locked.standardError / locked.estimate)
            + (unlocked.standardError / unlocked.estimate) * (unlocked.standardError / unlocked.estimate)).squareRoot()
        let z = 1.959_963_984_540_054  // the standard normal's 97.5 % quantile
        return (ratio, ConfidenceInterval(lower: ratio * exp(-z * logSE), upper: ratio * exp(z * logSE), level: 0.95))
    }
}
