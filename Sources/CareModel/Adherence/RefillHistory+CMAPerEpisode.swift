/// A CMA over the part of one treatment episode that lies in the observation window
/// (one row of AdhereR's `CMA_per_episode()`).
public struct EpisodeCMA: Hashable, Sendable {
    /// The whole episode, as `treatmentEpisodes(followUp:rule:)` gives it.
    public let episode: TreatmentEpisode
    /// The first day of the episode inside the observation window (AdhereR's
    /// `episode.start` in this table).
    public let start: CalendarDay
    /// The days from `start` to the end of the episode or of the observation window,
    /// whichever comes first (AdhereR's `episode.end` less `episode.start` here); fractional
    /// when the episode's end is.
    public let days: Double
    /// The measure; nil where AdhereR gives NA.
    public let value: Double?
}

extension RefillHistory {
    /// `measure` in each treatment episode that overlaps `observation`, by AdhereR's
    /// `CMA_per_episode()`: the episodes of `followUp` (with carry-over for CMA5-CMA9 only,
    /// whatever `rule.carriesOver` says, and neither carried over only for the same
    /// medication nor rescaled at a dose change, AdhereR's defaults there; a change of
    /// medication or dose starts an episode as the rule says), each cut to the observation
    /// window; the measure
    /// is computed with the episode as follow-up window and the cut as observation window,
    /// from all the history's events. As in AdhereR the two windows' lengths are rounded
    /// to whole days (half to even) when a percentage gap made them fractional. Episodes
    /// outside the observation window are left out (AdhereR stops with an error when that
    /// leaves none).
    public func cmaPerEpisode(_ measure: CMA, followUp: DayWindow, observation: DayWindow, rule: EpisodeRule)
        throws(AdherenceError) -> [EpisodeCMA]
    {
        try Self.requireInside(observation, followUp)
        var rule = rule
        rule.carriesOver = measure.rawValue >= CMA.cma5.rawValue
        rule.carriesOnlySameMedication = false
        rule.considersDoseChange = false
        let windowStart = Double(followUp.start.days(to: observation.start))
        let windowEnd = windowStart + Double(observation.dayCount)
        return treatmentEpisodes(followUp: followUp, rule: rule).compactMap { episode in
            let start = Double(followUp.start.days(to: episode.start))
            let from = max(start, windowStart), to = min(start + episode.durationDays, windowEnd)
            guard from < to else { return nil }
            let first = followUp.start.adding(days: Int(from))
            var value: Double?
            if let inner = try? DayWindow(start: episode.start, days: Int(episode.durationDays.rounded(.toNearestOrEven))),
               let cut = try? DayWindow(start: first, days: Int((to - from).rounded(.toNearestOrEven)))
            {
                value = try? cma(measure, followUp: inner, observation: cut)
            }
            return EpisodeCMA(episode: episode, start: first, days: to - from, value: value)
        }
    }

    /// Throws unless `observation` lies within `followUp`, as AdhereR requires.
    static func requireInside(_ observation: DayWindow, _ followUp: DayWindow) throws(AdherenceError) {
        guard followUp.start <= observation.start, observation.end <= followUp.end else {
            throw .observationOutsideFollowUp(observation: observation, followUp: followUp)
        }
    }
}
