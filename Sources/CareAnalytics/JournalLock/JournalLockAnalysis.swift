import CareModel
import CareStats
import CareStore

/// Computes a ``JournalLockReport`` in one pass over the people of a run: each journal
/// user's lock events (seed 002, entries 50-56) counted, and their journal entries against
/// their days with a log-in (a local day of their zone with a `login` usage event), apart
/// for those who enabled the lock and those who never did.
public struct JournalLockAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`; a database without lock events gives a report with
    /// no lock enabled.
    public func run(on database: CareDatabase) throws(AnalysisError) -> JournalLockReport {
        var report = JournalLockReport(
            people: 0, journalUsers: 0, enabledPeople: 0, mismatches: 0, enables: 0, passwordEntries: 0,
            failedAttempts: 0, peopleEnteringPassword: 0, unlocks: 0, disables: 0, peopleDisabling: 0,
            lockedWithUse: 0, unlockedWithUse: 0)
        var confirmations: [(y: Double, x: Double)] = [], entries: [(y: Double, x: Double)] = []
        var disables: [(y: Double, x: Double)] = []
        var locked: [(y: Double, x: Double)] = [], unlocked: [(y: Double, x: Double)] = []
        try database.people(reading: [.usage, .journal, .journalLock]) { log in
            report.people += 1
            guard !log.journalKeywords.isEmpty else { return }
            report.journalUsers += 1
            let count = { (kind: JournalLockEvent.Kind) in log.journalLockEvents.count { $0.kind == kind } }
            let enabled = count(.enabled), mismatched = count(.confirmMismatch), unlocks = count(.unlocked)
            let entered = log.journalLockEvents.count { $0.kind.isPasswordEntry }
            let failed = log.journalLockEvents.count { $0.kind.isFailedAttempt }
            report.enabledPeople += enabled > 0 ? 1 : 0
            report.enables += enabled
            report.mismatches += mismatched
            report.passwordEntries += entered
            report.failedAttempts += failed
            report.unlocks += unlocks
            report.disables += count(.disabled)
            report.peopleDisabling += count(.disabled) > 0 ? 1 : 0
            if enabled > 0 { confirmations.append((Double(mismatched), Double(mismatched + enabled))) }
            if entered > 0 {
                report.peopleEnteringPassword += 1
                entries.append((Double(failed), Double(entered)))
            }
            if unlocks > 0 { disables.append((Double(count(.disabled)), Double(unlocks))) }
            let timeline = log.timeline
            let useDays = Set(log.usageEvents.filter { $0.kind == .login }.map { timeline.localDay(of: $0.timestamp) })
            guard !useDays.isEmpty else { return }
            let pair = (y: Double(log.journalKeywords.count), x: Double(useDays.count))
            if enabled > 0 { locked.append(pair) } else { unlocked.append(pair) }
        }
        report.mismatchPerConfirmation = try? RatioEstimate(confirmations)
        report.failedPerEntry = try? RatioEstimate(entries)
        report.disablesPerUnlock = try? RatioEstimate(disables)
        report.entriesPerUseDayLocked = try? RatioEstimate(locked)
        report.entriesPerUseDayUnlocked = try? RatioEstimate(unlocked)
        report.lockedWithUse = locked.count
        report.unlockedWithUse = unlocked.count
        return report
    }
}
