import CareModel

extension TruthAnalysis {
    /// The planted chance of seeing a task notification and the median minutes to seen with
    /// their estimates in `report`, over every notification (seed 003, stories 1 and 6).
    static func notifications(_ truth: GroundTruth.NotificationTruth,
                              report: NotificationReport) -> [TruthComparison.ParameterRecovery] {
        guard let all = report.overall else { return [] }
        let median = all.minutesToSeen(share: 0.5)
        return [
            TruthComparison.ParameterRecovery(
                parameter: "seen_chance", planted: truth.seenChance, estimate: all.seenShare?.estimate,
                interval: all.seenShare?.interval, people: all.people,
                note: "task notifications seen on the alarm page of all sent (Wilson 95 % interval)"),
            TruthComparison.ParameterRecovery(
                parameter: "median_minutes_to_seen", planted: truth.medianMinutesToSeen, estimate: median?.estimate,
                interval: median?.interval, people: all.people,
                note: "median minutes from sending to seeing over the notifications seen (interval from the empirical "
                    + "curve's exponential Greenwood band); planted log-normal, log-scale sd \(truth.spread)"),
        ]
    }
}
