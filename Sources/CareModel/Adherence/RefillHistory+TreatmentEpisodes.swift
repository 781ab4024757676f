extension RefillHistory {
    /// The treatment episodes of the events in `followUp` (those on `start...end`, the day
    /// after the window included as in AdhereR), by AdhereR's `compute.treatment.episodes()`:
    ///
    /// - Each event's gap is the days of its interval (to the next event, the last one's to
    ///   the end of follow-up) without medication, supply carried over between events when
    ///   the rule says so (never for a single event): not across a change of medication with
    ///   `carriesOnlySameMedication`, and rescaled by the old dose over the new one at a
    ///   change of dose with `considersDoseChange`, so a gap can be a fraction of a day.
    /// - An event whose gap is longer than the permissible gap ends an episode, and so does
    ///   an event followed by another medication (with `medicationChangeStartsEpisode`) or
    ///   another dose (with `doseChangeStartsEpisode`); the next event starts one. The first
    ///   episode starts at the first event.
    /// - An episode ends its gap before the next episode starts: its duration is the days to
    ///   the next start less its last event's gap, or with `appendsGap` less that gap but
    ///   plus the permissible gap (none when the gap is within it).
    /// - The last episode runs to the end of follow-up, less its gap when that gap is at
    ///   least the permissible gap. With `appendsGap` and a single episode AdhereR subtracts
    ///   the permissible gap as well instead of adding it; CareLab does the same, so that
    ///   episode can be shorter than its supply.
    /// - An episode's ``TreatmentEpisode/gapDays`` is its gap cut to whole days, as AdhereR
    ///   writes it; its duration uses the gap's fraction.
    ///
    /// Empty without events in the window.
    public func treatmentEpisodes(followUp: DayWindow, rule: EpisodeRule) -> [TreatmentEpisode] {
        let events = episodeEvents(from: followUp.start, last: followUp.end)
        guard !events.isEmpty else { return [] }
        let end = followUp.dayCount
        let gaps = Self.gapDays(events, end: end, rule: rule)
        let limits = events.map { rule.permissibleGap.limit(afterSupply: $0.supply) }
        let last = events.count - 1
        let closing = events.indices.filter { i in
            guard gaps[i] <= limits[i] else { return true }
            guard i < last else { return false }
            return (rule.medicationChangeStartsEpisode && events[i].medication != events[i + 1].medication)
                || (rule.doseChangeStartsEpisode && events[i].dose != events[i + 1].dose)
        }

        // The index of each episode's first and last event.
        let firsts: [Int], lasts: [Int]
        if closing.isEmpty || closing == [last] {
            (firsts, lasts) = ([0], [last])
        } else if closing.last != last {
            (firsts, lasts) = ([0] + closing.map { $0 + 1 }, closing + [last])
        } else {
            (firsts, lasts) = ([0] + closing.dropLast().map { $0 + 1 }, closing)
        }
        let single = firsts.count == 1
        return firsts.indices.map { k in
            let start = events[firsts[k]].day, gap = gaps[lasts[k]], limit = limits[lasts[k]]
            let isLast = k == firsts.count - 1
            let span = Double((isLast ? end : events[firsts[k + 1]].day) - start)
            let duration: Double
            if rule.appendsGap, single {
                duration = span - (gap < limits[last] ? 0 : gap + limit)
            } else if rule.appendsGap {
                duration = span - (gap <= limit ? 0 : gap - limit)
            } else if isLast {
                duration = span - (gap < limits[last] ? 0 : gap)
            } else {
                duration = span - gap
            }
            return TreatmentEpisode(number: k + 1, start: followUp.start.adding(days: start),
                                    gapDays: Int(gap), durationDays: duration)
        }
    }

    /// AdhereR's gap days of each event (`compute.event.int.gaps()`): the days of its
    /// interval, to the next event or for the last to `end`, not covered by its supply
    /// and, when the rule carries over, by supply left over from earlier events. What is
    /// left over is dropped at a change of medication when the rule carries over only for
    /// the same medication, and otherwise rescaled at a change of dose when it considers
    /// dose changes (AdhereR's `carry.over * dosage.change.ratio`).
    static func gapDays(_ events: [EpisodeEvent], end: Int, rule: EpisodeRule) -> [Double] {
        var carry = 0.0
        return events.indices.map { i in
            let next = i + 1 < events.count ? events[i + 1] : nil
            let interval = Double((next?.day ?? end) - events[i].day)
            guard rule.carriesOver, events.count > 1 else { return max(0, interval - Double(events[i].supply)) }
            let gap = interval - Double(events[i].supply) - carry
            carry = max(0, -gap)
            if let next {
                if rule.carriesOnlySameMedication, events[i].medication != next.medication {
                    carry = 0
                } else if rule.considersDoseChange, let old = events[i].dose, let new = next.dose {
                    carry *= old / new
                }
            }
            return max(0, gap)
        }
    }

    /// The events whose day lies in `origin...last`, as day offsets from `origin` with
    /// their supply, medication and dose.
    func episodeEvents(from origin: CalendarDay, last: CalendarDay) -> [EpisodeEvent] {
        events.filter { origin <= $0.day && $0.day <= last }.map {
            EpisodeEvent(day: origin.days(to: $0.day), supply: $0.daysSupply, medication: $0.medication,
                         dose: $0.dailyDose)
        }
    }
}

/// An event as the episode rules see it: its day as an offset from the follow-up's start.
struct EpisodeEvent {
    let day: Int
    let supply: Int
    let medication: String?
    let dose: Double?
}
