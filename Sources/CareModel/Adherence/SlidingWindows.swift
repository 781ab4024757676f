/// Windows of a fixed length moved across the observation window, as AdhereR's
/// `CMA_sliding_window()` places them (`sliding.window.start`, `.duration`,
/// `.step.duration` or `.no.steps`, all in days).
public struct SlidingWindows: Hashable, Sendable {
    /// How far apart the windows start.
    public enum Spacing: Hashable, Sendable {
        /// A new window every so many days, as many as fit.
        case step(days: Int)
        /// This many windows spread over the observation window (AdhereR's `no.steps`).
        case count(Int)
    }

    /// Days from the start of the observation window to the first window.
    public let offsetDays: Int
    /// The length of each window.
    public let days: Int
    /// The spacing.
    public let spacing: Spacing

    /// Windows of `days` days from `offsetDays` into the observation window; AdhereR's
    /// defaults are 90-day windows every 30 days.
    public init(offsetDays: Int = 0, days: Int = 90, spacing: Spacing = .step(days: 30)) throws(AdherenceError) {
        guard offsetDays >= 0 else { throw .invalidRule(field: "window_offset_days", value: Double(offsetDays)) }
        guard days >= 1 else { throw .emptyWindow(field: "window_days", value: days) }
        switch spacing {
        case .step(let step) where step < 1: throw .invalidRule(field: "step_days", value: Double(step))
        case .count(let count) where count < 1: throw .invalidRule(field: "window_count", value: Double(count))
        default: break
        }
        self.offsetDays = offsetDays
        self.days = days
        self.spacing = spacing
    }

    /// The windows in `observation`; none when one window does not fit after the offset.
    ///
    /// With a step, as many windows as fit. With a count `n > 1`, AdhereR spreads them: the
    /// step is the room left over `n - 1`, kept between 1 day and the window length, and
    /// the count is cut to what that step fits (and to the room in days). Window `i` starts
    /// `(i - 1) × step` days after the first, rounded half to even as R's `round()` does.
    public func windows(in observation: DayWindow) -> [DayWindow] {
        let first = observation.start.adding(days: offsetDays)
        let room = Double(first.days(to: observation.end) - days)
        guard room >= 0 else { return [] }
        let step: Double, count: Double
        switch spacing {
        case .step(let days):
            (step, count) = (Double(days), room / Double(days) + 1)
        case .count(let n) where n > 1:
            let spread = max(1, min(Double(days), room / Double(n - 1)))
            (step, count) = (spread, min(room / spread + 1, room))
        case .count:
            (step, count) = (0, 1)
        }
        guard count >= 1 else { return [] }
        return (0..<Int(count.rounded(.down))).map { i in
            let start = first.adding(days: Int((Double(i) * step).rounded(.toNearestOrEven)))
            return try! DayWindow(start: start, days: days)  // days >= 1, checked in init
        }
    }
}

/// A CMA over one sliding window (one row of AdhereR's `CMA_sliding_window()`).
public struct WindowCMA: Hashable, Sendable {
    /// The window's number, from 1.
    public let number: Int
    /// The window.
    public let window: DayWindow
    /// The measure; nil where AdhereR gives NA.
    public let value: Double?
}

extension RefillHistory {
    /// `measure` in each of `windows` placed in `observation`, each window taken as the
    /// observation window inside `followUp` (AdhereR's `CMA_sliding_window()`). Empty when
    /// no event lies in the follow-up window: AdhereR leaves such a person out.
    public func cmaPerWindow(_ measure: CMA, followUp: DayWindow, observation: DayWindow, windows: SlidingWindows)
        throws(AdherenceError) -> [WindowCMA]
    {
        try Self.requireInside(observation, followUp)
        guard !offsets(from: followUp.start, first: followUp.start, last: followUp.end).isEmpty else { return [] }
        return windows.windows(in: observation).enumerated().map { i, window in
            WindowCMA(number: i + 1, window: window, value: try? cma(measure, followUp: followUp, observation: window))
        }
    }
}
