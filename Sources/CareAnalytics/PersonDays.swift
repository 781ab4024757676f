import Foundation
import CareModel
import CareStore

/// One person's days laid out as columns over the study period: daily symptom and category
/// scores (seed 000, Req 8-9), daily factor totals, and which days they logged anything.
///
/// A day with no entry at all is a missing day, not a day without symptoms: analyses use
/// scores only on logged days, although the rule shows 0 on the others.
struct PersonDays {
    /// `symptomScores[s][day]` for the layout's symptoms.
    var symptomScores: [[Double]]
    /// `categoryScores[c][day]` for the layout's categories.
    var categoryScores: [[Double]]
    /// `factorTotals[f][day]`, NaN on days the factor was not logged; indexed by the
    /// layout's factor numbering, which grows as new factors appear.
    var factorTotals: [[Double]]
    /// Whether the person logged anything on each day.
    var logged: [Bool]

    init(log: PersonLog, layout: inout PanelLayout, grid: DayGrid, windows: ScoreWindows, rule: ScoringRule) {
        let dayCount = grid.dayCount
        var logged = [Bool](repeating: false, count: dayCount)
        let instants = log.symptomEntries.lazy.map(\.timestamp) + log.factorEntries.lazy.map(\.timestamp)
            + log.usageEvents.lazy.map(\.timestamp)
        for instant in instants {
            if let day = grid.dayIndex(of: instant) { logged[day] = true }
        }
        self.logged = logged

        let scores = DailyScorer(rule: rule, timeZone: log.timeZone).scores(
            for: log.symptomEntries, tracking: layout.symptoms, in: windows)
        symptomScores = Array(repeating: Array(repeating: 0, count: dayCount), count: layout.symptomNames.count)
        categoryScores = Array(repeating: Array(repeating: 0, count: dayCount), count: layout.categoryNames.count)
        let perDay = layout.symptomNames.count + layout.categoryNames.count
        if scores.count == perDay * dayCount, layout.matchesOrder(of: scores.prefix(perDay)) {
            // The scorer's documented order: by day, categories then symptoms, by name.
            let categories = layout.categoryNames.count
            for (i, score) in scores.enumerated() {
                let day = i / perDay, column = i % perDay
                if column < categories {
                    categoryScores[column][day] = Double(score.score)
                } else {
                    symptomScores[column - categories][day] = Double(score.score)
                }
            }
        } else {
            for score in scores {
                let day = grid.first.days(to: score.day)
                switch score.level {
                case .category:
                    if let c = layout.categoryIndex[score.name] { categoryScores[c][day] = Double(score.score) }
                case .symptom:
                    if let s = layout.symptomIndex[score.name] { symptomScores[s][day] = Double(score.score) }
                }
            }
        }

        var totals: [[Double]] = []
        for entry in log.factorEntries {
            guard case .amount(let amount, let unit) = entry.measurement,
                  let day = grid.dayIndex(of: entry.timestamp) else { continue }
            let f = layout.factorIndex(entry.factor, unit: unit.rawValue)
            while totals.count <= f { totals.append([]) }
            if totals[f].isEmpty { totals[f] = [Double](repeating: .nan, count: dayCount) }
            totals[f][day] = totals[f][day].isNaN ? amount : totals[f][day] + amount
        }
        factorTotals = totals
    }
}

/// The columns of the daily panel: tracked symptoms and categories (sorted by name), and
/// factors numbered in the order they first appear.
struct PanelLayout {
    let symptoms: [Symptom]
    let symptomNames: [String]
    let categoryNames: [String]
    let symptomIndex: [String: Int]
    let categoryIndex: [String: Int]
    private(set) var factorNames: [String] = []
    private(set) var factorUnits: [String] = []
    private var factorNumbers: [String: Int] = [:]

    init(symptoms: [Symptom]) {
        self.symptoms = symptoms
        symptomNames = Set(symptoms.map(\.name)).sorted()
        categoryNames = Set(symptoms.map(\.category.name)).sorted()
        symptomIndex = Dictionary(uniqueKeysWithValues: symptomNames.enumerated().map { ($1, $0) })
        categoryIndex = Dictionary(uniqueKeysWithValues: categoryNames.enumerated().map { ($1, $0) })
    }

    /// The number of a factor, assigning the next one to a factor not seen before.
    mutating func factorIndex(_ name: String, unit: String) -> Int {
        if let index = factorNumbers[name] { return index }
        factorNumbers[name] = factorNames.count
        factorNames.append(name)
        factorUnits.append(unit)
        return factorNames.count - 1
    }

    /// Whether one day of scores lists exactly the layout's columns in the layout's order.
    func matchesOrder(of day: ArraySlice<DailyScore>) -> Bool {
        let names = day.map(\.name)
        return names == categoryNames + symptomNames
            && day.prefix(categoryNames.count).allSatisfy { $0.level == .category }
    }
}
