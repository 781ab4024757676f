import CareModel

extension TruthAnalysis {
    /// The planted cohort chat with its estimates in `report` (seed 004, DR4.FR5.0-5.2,
    /// DR5.FR7.1): `reply_median_minutes`, the planted effect, from the Kaplan-Meier median
    /// minutes to a first reply; `replied_share_within_window` for each window in use
    /// (item the window), clustered by person; and `deleted_share`, clustered by person.
    static func chat(_ truth: GroundTruth.ChatTruth, report: ChatReport) -> [TruthComparison.ParameterRecovery] {
        let median = report.minutesToReply(share: 0.5)
        var rows = [TruthComparison.ParameterRecovery(
            parameter: "reply_median_minutes", planted: truth.replyMedianMinutes, estimate: median?.estimate,
            interval: median?.interval, people: report.posters,
            note: "Kaplan-Meier median minutes to the first reply, censored when the message stopped being visible "
                + "(window's end or deletion) or at the study's end; exponential Greenwood interval")]
        for (spelling, planted) in truth.repliedShareWithinWindow.sorted(by: { Self.hours($0.key) < Self.hours($1.key) }) {
            let cell = ChatVisibilityWindow(spelling: spelling).flatMap(report.cell)
            rows.append(TruthComparison.ParameterRecovery(
                parameter: "replied_share_within_window", item: spelling, planted: planted,
                estimate: cell?.repliedByPerson?.estimate, interval: cell?.repliedByPerson?.interval, people: cell?.people ?? 0,
                note: "messages replied to while visible, of those whose window ended in the study and not deleted while "
                    + "visible; interval clustered by person"))
        }
        rows.append(TruthComparison.ParameterRecovery(
            parameter: "deleted_share", planted: truth.deletedShare, estimate: report.deletedByPerson?.estimate,
            interval: report.deletedByPerson?.interval, people: report.posters,
            note: "messages a moderator deleted (a deletion after the run's end is not seen); interval clustered by person"))
        return rows
    }

    /// The hours of a window's spelling, to order windows shortest first.
    private static func hours(_ spelling: String) -> Int { ChatVisibilityWindow(spelling: spelling)?.hours ?? .max }
}
