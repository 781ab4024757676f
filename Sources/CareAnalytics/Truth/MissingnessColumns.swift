import CareModel
import CareStore
import Foundation

/// Person-day columns for the missing-data mechanism: on each day after a day the person
/// logged anything, whether the day has a log-in (1 or 0) and the symptom points logged
/// the day before (the sum of every symptom's score that day).
struct MissingnessColumns {
    var subjects: [Int] = []
    var pointsTheDayBefore: [Double] = []
    var used: [Double] = []

    /// The columns of `database`.
    static func read(database: CareDatabase, rule: ScoringRule) throws(AnalysisError) -> MissingnessColumns {
        var layout = PanelLayout(symptoms: try database.trackedSymptoms())
        var grids = DayGrids(period: try StudyPeriod.of(database))
        var columns = MissingnessColumns()
        try database.people(reading: [.symptom, .factor, .usage]) { log in
            let grid = grids.grid(for: log)
            let days = PersonDays(log: log, layout: &layout, grid: grid,
                                  windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
            var loggedIn = [Bool](repeating: false, count: grid.dayCount)
            for event in log.usageEvents where event.kind == .login {
                if let day = grid.dayIndex(of: event.timestamp) { loggedIn[day] = true }
            }
            for day in 1..<max(1, grid.dayCount) where days.logged[day - 1] {
                columns.subjects.append(log.personID)
                columns.pointsTheDayBefore.append(days.symptomScores.reduce(0) { $0 + $1[day - 1] })
                columns.used.append(loggedIn[day] ? 1 : 0)
            }
        }
        return columns
    }
}
