import CareAnalytics
import CareModel

extension TruthTable {
    /// The summary line on stderr: planted effects detected and recovered, false
    /// discoveries, then each group of verdicts (an empty group is left out).
    public static func summary(_ comparison: TruthComparison, declared: [DeclaredTruth]) -> String {
        let detected = comparison.planted.filter(\.detected).count
        let recovered = comparison.planted.filter { $0.recovered == true }.count
        var summary = "\(detected) of \(comparison.planted.count) planted effects detected, \(recovered) recovered; "
            + "\(English.count(comparison.falseDiscoveries.count, "false discovery", "false discoveries")) among "
            + "\(English.count(comparison.nullCellsTested, "null cell")) "
            + "at q < \(comparison.falseDiscoveryRate)"
        // Each group of verdicts in the order the summary names them; an empty group is left out.
        var groups: [(what: String, verdicts: [Bool?])] = [
            ("between-person effects", comparison.between.map(\.recovered)),
            ("missed-dose effects", comparison.missedDoses.map(\.recovered)),
            ("mood weight", comparison.moodWeight.map { [$0.recovered] } ?? []),
            ("dropout hazards", comparison.dropout.filter { $0.estimate != nil }.map(\.recovered)),
            ("symptom-factor effects", comparison.symptomFactors.map(\.recovered)),
            ("onset shares", comparison.onsets.map(\.recovered)),
            ("part-of-day effects", comparison.partEffects.map(\.recovered)),
            ("onset triggers", comparison.onsetTriggers.map(\.recovered)),
            ("missingness", comparison.missingness.map { [$0.recovered] } ?? []),
            ("engagement periods", comparison.activeShares.map(\.recovered)),
            ("adherence means", comparison.adherence.map(\.recovered)),
            ("refill lateness means", comparison.refillLateness.map(\.recovered)),
            ("late-logging shares", comparison.lateLogging.map(\.recovered)),
            ("logging delays", comparison.loggingDelay.map(\.recovered)),
            ("task completion means", comparison.taskCompletion.map(\.recovered)),
            ("measurement trends", comparison.measurementTrends.map(\.recovered)),
            ("medical-record mistake rates", comparison.medicalRecordRates.map(\.recovered)),
            ("forum parameters", comparison.forum.map(\.recovered)),
            ("redemption chances", comparison.redemption.map(\.recovered)),
            ("learning-module parameters", comparison.modules.map(\.recovered)),
            ("calendar parameters", comparison.calendar.map(\.recovered)),
            ("sessions per day", comparison.sessions.map(\.recovered)),
            ("card kit parameters", comparison.cards.map(\.recovered)),
            ("journal edit parameters", comparison.journal.map(\.recovered)),
            ("task-group edits", comparison.taskGroups.map(\.recovered)),
        ]
        groups += declared.map { (what: $0.summary, verdicts: $0.rows.map(\.recovered)) }
        groups.append(("medical-record shares", comparison.medicalRecordShares.map(\.recovered)))
        let singles: Set = ["mood weight", "missingness"]  // one parameter each: "mood weight recovered"
        for (what, verdicts) in groups where !verdicts.isEmpty {
            let recovered = verdicts.filter { $0 == true }.count
            summary += singles.contains(what)
                ? "; \(what) " + (recovered == 1 ? "recovered" : "not recovered")
                : "; \(recovered) of \(verdicts.count) \(what) recovered"
        }
        return summary
    }
}
