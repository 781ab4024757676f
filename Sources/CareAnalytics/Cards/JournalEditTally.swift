import CareModel
import CareStats
import Foundation

/// Edits and deletes of journal entries (seed 002, entries 40-44) for ``CardsAnalysis``:
/// per person with an entry, the entries, those edited and deleted, and the hours from
/// writing to each edit.
struct JournalEditTally {
    private var entries: [(edited: Double, deleted: Double, all: Double)] = []
    private var delays: [(hours: Double, edits: Double)] = []

    /// Adds `log`'s entries, deleted ones included.
    mutating func add(_ log: PersonRecord) {
        guard !log.journalKeywords.isEmpty else { return }
        let edits = log.journalKeywords.compactMap { entry in entry.editedAt.map { $0.timeIntervalSince(entry.at) / 3600 } }
        entries.append((Double(edits.count), Double(log.journalKeywords.count { $0.deletedAt != nil }),
                        Double(log.journalKeywords.count)))
        if !edits.isEmpty { delays.append((edits.reduce(0, +), Double(edits.count))) }
    }

    /// The figures, for ``CardsReport/journalEdits``; nil when no entry was edited or deleted.
    var report: CardsReport.JournalEdits? {
        let edited = entries.reduce(0) { $0 + $1.edited }, deleted = entries.reduce(0) { $0 + $1.deleted }
        guard edited + deleted > 0 else { return nil }
        return CardsReport.JournalEdits(
            people: entries.count, entries: Int(entries.reduce(0) { $0 + $1.all }), edited: Int(edited), deleted: Int(deleted),
            editedPerEntry: try? RatioEstimate(entries.map { ($0.edited, $0.all) }),
            deletedPerEntry: try? RatioEstimate(entries.map { ($0.deleted, $0.all) }),
            hoursToEdit: try? RatioEstimate(delays.map { ($0.hours, $0.edits) }), peopleWithEdits: delays.count)
    }
}
