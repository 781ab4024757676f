import CareAnalytics
import CareStats

extension RunReport {
    /// The header of ``gameRows``.
    static let gameHeader = ["game", "arm", "people", "plays", "mean score (95 % interval)"]

    /// Learning-game scores (seed 003, stories 23 and 24), for the Markdown and HTML reports
    /// alike: one row per game and arm (every game first), the mean score with its interval
    /// clustered by person. Nil when no game was played; a row backed by fewer people than
    /// the small-cell minimum shows `suppressed`.
    var gameRows: [[String]]? {
        guard let games, games.overall != nil else { return nil }
        return games.cells.map { cell in
            let game = cell.item.isEmpty ? "all" : cell.item
            guard smallCells.allows(cell.people) else {
                return [game, cell.group, "fewer than \(smallCells.minimumCount)", "suppressed", ""]
            }
            return [game, cell.group, NumberFormat.grouped(cell.people), NumberFormat.grouped(cell.plays),
                    Self.estimate(cell.meanScore?.estimate, cell.meanScore?.interval)]
        }
    }

    /// The text above the games' table: the first score, the practice effect and the scores
    /// sent to caregivers, each left out when fewer people than the small-cell minimum.
    var gameText: String? {
        guard let games, let overall = games.overall, gameRows != nil else { return nil }
        var text = "Learning games (seed 003, stories 23 and 24) played by \(smallCells.shown(overall.people)) of "
            + "\(NumberFormat.grouped(games.people)) people; each score, 0 to 100, also sets the game's reward bonus."
        if let first = games.firstScore, smallCells.allows(first.people) {
            text += " The mean first score is \(Self.estimate(first.estimate, first.interval))."
        }
        if let slope = games.practicePer10Games, smallCells.allows(games.practicePeople) {
            text += " Practice: a score rises by \(Self.estimate(slope.estimate, slope.interval)) points per ten games "
                + "played before (within-person regression, clustered by person; \(smallCells.shown(games.practicePeople)) "
                + "people with two games or more)."
        }
        if let rate = games.sentPerPersonWeek, smallCells.allows(games.people) {
            text += " \(NumberFormat.grouped(games.sent)) scores were sent to caregivers who opted in (story 23), "
                + "\(Self.estimate(rate.estimate, rate.interval, digits: 2)) per person-week."
        }
        return text + " `carelab analyze games` writes the same figures."
    }

    /// The Markdown section of ``gameRows``.
    var gamesSection: [String] {
        guard let rows = gameRows, let text = gameText else { return [] }
        return ["## Learning games", "", text, "", "| " + Self.gameHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.gameHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }

    /// An estimate with its interval, `NA` when undefined.
    private static func estimate(_ value: Double?, _ interval: ConfidenceInterval?, digits: Int = 1) -> String {
        guard let value else { return "NA" }
        return NumberFormat.fixed(value, digits)
            + (interval.map { " (" + range($0.lower, $0.upper, digits) + ")" } ?? "")
    }
}
