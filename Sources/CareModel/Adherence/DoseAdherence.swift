import Foundation

/// How one person took one medication over a period, from scheduled doses and logged
/// doses (seed 000 Req 13-14; the implementation phase of the ABC taxonomy: Vrijens B et
/// al. A new taxonomy for describing and defining adherence to medications. Br J Clin
/// Pharmacol 2012;73:691-705).
///
/// Taken doses are paired with scheduled doses as `DoseMatching` describes: each taken
/// dose belongs to the nearest scheduled dose.
public struct DoseAdherence: Hashable, Sendable {
    /// Scheduled doses in the period.
    public let scheduledDoses: Int
    /// Scheduled doses with at least one dose taken ("taking adherence" counts these).
    public let takenDoses: Int
    /// Scheduled doses with a dose taken within ``AdherenceRule/onTimeWindow``.
    public let onTimeDoses: Int
    /// Doses taken beyond one per scheduled dose, or with nothing scheduled.
    public let extraDoses: Int
    /// The longest time between two consecutive doses taken in the period, in seconds
    /// (the longest inter-dose interval); nil with fewer than two doses.
    public let longestGap: TimeInterval?
    /// Runs of at least ``AdherenceRule/drugHolidayDays`` consecutive days without any
    /// dose, between the days of the first and last scheduled doses of the period.
    public let drugHolidays: [DrugHoliday]
    /// Scheduled doses due on a day the person was observed (used the app), when the
    /// observed days were given; nil otherwise.
    public let observedScheduledDoses: Int?
    /// Of ``observedScheduledDoses``, those with at least one dose taken.
    public let observedTakenDoses: Int?
    /// ``observedScheduledDoses`` and ``observedTakenDoses`` day by day: one entry per
    /// observed local day with a dose due, in time order; empty when no observed days were
    /// given. Adherence over time (by week, say) sums these.
    public let observedDoseDays: [ObservedDoseDay]

    /// The doses due on one observed day, and of them those taken.
    public struct ObservedDoseDay: Hashable, Sendable {
        public var day: CalendarDay
        public var scheduled: Int
        public var taken: Int

        /// Creates a day's counts.
        public init(day: CalendarDay, scheduled: Int, taken: Int) {
            self.day = day
            self.scheduled = scheduled
            self.taken = taken
        }
    }

    /// Scheduled doses with no dose taken.
    public var missedDoses: Int { scheduledDoses - takenDoses }

    /// The share of scheduled doses taken ("taking adherence", Vrijens 2012); nil when
    /// nothing was scheduled.
    public var takenShare: Double? { share(takenDoses) }

    /// The share of scheduled doses taken on time ("timing adherence": a dose within the
    /// window either side of its scheduled time); nil when nothing was scheduled.
    public var onTimeRate: Double? { share(onTimeDoses) }

    /// The share of scheduled doses taken among those due on observed days ("taken /
    /// scheduled while observed"): a day without any use of the app says nothing about
    /// whether its doses were taken, so its doses are left out rather than counted as
    /// missed. Nil when no observed days were given or none had a scheduled dose.
    public var observedTakenShare: Double? {
        guard let scheduled = observedScheduledDoses, let taken = observedTakenDoses, scheduled > 0 else { return nil }
        return Double(taken) / Double(scheduled)
    }

    private func share(_ count: Int) -> Double? {
        scheduledDoses > 0 ? Double(count) / Double(scheduledDoses) : nil
    }

    /// Adherence from scheduled and taken instants; only instants within `period` (its
    /// days under `timeline`) count. With `observedDays` (the local days the person used
    /// the app), the doses due on those days are also counted apart
    /// (``observedTakenShare``). Days are the person's local days (``ZoneTimeline``).
    public init(scheduled: [Date], taken: [Date], period: DayWindow, timeline: ZoneTimeline, rule: AdherenceRule = .standard,
                observedDays: Set<CalendarDay>? = nil) {
        let (from, to) = period.instants(in: timeline)
        let scheduled = scheduled.filter { from <= $0 && $0 < to }.sorted()
        let taken = taken.filter { from <= $0 && $0 < to }.sorted()
        let matching = DoseMatching(scheduled: scheduled, taken: taken)
        scheduledDoses = scheduled.count
        takenDoses = matching.takenCount
        onTimeDoses = matching.onTimeCount(window: rule.onTimeWindow)
        extraDoses = matching.extra
        longestGap = zip(taken, taken.dropFirst()).map { $1.timeIntervalSince($0) }.max()
        drugHolidays = DoseAdherence.holidays(
            scheduled: scheduled, taken: taken, timeline: timeline, minimumDays: rule.drugHolidayDays
        )
        if let observedDays {
            // Scheduled instants are sorted, so their local days come in order.
            var days: [ObservedDoseDay] = []
            for index in scheduled.indices {
                let day = timeline.localDay(of: scheduled[index])
                guard observedDays.contains(day) else { continue }
                let taken = matching.assigned[index].isEmpty ? 0 : 1
                if days.last?.day == day {
                    days[days.count - 1].scheduled += 1
                    days[days.count - 1].taken += taken
                } else {
                    days.append(ObservedDoseDay(day: day, scheduled: 1, taken: taken))
                }
            }
            observedScheduledDoses = days.reduce(0) { $0 + $1.scheduled }
            observedTakenDoses = days.reduce(0) { $0 + $1.taken }
            observedDoseDays = days
        } else {
            observedScheduledDoses = nil
            observedTakenDoses = nil
            observedDoseDays = []
        }
    }

    /// Adherence to `medication` from the user's dose logs: the scheduled doses come from
    /// the medication's schedule, the taken doses from the logs that name it (by name or
    /// alternative name), at their corrected intake times.
    public init(medication: Medication, logs: [DoseLog], period: DayWindow, timeline: ZoneTimeline,
                rule: AdherenceRule = .standard, observedDays: Set<CalendarDay>? = nil) {
        let (from, to) = period.instants(in: timeline)
        self.init(
            scheduled: medication.schedule?.occurrences(from: from, to: to, timeline: timeline) ?? [],
            taken: logs.filter { medication.isNamed($0.medication) }.map(\.takenAt),
            period: period, timeline: timeline, rule: rule, observedDays: observedDays
        )
    }

    /// Adherence from scheduled and taken instants of a person who stays in `timeZone`.
    public init(scheduled: [Date], taken: [Date], period: DayWindow, timeZone: TimeZone, rule: AdherenceRule = .standard,
                observedDays: Set<CalendarDay>? = nil) {
        self.init(scheduled: scheduled, taken: taken, period: period, timeline: ZoneTimeline(home: timeZone), rule: rule,
                  observedDays: observedDays)
    }

    /// Adherence to `medication` of a person who stays in `timeZone`.
    public init(medication: Medication, logs: [DoseLog], period: DayWindow, timeZone: TimeZone, rule: AdherenceRule = .standard,
                observedDays: Set<CalendarDay>? = nil) {
        self.init(medication: medication, logs: logs, period: period, timeline: ZoneTimeline(home: timeZone), rule: rule,
                  observedDays: observedDays)
    }

    private static func holidays(scheduled: [Date], taken: [Date], timeline: ZoneTimeline, minimumDays: Int) -> [DrugHoliday] {
        guard let firstDue = scheduled.first, let lastDue = scheduled.last else { return [] }
        let dosed = Set(taken.map(timeline.localDay(of:)))
        let lastDay = timeline.localDay(of: lastDue)
        var holidays: [DrugHoliday] = []
        var runStart: CalendarDay?
        var day = timeline.localDay(of: firstDue)
        while day <= lastDay.adding(days: 1) {
            let withoutDose = day <= lastDay && !dosed.contains(day)
            if withoutDose, runStart == nil { runStart = day }
            if !withoutDose, let start = runStart {
                let holiday = DrugHoliday(first: start, last: day.adding(days: -1))
                if holiday.dayCount >= minimumDays { holidays.append(holiday) }
                runStart = nil
            }
            day = day.adding(days: 1)
        }
        return holidays
    }
}
