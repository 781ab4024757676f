/// AdhereR's continuous multiple-interval measures of medication availability (Dima AL,
/// Dediu D. Computation of adherence to medication and visualization of medication
/// histories in R with AdhereR. PLoS ONE 2017;12:e0174426; CMA1-CMA8 after Vollmer WM et
/// al. Comparison of pharmacy-based measures of medication adherence. BMC Health Serv Res
/// 2012;12:155).
///
/// Each is computed per person for one medication from its ``RefillHistory``, a follow-up
/// window and an observation window inside it. As in AdhereR, an event belongs to a window
/// when `start <= day <= end` (the day after the window counts as inside), and "carry-over"
/// means supply is banked: a fill made while earlier supply remains starts when it runs out.
/// A measure is nil where AdhereR gives NA (or NaN, a zero over zero days).
///
/// Checked against AdhereR 0.8.1 itself to 1e-9 (`Fixtures/Refill/adherer.json`), including
/// two of its conventions at the window's last edge that CareLab follows:
/// - CMA2 is `+infinity` (and CMA4 is 1) when the window's first event is on the day after
///   the window, which AdhereR counts as inside: a supply over zero days.
/// - CMA8 is 0 when the supply carried over from before the window lasts past its end:
///   AdhereR's delayed window then has a negative length and its CMA7 finds no event that
///   enters it. (AdhereR stops with an error instead when an event falls between the
///   window's end and that delayed start; CareLab gives 0 there too.)
public enum CMA: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Days' supply of the observation window's events except the last, over the days from
    /// the first to the last event; can exceed 1. Needs two events on different days.
    case cma1 = 1
    /// Days' supply of all the observation window's events, over the days from the first
    /// event to the end of the window; can exceed 1, and is `+infinity` when the first event
    /// is on the day after the window (as in AdhereR).
    case cma2
    /// CMA1 capped at 1.
    case cma3
    /// CMA2 capped at 1 (so 1 where CMA2 is `+infinity`).
    case cma4
    /// Days with medication available from the first to the last event of the observation
    /// window, with carry-over between those events, over the days from first to last.
    case cma5
    /// Days with medication available from the first event of the observation window to
    /// its end, with carry-over between its events, over those days.
    case cma6
    /// Days with medication available over the whole observation window, with carry-over
    /// from every follow-up event up to the window's end, including those before it.
    case cma7
    /// CMA7 over a window whose start is delayed until the supply carried over from events
    /// before the window runs out; 0 when that supply lasts past the window (AdhereR's value).
    case cma8
    /// Each day of the observation window weighted by the share of its event interval
    /// (from one follow-up event to the next, the last to the end of follow-up) that had
    /// medication available, with carry-over; the weights summed over the window's days.
    case cma9

    /// `CMA1` to `CMA9`.
    public var description: String { "CMA\(rawValue)" }
}

extension RefillHistory {
    /// The measure `measure` over `observation`, a window inside `followUp`; nil where
    /// AdhereR gives NA (too few events, or a zero-day denominator).
    public func cma(_ measure: CMA, followUp: DayWindow, observation: DayWindow) throws(AdherenceError) -> Double? {
        let origin = followUp.start
        let windowStart = origin.days(to: observation.start)
        let windowEnd = windowStart + observation.dayCount
        guard windowStart >= 0, windowEnd <= followUp.dayCount else {
            throw .observationOutsideFollowUp(observation: observation, followUp: followUp)
        }
        let inWindow = offsets(from: origin, first: observation.start, last: observation.end)
        let inFollowUp = offsets(from: origin, first: followUp.start, last: followUp.end)
        let untilWindowEnd = inFollowUp.filter { $0.day <= windowEnd }

        switch measure {
        case .cma1, .cma3:
            guard let first = inWindow.first, let last = inWindow.last, last.day > first.day else { return nil }
            let ratio = Double(inWindow.dropLast().reduce(0) { $0 + $1.supply }) / Double(last.day - first.day)
            return measure == .cma3 ? min(1, ratio) : ratio
        case .cma2, .cma4:
            guard let first = inWindow.first else { return nil }
            let ratio = Double(inWindow.reduce(0) { $0 + $1.supply }) / Double(windowEnd - first.day)  // +infinity over 0 days
            return measure == .cma4 ? min(1, ratio) : ratio
        case .cma5:
            guard let first = inWindow.first, let last = inWindow.last, last.day > first.day else { return nil }
            return SupplyTimeline(inWindow).share(of: first.day..<last.day)
        case .cma6:
            guard let first = inWindow.first, windowEnd > first.day else { return nil }
            return SupplyTimeline(inWindow).share(of: first.day..<windowEnd)
        case .cma7:
            guard !untilWindowEnd.isEmpty else { return nil }
            return SupplyTimeline(untilWindowEnd).share(of: windowStart..<windowEnd)
        case .cma8:
            let before = SupplyTimeline(inFollowUp.filter { $0.day < windowStart })
            let lagged = max(windowStart, before.supplyEnd ?? windowStart)
            if lagged > windowEnd { return 0 }
            guard !untilWindowEnd.isEmpty, lagged < windowEnd else { return nil }
            return SupplyTimeline(untilWindowEnd).share(of: lagged..<windowEnd)
        case .cma9:
            guard !untilWindowEnd.isEmpty else { return nil }
            return cma9(events: inFollowUp, followUpEnd: followUp.dayCount, window: windowStart..<windowEnd)
        }
    }

    /// CMA9: every event interval of the follow-up window gets the share of its days with
    /// medication available; each observation day takes the share of its interval.
    private func cma9(events: [(day: Int, supply: Int)], followUpEnd: Int, window: Range<Int>) -> Double {
        let timeline = SupplyTimeline(events)
        let ends = events.dropFirst().map(\.day) + [followUpEnd]
        let weighted = zip(events.map(\.day), ends).reduce(0.0) { total, interval in
            let (start, end) = interval
            guard end > start else { return total }
            let overlap = max(0, min(end, window.upperBound) - max(start, window.lowerBound))
            return total + timeline.share(of: start..<end) * Double(overlap)
        }
        return weighted / Double(window.count)
    }
}

extension SupplyTimeline {
    /// The share of the days of a non-empty `range` with medication available.
    func share(of range: Range<Int>) -> Double {
        Double(coveredDays(in: range)) / Double(range.count)
    }
}
