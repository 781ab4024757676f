import CareModel
import CareStats
import CareStore

/// Computes a ``GameReport`` in one pass over the people of a run (seed 003, stories 23 and
/// 24): each stored game's score by game and arm, each person's games in time order for
/// the practice slope (``CareStats/LinearRegression/withinSubjects(y:predictors:subjects:level:)``
/// of score on games played before ÷ 10) and their first score, and the scores sent to
/// caregivers per person over the study's weeks.
public struct GameAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`; a database without games gives a report without
    /// cells.
    public func run(on database: CareDatabase) throws(AnalysisError) -> GameReport {
        let period = try StudyPeriod.of(database)
        let weeks = Double(period.dayCount) / 7
        var people = 0
        var scores: [CellKey: (values: [Double], people: [Int])] = [:]
        var practice: (scores: [Double], before: [Double], people: [Int]) = ([], [], [])
        var firstScores: [Double] = []
        var sent = 0
        var sentPairs: [(y: Double, x: Double)] = []
        try database.people(reading: [.game]) { log in
            people += 1
            let plays = log.gamePlays
            let mine = plays.count { $0.sentToCaregiver }
            sent += mine
            sentPairs.append((Double(mine), weeks))
            guard let first = plays.first else { return }
            firstScores.append(Double(first.score))
            for (before, play) in plays.enumerated() {
                var keys = [CellKey(item: "", group: "all"), CellKey(item: play.game, group: "all")]
                if let arm = log.arm { keys += [CellKey(item: "", group: arm), CellKey(item: play.game, group: arm)] }
                for key in keys {
                    scores[key, default: ([], [])].values.append(Double(play.score))
                    scores[key, default: ([], [])].people.append(log.personID)
                }
                if plays.count > 1 {
                    practice.scores.append(Double(play.score))
                    practice.before.append(Double(before) / 10)
                    practice.people.append(log.personID)
                }
            }
        }
        let order = scores.keys.sorted { a, b in
            (a.group == "all" ? 0 : 1, a.group, a.item.isEmpty ? 0 : 1, a.item)
                < (b.group == "all" ? 0 : 1, b.group, b.item.isEmpty ? 0 : 1, b.item)
        }
        let cells = order.map { key in
            let cell = scores[key]!
            return GameReport.Cell(item: key.item, group: key.group, people: Set(cell.people).count, plays: cell.values.count,
                                   meanScore: GroupMean.mean(cell.values, people: cell.people))
        }
        let slope = try? LinearRegression.withinSubjects(
            y: practice.scores, predictors: [Predictor(name: "games_before_per_10", values: practice.before)],
            subjects: practice.people)
        return GameReport(
            people: people, personWeeks: Double(people) * weeks, cells: cells,
            practicePer10Games: slope?.term(named: "games_before_per_10"), practicePeople: Set(practice.people).count,
            firstScore: GroupMean.mean(firstScores), sent: sent,
            sentPerPersonWeek: cells.isEmpty ? nil : try? RatioEstimate(sentPairs))
    }

    private struct CellKey: Hashable {
        var item: String
        var group: String
    }
}
