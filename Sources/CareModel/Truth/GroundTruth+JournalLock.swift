extension GroundTruth {
    /// What a run planted about the journal's password lock (seed 002, entries 50-56), which
    /// `carelab analyze truth` recovers (kind `journal_lock`).
    public struct JournalLockTruth: Codable, Hashable, Sendable {
        /// The share of people who enable the lock when it is offered, on their first
        /// opening of the journal.
        public var enableShare: Double
        /// The chance that the confirming entry differs from the first when enabling.
        public var mismatchChance: Double
        /// The chance that an entry of the password to open the journal or disable the lock
        /// is wrong.
        public var wrongEntryChance: Double
        /// The chance of disabling the lock at an opening of the journal while it is enabled.
        public var disableChance: Double

        /// The planted lock from its parts.
        public init(enableShare: Double, mismatchChance: Double, wrongEntryChance: Double, disableChance: Double) {
            self.enableShare = enableShare
            self.mismatchChance = mismatchChance
            self.wrongEntryChance = wrongEntryChance
            self.disableChance = disableChance
        }
    }
}
