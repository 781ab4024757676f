import CareModel
import CareStats

extension TruthAnalysis {
    /// The planted journal edits and deletes (seed 002, entries 40-44) with their estimates
    /// in `edits`: entries edited and deleted per entry written and the mean hours to an
    /// edit, each a ratio of per-person sums with its person-clustered interval.
    static func journal(_ truth: GroundTruth.JournalTruth, report edits: CardsReport.JournalEdits?) -> [TruthComparison.ParameterRecovery] {
        func row(_ name: String, _ planted: Double, _ estimate: RatioEstimate?, people: Int, note: String) -> TruthComparison.ParameterRecovery {
            TruthComparison.ParameterRecovery(parameter: name, planted: planted, estimate: estimate?.estimate,
                                              interval: estimate?.interval, people: people, note: note)
        }
        return [
            row("edit_share", truth.editShare, edits?.editedPerEntry, people: edits?.people ?? 0,
                note: "journal entries edited per entry written (deleted ones included), interval clustered by person"),
            row("delete_share", truth.deleteShare, edits?.deletedPerEntry, people: edits?.people ?? 0,
                note: "journal entries deleted per entry written, interval clustered by person"),
            row("edit_delay_hours", truth.editDelayHours, edits?.hoursToEdit, people: edits?.peopleWithEdits ?? 0,
                note: "mean hours from writing an entry to its edit, interval clustered by person"),
        ]
    }
}
