import CareModel
import CareStore
import Foundation

/// Person-day columns for the mood weight: on each day a person logged anything and
/// answered the mood survey, the mean valence of the day's moods and the day's symptom
/// points (the sum of every symptom's score that day).
struct MoodWeightColumns {
    var subjects: [Int] = []
    var points: [Double] = []
    var valences: [Double] = []

    /// The columns of `database`.
    static func read(database: CareDatabase, rule: ScoringRule) throws(AnalysisError) -> MoodWeightColumns {
        var layout = PanelLayout(symptoms: try database.trackedSymptoms())
        var grids = DayGrids(period: try StudyPeriod.of(database))
        var columns = MoodWeightColumns()
        try database.people(reading: [.symptom, .factor, .usage, .mood]) { log in
            guard !log.moods.isEmpty else { return }
            let grid = grids.grid(for: log)
            let days = PersonDays(log: log, layout: &layout, grid: grid,
                                  windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
            var valenceSums = [Double](repeating: 0, count: grid.dayCount), moods = [Int](repeating: 0, count: grid.dayCount)
            for checkIn in log.moods {
                guard let day = grid.dayIndex(of: checkIn.timestamp) else { continue }
                valenceSums[day] += checkIn.mood.affect.valence
                moods[day] += 1
            }
            for day in 0..<grid.dayCount where days.logged[day] && moods[day] > 0 {
                columns.subjects.append(log.personID)
                columns.points.append(days.symptomScores.reduce(0) { $0 + $1[day] })
                columns.valences.append(valenceSums[day] / Double(moods[day]))
            }
        }
        return columns
    }
}
