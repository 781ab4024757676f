import Foundation

/// What happened to one scheduled dose: the per-dose view of ``DoseAdherence``, with taken
/// doses paired to scheduled doses as ``DoseAdherence`` pairs them (each taken dose belongs
/// to the nearest scheduled dose, the earlier one on a tie).
public struct ScheduledDoseOutcome: Hashable, Sendable {
    /// When the dose was due.
    public let scheduled: Date
    /// The taken doses that belong to it, ascending; empty when it was missed.
    public let taken: [Date]
    /// Whether one of them lies within the rule's on-time window.
    public let onTime: Bool

    /// Each scheduled dose of `scheduled` with the doses of `taken` that belong to it, in
    /// time order; `taken` are intake instants (a corrected dose's taken time, not when it
    /// was logged: seed 000, Req 14).
    public static func outcomes(scheduled: [Date], taken: [Date], rule: AdherenceRule = .standard) -> [ScheduledDoseOutcome] {
        let matching = DoseMatching(scheduled: scheduled, taken: taken)
        return zip(matching.scheduled, matching.assigned).map { due, doses in
            ScheduledDoseOutcome(scheduled: due, taken: doses,
                                 onTime: doses.contains { abs($0.timeIntervalSince(due)) <= rule.onTimeWindow })
        }
    }
}
