import Foundation

/// Computes a user's daily category and symptom scores (seed 000, Req 8 and 9).
///
/// Every tracked category and symptom gets a score on every day of the range, 0 when
/// nothing was logged. Windows are computed with `Calendar` in the user's time zone, so an
/// entry at exactly 00:00 belongs to the day it starts, and days of 23 or 25 hours are
/// scored over their real length.
public struct DailyScorer: Sendable {
    /// The rule in force.
    public var rule: ScoringRule
    /// The user's time zone.
    public var timeZone: TimeZone

    /// Creates a scorer for one user's time zone.
    public init(rule: ScoringRule = .version1, timeZone: TimeZone) {
        self.rule = rule
        self.timeZone = timeZone
    }

    /// The instants covered by the score of `day`: a half-open range.
    public func window(for day: CalendarDay) -> Range<Date> {
        let next = day.adding(days: 1)
        let end = next.instant(hour: rule.cutoff.hour, minute: rule.cutoff.minute, in: timeZone)!
        switch rule.window {
        case .localDay:
            let start = day.instant(hour: rule.cutoff.hour, minute: rule.cutoff.minute, in: timeZone)!
            return start..<end
        case .hours(let hours):
            return end.addingTimeInterval(-Double(hours) * 3600)..<end
        }
    }

    /// Scores for every day from `first` through `last`, for every category and symptom in
    /// `tracked` and for any other symptom that appears in `entries`.
    ///
    /// The result is ordered by day, then categories before symptoms, then name.
    public func scores(
        for entries: [SymptomEntry],
        tracking tracked: [Symptom],
        from first: CalendarDay,
        through last: CalendarDay
    ) -> [DailyScore] {
        let symptoms = Set(tracked).union(entries.map(\.symptom))
        let symptomNames = Set(symptoms.map(\.name)).sorted()
        let categoryNames = Set(symptoms.map(\.category.name)).sorted()
        let symptomColumn = Dictionary(uniqueKeysWithValues: symptomNames.enumerated().map { ($1, $0) })
        let categoryColumn = Dictionary(uniqueKeysWithValues: categoryNames.enumerated().map { ($1, $0) })

        let sorted = entries.sorted { $0.timestamp < $1.timestamp }
        let dayCount = first.days(to: last) + 1
        guard dayCount > 0 else { return [] }

        var result: [DailyScore] = []
        result.reserveCapacity(dayCount * (symptomNames.count + categoryNames.count))
        for offset in 0..<dayCount {
            let day = first.adding(days: offset)
            let window = window(for: day)
            var categoryScores = [Int](repeating: 0, count: categoryNames.count)
            var symptomScores = [Int](repeating: 0, count: symptomNames.count)
            var index = sorted.partitioningIndex { $0.timestamp >= window.lowerBound }
            while index < sorted.count, sorted[index].timestamp < window.upperBound {
                let entry = sorted[index]
                let points = rule.points(for: entry.severity)
                categoryScores[categoryColumn[entry.symptom.category.name]!] += points
                symptomScores[symptomColumn[entry.symptom.name]!] += points
                index += 1
            }
            for (name, score) in zip(categoryNames, categoryScores) {
                result.append(DailyScore(day: day, level: .category, name: name, score: score))
            }
            for (name, score) in zip(symptomNames, symptomScores) {
                result.append(DailyScore(day: day, level: .symptom, name: name, score: score))
            }
        }
        return result
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
