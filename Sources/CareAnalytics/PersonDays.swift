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

    init(log: PersonRecord, layout: inout PanelLayout, grid: PersonDayGrid, rule: ScoringRule) {
        let windows = DailyScorer(rule: rule, timeline: log.timeline)
            .windows(from: grid.first, through: grid.calendarDay(grid.dayCount - 1))
        self.init(log: log, layout: &layout, grid: grid, windows: windows, rule: rule)
    }

    /// Lays out one person's days with the scoring windows of their zones computed
    /// beforehand (``DayGrids/scoreWindows(for:rule:)``), the fast path for whole runs.
    /// Without `factorAmounts`, no factor column is laid out (the days logged still count
    /// factor entries).
    init(log: PersonRecord, layout: inout PanelLayout, grid: PersonDayGrid, windows: ScoringWindows, rule: ScoringRule,
         factorAmounts: Bool = true) {
        let dayCount = grid.dayCount
        var logged = [Bool](repeating: false, count: dayCount)
        log.forEachLoggedInstant { instant in
            if let day = grid.dayIndex(of: instant) { logged[day] = true }
        }
        self.logged = logged

        let panel = DailyScorer(rule: rule, timeline: log.timeline)
            .panel(for: log.symptomEntries, tracking: layout.symptoms, windows: windows)
        if panel.symptomNames == layout.symptomNames, panel.categoryNames == layout.categoryNames {
            symptomScores = panel.symptomScores.map { $0.map(Double.init) }
            categoryScores = panel.categoryScores.map { $0.map(Double.init) }
        } else {
            // The person logged a symptom the run does not track: keep the layout's columns.
            symptomScores = layout.symptomNames.map { name in
                panel.symptomNames.firstIndex(of: name).map { panel.symptomScores[$0].map(Double.init) }
                    ?? [Double](repeating: 0, count: dayCount)
            }
            categoryScores = layout.categoryNames.map { name in
                panel.categoryNames.firstIndex(of: name).map { panel.categoryScores[$0].map(Double.init) }
                    ?? [Double](repeating: 0, count: dayCount)
            }
        }

        var totals: [[Double]] = []
        for entry in log.factorEntries where factorAmounts {
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
/// factors (and other exposures) numbered by name and unit in the order they first appear.
struct PanelLayout {
    let symptoms: [Symptom]
    let symptomNames: [String]
    let categoryNames: [String]
    let symptomIndex: [String: Int]
    let categoryIndex: [String: Int]
    private(set) var factorNames: [String] = []
    private(set) var factorUnits: [String] = []

    init(symptoms: [Symptom]) {
        self.symptoms = symptoms
        symptomNames = Set(symptoms.map(\.name)).sorted()
        categoryNames = Set(symptoms.map(\.category.name)).sorted()
        symptomIndex = Dictionary(uniqueKeysWithValues: symptomNames.enumerated().map { ($1, $0) })
        categoryIndex = Dictionary(uniqueKeysWithValues: categoryNames.enumerated().map { ($1, $0) })
    }

    /// The number of a factor in a unit, assigning the next one to a pair not seen before
    /// (a factor logged in two units, or by amount and by level, is two columns).
    mutating func factorIndex(_ name: String, unit: String) -> Int {
        // A run has a handful of factors: comparing names (lengths first) beats hashing them
        // per entry.
        let length = name.utf8.count
        if let index = factorNames.indices.first(where: {
            factorNames[$0].utf8.count == length && factorNames[$0] == name && factorUnits[$0] == unit
        }) { return index }
        factorNames.append(name)
        factorUnits.append(unit)
        return factorNames.count - 1
    }
}
