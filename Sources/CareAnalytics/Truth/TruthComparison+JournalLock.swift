import CareModel
import CareStats

extension TruthAnalysis {
    /// The planted journal password lock (seed 002, entries 50-56) with its estimates in
    /// `report`: the share of journal users who enable it (Wilson interval), and the chances
    /// of a mismatched confirmation, a wrong entry of the password and a disable at an
    /// unlocked opening, each a ratio of per-person sums with its person-clustered interval.
    static func journalLock(_ truth: GroundTruth.JournalLockTruth, report: JournalLockReport) -> [TruthComparison.ParameterRecovery] {
        func row(_ name: String, _ planted: Double, _ estimate: RatioEstimate?, people: Int, note: String) -> TruthComparison.ParameterRecovery {
            TruthComparison.ParameterRecovery(parameter: name, planted: planted, estimate: estimate?.estimate,
                                              interval: estimate?.interval, people: people, note: note)
        }
        let share = report.enabledShare
        return [
            TruthComparison.ParameterRecovery(
                parameter: "enable_share", planted: truth.enableShare, estimate: share?.estimate, interval: share?.interval,
                people: report.journalUsers, note: "journal users who enabled the lock, Wilson interval"),
            row("mismatch_chance", truth.mismatchChance, report.mismatchPerConfirmation,
                people: report.mismatchPerConfirmation?.count ?? 0,
                note: "mismatched confirmations per confirmation, interval clustered by person"),
            row("wrong_entry_chance", truth.wrongEntryChance, report.failedPerEntry, people: report.failedPerEntry?.count ?? 0,
                note: "wrong entries per entry of the password, interval clustered by person"),
            row("disable_chance", truth.disableChance, report.disablesPerUnlock, people: report.disablesPerUnlock?.count ?? 0,
                note: "locks disabled per journal opening unlocked, interval clustered by person"),
        ]
    }
}
