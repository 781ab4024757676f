extension RefillHistory {
    /// The treatment episodes of the events in `followUp` (those on `start...end`, the day
    /// after the window included as in AdhereR), by AdhereR's `compute.treatment.episodes()`:
    ///
    /// - Each event's gap is the days of its interval (to the next event, the last one's to
    ///   the end of follow-up) without medication, supply carried over between events when
    ///   the rule says so (never for a single event).
    /// - An event whose gap is longer than the permissible gap ends an episode; the next
    ///   event starts one. The first episode starts at the first event.
    /// - An episode ends its gap before the next episode starts: its duration is the days to
    ///   the next start less its last event's gap, or with `appendsGap` less that gap but
    ///   plus the permissible gap (none when the gap is within it).
    /// - The last episode runs to the end of follow-up, less its gap when that gap is at
    ///   least the permissible gap. With `appendsGap` and a single episode AdhereR subtracts
    ///   the permissible gap as well instead of adding it; CareLab does the same, so that
    ///   episode can be shorter than its supply.
    ///
    /// Empty without events in the window.
    public func treatmentEpisodes(followUp: DayWindow, rule: EpisodeRule) -> [TreatmentEpisode] {
        let events = offsets(from: followUp.start, first: followUp.start, last: followUp.end)
        guard !events.isEmpty else { return [] }
        let end = followUp.dayCount
        let gaps = Self.gapDays(events, end: end, carriesOver: rule.carriesOver)
        let limits = events.map { rule.permissibleGap.limit(afterSupply: $0.supply) }
        let last = events.count - 1
        let closing = events.indices.filter { Double(gaps[$0]) > limits[$0] }

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
            let start = events[firsts[k]].day, gap = Double(gaps[lasts[k]]), limit = limits[lasts[k]]
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
                                    gapDays: gaps[lasts[k]], durationDays: duration)
        }
    }

    /// AdhereR's gap days of each event (`compute.event.int.gaps()`): the days of its
    /// interval, to the next event or for the last to `end`, not covered by its supply
    /// and, when `carriesOver`, by supply left over from earlier events.
    static func gapDays(_ events: [(day: Int, supply: Int)], end: Int, carriesOver: Bool) -> [Int] {
        var carry = 0
        return events.indices.map { i in
            let interval = (i + 1 < events.count ? events[i + 1].day : end) - events[i].day
            guard carriesOver, events.count > 1 else { return max(0, interval - events[i].supply) }
            let gap = interval - events[i].supply - carry
            carry = max(0, -gap)
            return max(0, gap)
        }
    }
}
