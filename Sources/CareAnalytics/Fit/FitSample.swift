import CareModel
import CareStore
import Foundation

/// What a scenario fit reads from a database, gathered in one pass over its people: each
/// person's days of use, symptom scores and factor totals over the study period, and the
/// catalogue's names.
struct FitSample {
    /// One person's days, indexed from the study period's first day.
    struct Person {
        /// The person's home time zone.
        var timeZone: String
        /// Whether the person used the app on each day.
        var logged: [Bool]
        /// `scores[s][day]`: the day's score of symptom s (0 on days not logged).
        var scores: [[Double]]
        /// `factors[f][day]`: the day's total of factor f, NaN when not logged.
        var factors: [[Double]]
        /// The person's first day of use, nil for none.
        var firstDay: Int? { logged.firstIndex(of: true) }
        /// The symptom points logged on each day (0 on days not logged).
        var points: [Double] {
            logged.indices.map { day in scores.reduce(0) { $0 + $1[day] } }
        }
    }

    /// The study period.
    var period: StudyPeriod
    /// The tracked symptoms, in the layout's order.
    var symptoms: [Symptom]
    /// The factors' names and units, in the layout's order.
    var factors: [(name: String, unit: String)]
    /// For each factor, how many entries fell in each part of the day.
    var factorParts: [[TimeOfDay: Int]]
    /// Everyone, in the database's order.
    var people: [Person]

    /// Reads `database` once.
    static func read(_ database: CareDatabase, rule: ScoringRule) throws(AnalysisError) -> FitSample {
        let period = try StudyPeriod.of(database)
        var layout = PanelLayout(symptoms: try database.trackedSymptoms())
        var grids = DayGrids(period: period)
        var people: [Person] = []
        var parts: [String: [TimeOfDay: Int]] = [:]
        try database.people(reading: [.symptom, .factor, .usage]) { log in
            let grid = grids.grid(for: log)
            var days = PersonDays(log: log, layout: &layout, grid: grid,
                                  windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
            days.addExposures(of: log, kinds: [.factor], layout: &layout, grid: grid)
            for entry in log.factorEntries {
                guard let part = entry.timeOfDay else { continue }
                parts[entry.factor, default: [:]][part, default: 0] += 1
            }
            people.append(Person(timeZone: log.timeZone.identifier, logged: days.logged,
                                 scores: days.symptomScores, factors: days.factorTotals))
        }
        let factors = zip(layout.factorNames, layout.factorUnits).map { (name: $0, unit: $1) }
        // A person who never logged a factor has no column for it.
        for p in people.indices {
            while people[p].factors.count < factors.count {
                people[p].factors.append([Double](repeating: .nan, count: people[p].logged.count))
            }
            for f in people[p].factors.indices where people[p].factors[f].isEmpty {
                people[p].factors[f] = [Double](repeating: .nan, count: people[p].logged.count)
            }
        }
        // Scores are in the order of the layout's sorted names.
        let symptoms = layout.symptomNames.compactMap { name in layout.symptoms.first { $0.name == name } }
        return FitSample(period: period, symptoms: symptoms, factors: factors,
                         factorParts: factors.map { parts[$0.name] ?? [:] }, people: people)
    }
}
