import CareAnalytics
import CareStats

extension RunReport {
    /// The header of ``journalLockRows``.
    static let journalLockHeader = ["measure", "people", "estimate", "95 % interval"]

    /// The journal's password lock (seed 002, entries 50-56), for the Markdown and HTML
    /// reports alike: the share of journal users who enabled it, mismatched confirmations,
    /// wrong entries and disables, and journal entries per day in the app with and without
    /// the lock. Nil when nobody enabled it; a row backed by fewer people than the
    /// small-cell minimum shows `suppressed`.
    var journalLockRows: [[String]]? {
        guard let journalLock, journalLock.enabledPeople > 0 else { return nil }
        func row(_ label: String, _ estimate: Double?, _ interval: ConfidenceInterval?, people: Int, digits: Int,
                 scale: Double = 1, suffix: String = "") -> [String] {
            guard smallCells.allows(people) else { return [label, smallCells.shown(people), "suppressed", ""] }
            return [label, NumberFormat.grouped(people),
                    estimate.map { NumberFormat.fixed($0 * scale, digits) + suffix } ?? "NA",
                    Self.range(interval?.lower, interval?.upper, digits, scale: scale, suffix: suffix)]
        }
        let lock = journalLock, ratio = lock.entryRateRatio
        return [
            row("journal users who enabled the lock", lock.enabledShare?.estimate, lock.enabledShare?.interval,
                people: lock.journalUsers, digits: 1, scale: 100, suffix: " %"),
            row("mismatched confirmations per confirmation", lock.mismatchPerConfirmation?.estimate,
                lock.mismatchPerConfirmation?.interval, people: lock.mismatchPerConfirmation?.count ?? 0, digits: 3),
            row("wrong entries per entry of the password", lock.failedPerEntry?.estimate, lock.failedPerEntry?.interval,
                people: lock.failedPerEntry?.count ?? 0, digits: 3),
            row("locks disabled per opening unlocked", lock.disablesPerUnlock?.estimate, lock.disablesPerUnlock?.interval,
                people: lock.disablesPerUnlock?.count ?? 0, digits: 3),
            row("journal entries per day in the app, with the lock", lock.entriesPerUseDayLocked?.estimate,
                lock.entriesPerUseDayLocked?.interval, people: lock.lockedWithUse, digits: 3),
            row("journal entries per day in the app, without it", lock.entriesPerUseDayUnlocked?.estimate,
                lock.entriesPerUseDayUnlocked?.interval, people: lock.unlockedWithUse, digits: 3),
            row("entry rate with the lock vs without (ratio)", ratio?.estimate, ratio?.interval,
                people: min(lock.lockedWithUse, lock.unlockedWithUse), digits: 2, suffix: " ×"),
        ]
    }

    /// The text above the lock's table.
    var journalLockText: String? {
        guard let journalLock, journalLockRows != nil else { return nil }
        var text = "The journal's password lock (seed 002, entries 50-56), offered on each journal user's first "
            + "opening: enabled by \(smallCells.shown(journalLock.enabledPeople)) of "
            + "\(NumberFormat.grouped(journalLock.journalUsers)) journal users; "
            + "\(smallCells.shown(journalLock.failedAttempts)) wrong entries of the password and "
            + "\(smallCells.shown(journalLock.disables)) locks disabled. Ratios are of per-person sums with 95 % intervals "
            + "clustered by person; no password is ever stored."
        if let ratio = journalLock.entryRateRatio, smallCells.allows(min(journalLock.lockedWithUse, journalLock.unlockedWithUse)) {
            let fewer = ratio.interval.upper < 1, more = ratio.interval.lower > 1
            text += " People with the lock wrote " + (fewer ? "fewer" : more ? "more" : "about as many")
                + " entries per day in the app (rate ratio \(NumberFormat.fixed(ratio.estimate, 2)), "
                + Self.range(ratio.interval.lower, ratio.interval.upper, 2) + ")."
        }
        return text + " `carelab analyze journal-lock` writes the same figures."
    }

    /// The Markdown section of ``journalLockRows``.
    var journalLockSection: [String] {
        guard let rows = journalLockRows, let text = journalLockText else { return [] }
        return ["## Journal password lock", "", text, "", "| " + Self.journalLockHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.journalLockHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
