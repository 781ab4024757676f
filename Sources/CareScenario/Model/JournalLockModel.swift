/// How people use the journal's password lock (seed 002, entries 50-56), each journal
/// opening being an entry written, edited or deleted: on the first opening a person enables
/// the lock with ``enableShare``, entering the password and its confirmation, which differs
/// with ``mismatchChance`` (they start again); each later opening while the lock is enabled
/// needs the password, each entry of it wrong with ``wrongEntryChance`` (they try again);
/// after unlocking, they disable the lock with ``disableChance``, entering the password with
/// the same chance of a wrong entry. No password is ever simulated, only the events.
public struct JournalLockModel: Hashable, Sendable {
    /// The share of people who enable the lock when it is offered.
    public var enableShare: Double
    /// The chance that the confirming entry differs from the first, below 1.
    public var mismatchChance: Double
    /// The chance that an entry of the password is wrong, below 1.
    public var wrongEntryChance: Double
    /// The chance of disabling the lock at an opening while it is enabled.
    public var disableChance: Double

    /// Creates a model.
    public init(enableShare: Double, mismatchChance: Double, wrongEntryChance: Double, disableChance: Double) {
        self.enableShare = enableShare
        self.mismatchChance = mismatchChance
        self.wrongEntryChance = wrongEntryChance
        self.disableChance = disableChance
    }
}
