import Foundation

/// Computes a user's daily category and symptom scores (seed 000, Req 8 and 9).
///
/// Every tracked category and symptom gets a score on every day of the range, 0 when
/// nothing was logged. Windows are computed with `Calendar` in the zone the user is in
/// (``ZoneTimeline``), so an entry at exactly 00:00 belongs to the day it starts, days of
/// 23 or 25 hours are scored over their real length, and a traveller's entries count on
/// the days of the zone they were logged in.
public struct DailyScorer: Sendable {
    /// The rule in force.
    public var rule: ScoringRule
    /// The user's zones over time.
    public var timeline: ZoneTimeline

    /// Creates a scorer for one user's zone timeline. The rule must be valid
    /// (``ScoringRule/validate()``); rule files are checked when they are loaded, so an
    /// invalid rule here is a programming error.
    public init(rule: ScoringRule = .version1, timeline: ZoneTimeline) {
        do { try rule.validate() } catch { preconditionFailure("DailyScorer needs a valid scoring rule: \(error)") }
        self.rule = rule
        self.timeline = timeline
    }

    /// Creates a scorer for a user who stays in `timeZone`.
    public init(rule: ScoringRule = .version1, timeZone: TimeZone) {
        self.init(rule: rule, timeline: ZoneTimeline(home: timeZone))
    }

    /// The instants covered by the score of `day`, in the zone in effect at its start: a
    /// half-open range.
    public func window(for day: CalendarDay) -> Range<Date> {
        windows(from: day, through: day, in: timeline.zone(at: timeline.start(of: day)))[0]
    }

    /// The scoring windows of the days from `first` through `last` in `zone`, in order,
    /// computed with one `Calendar`: compute them once per zone and period, and pass them
    /// (through ``ScoringWindows``) to ``panel(for:tracking:windows:)`` for every user, so
    /// `Calendar` is not consulted per user and day.
    public func windows(from first: CalendarDay, through last: CalendarDay, in zone: TimeZone) -> [Range<Date>] {
        let dayCount = first.days(to: last) + 1
        guard dayCount > 0 else { return [] }
        let calendar = Calendar.gregorian(in: zone)
        let cutoffs = (0...dayCount).map { offset in
            let day = first.adding(days: offset)
            return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day,
                                                      hour: rule.cutoff.hour, minute: rule.cutoff.minute))!
        }
        return (0..<dayCount).map { offset in
            switch rule.window {
            case .localDay: cutoffs[offset]..<cutoffs[offset + 1]
            case .hours(let hours): cutoffs[offset + 1].addingTimeInterval(-Double(hours) * 3600)..<cutoffs[offset + 1]
            }
        }
    }

    /// The scoring windows of the days from `first` through `last` under the user's
    /// timeline: an entry is scored by the windows of the zone in effect at its instant.
    public func windows(from first: CalendarDay, through last: CalendarDay) -> ScoringWindows {
        ScoringWindows(timeline: timeline) { windows(from: first, through: last, in: $0) }
    }

    /// Scores for every day from `first` through `last`, for every category and symptom in
    /// `tracked` and for any other symptom that appears in `entries`.
    ///
    /// A symptom counts in exactly one category (Req 2): the category it has in `tracked`,
    /// whatever category an older entry recorded (the user may have moved it since); a
    /// symptom that is not tracked counts in the category of its earliest entry. Entries
    /// are scored with their current values, so an entry edited after the fact is scored
    /// where its new timestamp falls and with its new severity.
    ///
    /// The result is ordered by day, then categories before symptoms, then name.
    public func scores(
        for entries: [SymptomEntry],
        tracking tracked: [Symptom],
        from first: CalendarDay,
        through last: CalendarDay
    ) -> [DailyScore] {
        let panel = panel(for: entries, tracking: tracked, windows: windows(from: first, through: last))
        let dayCount = first.days(to: last) + 1
        guard dayCount > 0 else { return [] }
        var result: [DailyScore] = []
        result.reserveCapacity(dayCount * (panel.symptomNames.count + panel.categoryNames.count))
        for offset in 0..<dayCount {
            let day = first.adding(days: offset)
            for (name, scores) in zip(panel.categoryNames, panel.categoryScores) {
                result.append(DailyScore(day: day, level: .category, name: name, score: scores[offset]))
            }
            for (name, scores) in zip(panel.symptomNames, panel.symptomScores) {
                result.append(DailyScore(day: day, level: .symptom, name: name, score: scores[offset]))
            }
        }
        return result
    }

    /// The same scores as ``scores(for:tracking:from:through:)`` as columns, one row per
    /// day of `windows` (from ``windows(from:through:)``), with the same rules for tracked
    /// and untracked symptoms.
    public func panel(for entries: [SymptomEntry], tracking tracked: [Symptom], windows: ScoringWindows) -> DailyScorePanel {
        // The entries in time order, by position: stored entries come sorted, and sorting
        // copies of the entries cost more than scoring them.
        let order = Self.timeOrder(of: entries)
        var categoryOf: [String: String] = [:]
        for symptom in tracked where categoryOf[symptom.name] == nil {
            categoryOf[symptom.name] = symptom.category.name
        }
        // Each entry's symptom, numbered as first met in time order (an untracked symptom
        // takes the category of its earliest entry).
        var met = NameNumbers()
        var metNumbers: [Int] = []
        metNumbers.reserveCapacity(entries.count)
        for position in order {
            let symptom = entries[position].symptom
            let (number, isNew) = met.number(of: symptom.name)
            metNumbers.append(number)
            if isNew, categoryOf[symptom.name] == nil { categoryOf[symptom.name] = symptom.category.name }
        }
        let symptomNames = categoryOf.keys.sorted()
        let categoryNames = Set(categoryOf.values).sorted()
        let symptomColumn = Dictionary(uniqueKeysWithValues: symptomNames.enumerated().map { ($1, $0) })
        let categoryColumn = Dictionary(uniqueKeysWithValues: categoryNames.enumerated().map { ($1, $0) })
        let categoryColumnOfSymptom = symptomNames.map { categoryColumn[categoryOf[$0]!]! }
        let columnOfMet = met.names.map { symptomColumn[$0]! }
        let points = Severity.allCases.sorted().map { rule.points(for: $0) }

        // The entries' instants, columns and points in time order.
        let instants = order.map { entries[$0].timestamp }
        let columns = metNumbers.map { columnOfMet[$0] }
        let values = order.map { points[entries[$0].severity.rawValue] }
        var categoryScores = [[Int]](repeating: [Int](repeating: 0, count: windows.dayCount), count: categoryNames.count)
        var symptomScores = [[Int]](repeating: [Int](repeating: 0, count: windows.dayCount), count: symptomNames.count)
        for part in windows.parts {
            for (day, window) in part.windows.enumerated() {
                // The window's instants while its zone is in effect.
                let lower = max(window.lowerBound, part.instants.lowerBound)
                let upper = min(window.upperBound, part.instants.upperBound)
                var index = instants.partitioningIndex { $0 >= lower }
                while index < instants.count, instants[index] < upper {
                    let symptom = columns[index]
                    symptomScores[symptom][day] += values[index]
                    categoryScores[categoryColumnOfSymptom[symptom]][day] += values[index]
                    index += 1
                }
            }
        }
        return DailyScorePanel(categoryNames: categoryNames, symptomNames: symptomNames,
                               categoryScores: categoryScores, symptomScores: symptomScores)
    }

    /// The positions of `entries` in time order, entries at the same instant in their given
    /// order.
    private static func timeOrder(of entries: [SymptomEntry]) -> [Int] {
        let inOrder = entries.indices.dropFirst().allSatisfy { entries[$0 - 1].timestamp <= entries[$0].timestamp }
        if inOrder { return Array(entries.indices) }
        return entries.indices.sorted { a, b in
            entries[a].timestamp == entries[b].timestamp ? a < b : entries[a].timestamp < entries[b].timestamp
        }
    }
}

extension Array {
    /// The index of the first element for which `belongsToSecondPart` is true, in an array
    /// already partitioned by that predicate (binary search).
    func partitioningIndex(where belongsToSecondPart: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsToSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
