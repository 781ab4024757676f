import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze journal-lock`: the emotion journal's password lock in seed 002's
/// wellbeing kit: who enables it, how often the password is entered wrong, how often it is
/// disabled, and whether people with the lock write fewer entries.
struct AnalyzeJournalLockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal-lock",
        abstract: "Journal password lock: share enabling it, failed attempts, disables, entries with and without it (seed 002).",
        discussion: """
            EXAMPLE:
              carelab analyze journal-lock --db runs/wellbeing/carelab.sqlite -o lock.csv

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
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try JournalLockAnalysis().run(on: database) }
        if report.journalUsers == 0 { Console.message("the database has no journal entries") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: JournalLockReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        guard report.journalUsers > 0 else { return table }
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
        return table
    }
}
