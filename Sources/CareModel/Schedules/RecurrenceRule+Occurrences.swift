import Foundation

extension RecurrenceRule {
    /// The instants at which the rule occurs in `[lower, upper)`, ascending, computed on the
    /// wall calendar of `timeZone`.
    ///
    /// Days are found with calendar arithmetic (the 31st is skipped in shorter months,
    /// 29 February outside leap years), then each clock time is placed on its day by
    /// `Calendar` in `timeZone`, following RFC 5545 section 3.3.5: a time that a
    /// daylight-saving change skips is read with the offset before the gap (02:30 becomes
    /// 03:30 when clocks jump from 02:00 to 03:00), and a time that happens twice is its
    /// first occurrence. Two clock times that land on the same instant count once.
    /// The window is first narrowed to the years 0 to 9999 (``years``), so an instant such
    /// as `Date.distantFuture` or one a billion years out needs no day arithmetic beyond them.
    public func occurrences(from lower: Date, to upper: Date, in timeZone: TimeZone) -> [Date] {
        guard !lower.timeIntervalSince1970.isNaN, !upper.timeIntervalSince1970.isNaN else { return [] }
        let earliest = Date(timeIntervalSince1970: -62_167_219_200), latest = Date(timeIntervalSince1970: 253_402_300_800)
        let lower = min(max(lower, earliest), latest), upper = min(max(upper, earliest), latest)
        guard lower < upper else { return [] }
        // One day of margin on each side: the local day of an occurrence never differs
        // from the local day of the window's ends by more.
        let first = max(start, CalendarDay(containing: lower, in: timeZone).adding(days: -1))
        var last = CalendarDay(containing: upper, in: timeZone).adding(days: 1)
        if let end { last = min(last, end) }
        if count != nil, let counted = lastCountedDay() { last = min(last, counted) }
        guard first <= last else { return [] }
        return days(from: first, through: last).flatMap { day in
            Set(times.compactMap { day.instant(hour: $0.hour, minute: $0.minute, in: timeZone) })
                .filter { lower <= $0 && $0 < upper }
                .sorted()
        }
    }

    /// The instants in `[lower, upper)` for a person with `timeline`, ascending: each span's
    /// occurrences in its zone, a clock time met again after a change of zone only the
    /// first time, a clock time a change skips not at all (``ZoneTimeline/occurrences(from:to:_:)``).
    public func occurrences(from lower: Date, to upper: Date, timeline: ZoneTimeline) -> [Date] {
        timeline.occurrences(from: lower, to: upper) { occurrences(from: $0, to: $1, in: $2) }
    }

    /// The days in `first...last` on which the rule occurs, ascending; `first` is on or
    /// after ``start``.
    func days(from first: CalendarDay, through last: CalendarDay) -> [CalendarDay] {
        switch frequency {
        case .once:
            return (first...last).contains(start) ? [start] : []
        case .daily:
            var result: [CalendarDay] = []
            var step = start.days(to: first) / interval
            while true {
                let day = start.adding(days: step * interval)
                if day > last { return result }
                if day >= first, weekdays.isEmpty || weekdays.contains(day.weekday) { result.append(day) }
                step += 1
            }
        case .weekly:
            return weeklyDays(from: first, through: last)
        case .monthly, .yearly:
            let months = frequency == .monthly ? interval : 12 * interval
            var result: [CalendarDay] = []
            var step = start.months(to: first) / months
            while true {
                let monthStart = CalendarDay(year: start.year, month: start.month, day: 1)
                guard let firstOfMonth = monthStart.sameDay(monthsLater: step * months), firstOfMonth <= last
                else { return result }
                if frequency == .monthly, !monthDays.isEmpty || !monthWeekdays.isEmpty {
                    result += daysOfMonth(year: firstOfMonth.year, month: firstOfMonth.month)
                        .filter { first <= $0 && $0 <= last }
                } else if let day = start.sameDay(monthsLater: step * months), first <= day, day <= last {
                    result.append(day)
                }
                step += 1
            }
        }
    }

    /// Weekly days: the weeks (Monday to Sunday) `interval` apart from the week holding
    /// the start day, and in each the chosen weekdays (RFC 5545 `BYDAY` with `WKST=MO`).
    private func weeklyDays(from first: CalendarDay, through last: CalendarDay) -> [CalendarDay] {
        let chosen = weekdays.isEmpty ? [start.weekday] : weekdays.sorted()
        let firstMonday = start.adding(days: 1 - start.weekday.isoNumber)
        var result: [CalendarDay] = []
        var step = firstMonday.days(to: first) / 7 / interval
        while true {
            let monday = firstMonday.adding(days: 7 * interval * step)
            if monday > last { return result }
            for weekday in chosen {
                let day = monday.adding(days: weekday.isoNumber - 1)
                if day >= start, day >= first, day <= last { result.append(day) }
            }
            step += 1
        }
    }

    /// The days of one month a monthly rule with days or weekdays of the month chooses:
    /// those named (both kinds when both are given), then the chosen positions among them.
    private func daysOfMonth(year: Int, month: Int) -> [CalendarDay] {
        let length = CalendarDay.dayCount(year: year, month: month)
        let byDay = Set(monthDays.compactMap { day -> Int? in
            let resolved = day > 0 ? day : length + 1 + day
            return (1...length).contains(resolved) ? resolved : nil
        })
        let byWeekday = Set(monthWeekdays.flatMap { $0.days(year: year, month: month).map(\.day) })
        let chosen = (monthDays.isEmpty ? byWeekday : monthWeekdays.isEmpty ? byDay : byDay.intersection(byWeekday)).sorted()
        let kept = setPositions.isEmpty ? chosen : Set(setPositions.compactMap { position -> Int? in
            let index = position > 0 ? position - 1 : chosen.count + position
            return chosen.indices.contains(index) ? chosen[index] : nil
        }).sorted()
        return kept.map { CalendarDay(year: year, month: month, day: $0) }
    }

    /// The day of the rule's ``count``-th occurring day, or nil when it has no count or
    /// fewer days occur before the end of year 9999. Found a chunk of days at a time, each
    /// long enough to hold a whole period of the rule.
    public func lastCountedDay() -> CalendarDay? {
        guard let count else { return nil }
        let period = switch frequency {
        case .once, .daily: 1
        case .weekly: 7
        case .monthly: 31
        case .yearly: 366
        }
        let span = min(3_700_000, 400 * period * interval)
        let limit = min(end ?? CalendarDay(year: 9999, month: 12, day: 31), CalendarDay(year: 9999, month: 12, day: 31))
        var collected = 0
        var chunkStart = start
        while chunkStart <= limit {
            let chunkEnd = min(limit, chunkStart.adding(days: span - 1))
            let found = days(from: chunkStart, through: chunkEnd)
            if collected + found.count >= count { return found[count - collected - 1] }
            collected += found.count
            chunkStart = chunkEnd.adding(days: 1)
        }
        return nil
    }
}
