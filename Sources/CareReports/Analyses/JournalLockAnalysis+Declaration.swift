import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze journal-lock`: the emotion journal's password lock in seed 002's
/// wellbeing kit: who enables it, how often the password is entered wrong, how often it is
/// disabled, and whether people with the lock write fewer entries.
extension JournalLockAnalysis: DeclaredAnalysis {
    public static let name = "journal-lock"
    public static let abstract = "Journal password lock: share enabling it, failed attempts, disables, entries with and without it (seed 002)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), seed 002 entries 50-56, people the journal's users (those with
        an entry, each offered the lock on their first opening) unless said:
        enabled_share (journal users who enabled the lock, Wilson interval);
        mismatch_per_confirmation (confirmations that differed from the first
        entry per confirmation, people those who enabled it); failed_per_entry
        (wrong entries of the password per entry, to open the journal or disable
        the lock, people those who entered it); disables (a count) and
        disables_per_unlock (locks disabled per journal opening unlocked, people
        those who unlocked it); the last three are ratios of per-person sums with
        95 % intervals clustered by person. Then entries_per_use_day (journal
        entries per day with a log-in) by group, locked (enabled the lock) and
        unlocked (never did), each clustered by person, and
        entry_rate_ratio_locked (locked over unlocked, an interval from the two
        rates on the log scale): below 1 when people with the lock write fewer
        entries. Fewer people than --min-cell: suppressed. No password is ever
        stored or read.
        """
    public static let exampleRun = "runs/wellbeing"
    public static let nothingToRead = "the database has no journal entries"

    public static func run(on database: CareDatabase) throws -> JournalLockReport {
        try JournalLockAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: JournalLockReport) -> Bool { result.journalUsers == 0 }

    public static func table(_ report: JournalLockReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        guard report.journalUsers > 0 else { return table.table }
        table.add("enabled_share", proportion: report.enabledShare, people: report.journalUsers)
        for (measure, estimate) in [("mismatch_per_confirmation", report.mismatchPerConfirmation),
                                    ("failed_per_entry", report.failedPerEntry)] {
            table.add(measure, estimate?.estimate, estimate?.interval, people: estimate?.count ?? 0)
        }
        table.add("disables", count: report.disables, people: report.peopleDisabling)
        let disables = report.disablesPerUnlock
        table.add("disables_per_unlock", disables?.estimate, disables?.interval, people: disables?.count ?? 0)
        table.add("entries_per_use_day", group: "locked", report.entriesPerUseDayLocked?.estimate,
                  report.entriesPerUseDayLocked?.interval, people: report.lockedWithUse)
        table.add("entries_per_use_day", group: "unlocked", report.entriesPerUseDayUnlocked?.estimate,
                  report.entriesPerUseDayUnlocked?.interval, people: report.unlockedWithUse)
        table.add("entry_rate_ratio_locked", report.entryRateRatio?.estimate, report.entryRateRatio?.interval,
                  people: min(report.lockedWithUse, report.unlockedWithUse))
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["measure", "people", "estimate", "95 % interval"]

    /// The share of journal users who enabled the lock, mismatched confirmations, wrong
    /// entries and disables, and journal entries per day in the app with and without the
    /// lock; a row backed by fewer people than the small-cell minimum shows `suppressed`.
    static func rows(_ lock: JournalLockReport, smallCells: SmallCellRule) -> [[String]] {
        func row(_ label: String, _ estimate: Double?, _ interval: ConfidenceInterval?, people: Int, digits: Int,
                 scale: Double = 1, suffix: String = "") -> [String] {
            guard smallCells.allows(people) else { return [label, smallCells.shown(people), "suppressed", ""] }
            return [label, NumberFormat.grouped(people),
                    estimate.map { NumberFormat.fixed($0 * scale, digits) + suffix } ?? "NA",
                    RunReport.range(interval?.lower, interval?.upper, digits, scale: scale, suffix: suffix)]
        }
        let ratio = lock.entryRateRatio
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

    /// The text above the section's table.
    static func text(_ lock: JournalLockReport, smallCells: SmallCellRule) -> String {
        var text = "The journal's password lock (seed 002, entries 50-56), offered on each journal user's first "
            + "opening: enabled by \(smallCells.shown(lock.enabledPeople)) of "
            + "\(NumberFormat.grouped(lock.journalUsers)) journal users; "
            + "\(smallCells.shown(lock.failedAttempts)) wrong entries of the password and "
            + "\(smallCells.shown(lock.disables)) locks disabled. Ratios are of per-person sums with 95 % intervals "
            + "clustered by person; no password is ever stored."
        if let ratio = lock.entryRateRatio, smallCells.allows(min(lock.lockedWithUse, lock.unlockedWithUse)) {
            let fewer = ratio.interval.upper < 1, more = ratio.interval.lower > 1
            text += " People with the lock wrote " + (fewer ? "fewer" : more ? "more" : "about as many")
                + " entries per day in the app (rate ratio \(NumberFormat.fixed(ratio.estimate, 2)), "
                + RunReport.range(ratio.interval.lower, ratio.interval.upper, 2) + ")."
        }
        return text + " `carelab analyze journal-lock` writes the same figures."
    }

    /// The section appears only when someone enabled the lock.
    public static func markdown(_ result: JournalLockReport, in report: RunReport) -> [String] {
        guard result.enabledPeople > 0 else { return [] }
        return ["## Journal password lock", "", text(result, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The Markdown report's table; nil when nobody enabled the lock.
    public static func html(_ result: JournalLockReport, in report: RunReport) -> HTMLDocument.Section? {
        guard result.enabledPeople > 0 else { return nil }
        var table = HTMLTable(caption: "Journal password lock", header: header, labelColumns: 1)
        rows(result, smallCells: report.smallCells).forEach { table.append($0) }
        return HTMLDocument.Section(id: "journal-lock", title: "Journal password lock",
                                    body: HTML.paragraph(text(result, smallCells: report.smallCells)) + "\n" + table.html)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "journal_lock"
    public static let truthSummary = "journal-lock parameters"
    public static let truthHelp = """
        Per planted journal-lock parameter (kind journal_lock, seed 002 entries
        50-56): enable_share (journal users who enabled the lock, Wilson
        interval), mismatch_chance (mismatched confirmations per confirmation),
        wrong_entry_chance (wrong entries per entry of the password) and
        disable_chance (locks disabled per journal opening unlocked), the last
        three ratios of per-person sums with their intervals clustered by person.
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.journalLock != nil }

    /// The planted lock with its estimates: the share of journal users who enable it (Wilson
    /// interval), and the chances of a mismatched confirmation, a wrong entry of the password
    /// and a disable at an unlocked opening, each a ratio of per-person sums with its
    /// person-clustered interval.
    public static func truthRows(_ truth: GroundTruth, _ report: JournalLockReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.journalLock else { return [] }
        func row(_ name: String, _ planted: Double, _ estimate: RatioEstimate?, people: Int, note: String) -> TruthComparison.ParameterRecovery {
            TruthComparison.ParameterRecovery(parameter: name, planted: planted, estimate: estimate?.estimate,
                                              interval: estimate?.interval, people: people, note: note)
        }
        let share = report.enabledShare
        return [
            TruthComparison.ParameterRecovery(
                parameter: "enable_share", planted: planted.enableShare, estimate: share?.estimate, interval: share?.interval,
                people: report.journalUsers, note: "journal users who enabled the lock, Wilson interval"),
            row("mismatch_chance", planted.mismatchChance, report.mismatchPerConfirmation,
                people: report.mismatchPerConfirmation?.count ?? 0,
                note: "mismatched confirmations per confirmation, interval clustered by person"),
            row("wrong_entry_chance", planted.wrongEntryChance, report.failedPerEntry, people: report.failedPerEntry?.count ?? 0,
                note: "wrong entries per entry of the password, interval clustered by person"),
            row("disable_chance", planted.disableChance, report.disablesPerUnlock, people: report.disablesPerUnlock?.count ?? 0,
                note: "locks disabled per journal opening unlocked, interval clustered by person"),
        ]
    }
}
