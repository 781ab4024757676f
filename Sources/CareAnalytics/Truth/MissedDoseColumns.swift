import CareModel
import CareStats
import CareStore
import Foundation

/// Person-day columns for the effect of missed doses on a symptom: on each day a person
/// logged anything, the doses of a medication scheduled that day and not taken (its
/// schedule in their time zone against their dose logs), and the symptom's score that day.
struct MissedDoseColumns {
    var subjects: [Int] = []
    var missed: [Double] = []
    var scores: [Double] = []

    /// The columns of `medication` and `symptom` over `database`.
    static func read(
        medication: Medication, symptom: String, database: CareDatabase, rule: ScoringRule
    ) throws(AnalysisError) -> MissedDoseColumns {
        let period = try StudyPeriod.of(database)
        var layout = PanelLayout(symptoms: try database.trackedSymptoms())
        var grids = DayGrids(period: period)
        var columns = MissedDoseColumns()
        guard let s = layout.symptomIndex[symptom], let schedule = medication.schedule else { return columns }
        try database.people(reading: [.symptom, .factor, .usage, .dose]) { log in
            let grid = grids.grid(for: log)
            let days = PersonDays(log: log, layout: &layout, grid: grid,
                                  windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
            var due = [Int](repeating: 0, count: grid.dayCount), taken = due
            let instants = log.timeline.instants(from: period.first, through: period.last)
            for instant in schedule.occurrences(from: instants.lowerBound, to: instants.upperBound, timeline: log.timeline) {
                if let day = grid.dayIndex(of: instant) { due[day] += 1 }
            }
            for dose in log.doseLogs where medication.isNamed(dose.medication) {
                if let day = grid.dayIndex(of: dose.takenAt) { taken[day] += 1 }
            }
            for day in 0..<grid.dayCount where days.logged[day] && due[day] > 0 {
                columns.subjects.append(log.personID)
                columns.missed.append(Double(max(0, due[day] - taken[day])))
                columns.scores.append(days.symptomScores[s][day])
            }
        }
        return columns
    }
}
