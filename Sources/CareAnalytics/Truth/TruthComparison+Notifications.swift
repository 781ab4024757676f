import CareModel

extension TruthAnalysis {
    /// The planted chances of a caregiver's opt-ins (story 16), of seeing a task
    /// notification and the median minutes to seen with their estimates in `report`, over
    /// every patient or notification (seed 003, stories 1, 6 and 16).
    static func notifications(_ truth: GroundTruth.NotificationTruth,
                              report: NotificationReport) -> [TruthComparison.ParameterRecovery] {
        guard let all = report.overall else { return [] }
        let median = all.minutesToSeen(share: 0.5)
        var optIns: [TruthComparison.ParameterRecovery] = []
        for (parameter, planted, share) in [("opt_in_misses", truth.optInMisses, report.caregivers.missesShare),
                                            ("opt_in_completions", truth.optInCompletions, report.caregivers.completionsShare)] {
            guard let planted else { continue }
            optIns.append(TruthComparison.ParameterRecovery(
                parameter: parameter, planted: planted, estimate: share?.estimate, interval: share?.interval,
                people: report.caregivers.people,
                note: "caregivers opted in to be told of " + (parameter == "opt_in_misses" ? "misses" : "completions")
                    + " of the patients whose choice is recorded (seed 003 story 16; Wilson 95 % interval)"))
        }
        return optIns + [
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
