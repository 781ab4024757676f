import Foundation

/// A goal a person sets (seed 000, Req 16): what it is about, the target to reach in each
/// period, whether it is a one-off or repeats daily, weekly, monthly or yearly, and how it
/// is found met.
///
/// Periods follow the calendar, as ``Frequency`` does for schedules: a day, a week from
/// Monday to Sunday (RFC 5545 `WKST=MO`), a calendar month or year; the first period starts
/// on the day the goal was set. A one-off goal has one period, the day it is set for.
public struct Goal: Hashable, Sendable {
    /// The goal's name as the person sees it, e.g. `step goal`.
    public var name: String
    /// What it is about.
    public var kind: GoalKind
    /// The amount to reach in each period.
    public var target: GoalTarget
    /// `once`, or how often a new period starts.
    public var repeats: Frequency
    /// The day the goal was set, or, for a one-off goal, the day it is for.
    public var start: CalendarDay
    /// How it is found met.
    public var method: GoalMethod

    /// A goal; the target's unit must be one the kind is counted in (``GoalKind/units``).
    public init(name: String, kind: GoalKind, target: GoalTarget, repeats: Frequency, start: CalendarDay,
                method: GoalMethod) throws(GoalError) {
        guard kind.units.contains(target.unit) else {
            throw .unitNotForKind(kind: kind.description, unit: target.unit.rawValue, expected: kind.units.map(\.rawValue))
        }
        self.name = name
        self.kind = kind
        self.target = target
        self.repeats = repeats
        self.start = start
        self.method = method
    }

    /// The period of the goal that contains `day`, first and last day; nil before the goal
    /// was set, and after the day of a one-off goal.
    public func period(containing day: CalendarDay) -> ClosedRange<CalendarDay>? {
        guard day >= start else { return nil }
        let range: ClosedRange<CalendarDay>
        switch repeats {
        case .once:
            guard day == start else { return nil }
            range = day...day
        case .daily:
            range = day...day
        case .weekly:
            // 1970-01-01 was a Thursday, day 3 of a week from Monday.
            let monday = day.adding(days: -((day.daysSinceEpoch + 3) % 7 + 7) % 7)
            range = monday...monday.adding(days: 6)
        case .monthly:
            let next = day.month == 12 ? CalendarDay(year: day.year + 1, month: 1, day: 1)
                : CalendarDay(year: day.year, month: day.month + 1, day: 1)
            range = CalendarDay(year: day.year, month: day.month, day: 1)...next.adding(days: -1)
        case .yearly:
            range = CalendarDay(year: day.year, month: 1, day: 1)...CalendarDay(year: day.year, month: 12, day: 31)
        }
        return max(range.lowerBound, start)...range.upperBound
    }

    /// Whether the goal was met in a period (seed 000, Req 16): a goal checked off by hand
    /// is met when the person checked it off; a measured goal when the amount measured over
    /// the period reaches the target (`amount >= target`), whatever was checked.
    public func isMet(amount: Double?, checkedOff: Bool) -> Bool {
        switch method {
        case .checkedOff: checkedOff
        case .measured: amount.map { $0 >= target.amount } ?? false
        }
    }

    /// The outcome of the period starting `periodStart`, found met or not by ``isMet(amount:checkedOff:)``.
    ///
    /// - Throws: ``GoalError/notAPeriodStart(goal:day:)`` when no period starts that day.
    public func outcome(periodStart: CalendarDay, amount: Double?, checkedOff: Bool, at instant: Date)
        throws(GoalError) -> GoalOutcome {
        guard period(containing: periodStart)?.lowerBound == periodStart else {
            throw .notAPeriodStart(goal: name, day: periodStart)
        }
        return GoalOutcome(goal: self, periodStart: periodStart, amount: amount,
                           met: isMet(amount: amount, checkedOff: checkedOff), at: instant)
    }
}
