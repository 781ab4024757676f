import CareStats

/// Learning-game scores over a run (seed 003, stories 23 and 24): the mean score by game
/// and arm, the practice effect (a within-person slope of score on games played before),
/// the mean of the people's first scores, and the scores sent to caregivers. Segments are
/// not stored, so the groups are arms. Estimates only: the small-cell rule is the report's
/// to apply, on each figure's people.
public struct GameReport: Sendable {
    /// The games played of one game (or all, `item` empty) in one arm (or `all`).
    public struct Cell: Sendable {
        /// The game; empty for every game.
        public var item: String
        /// The arm, or `all`.
        public var group: String
        /// People who played in the cell.
        public var people: Int
        /// Games played.
        public var plays: Int
        /// The mean score per game played, with a 95 % interval clustered by person; nil
        /// when undefined (fewer than two people, or no variation).
        public var meanScore: GroupMean?

        /// Creates a cell.
        public init(item: String, group: String, people: Int, plays: Int, meanScore: GroupMean?) {
            self.item = item
            self.group = group
            self.people = people
            self.plays = plays
            self.meanScore = meanScore
        }
    }

    /// People in the run.
    public var people: Int
    /// Person-weeks of the study: people × study days / 7.
    public var personWeeks: Double
    /// Every game and arm together first (`item` empty, group `all`), then by game over all
    /// arms, then, when the run has arms, by arm and by game and arm.
    public var cells: [Cell]
    /// Points a score rises per ten games played before it: the within-person regression of
    /// score on games played so far ÷ 10 (person fixed effects, clustered by person); nil
    /// when undefined.
    public var practicePer10Games: LinearRegression.Term?
    /// People behind ``practicePer10Games``: those with two games or more.
    public var practicePeople: Int
    /// The mean score of each person's first game, with its 95 % interval (one per person).
    public var firstScore: GroupMean?
    /// Scores sent to caregivers.
    public var sent: Int
    /// Scores sent to caregivers per person-week, over every person of the run, with a
    /// 95 % interval clustered by person (a ratio of sums).
    public var sentPerPersonWeek: RatioEstimate?

    /// Creates a report.
    public init(people: Int, personWeeks: Double, cells: [Cell], practicePer10Games: LinearRegression.Term?,
                practicePeople: Int, firstScore: GroupMean?, sent: Int, sentPerPersonWeek: RatioEstimate?) {
        self.people = people
        self.personWeeks = personWeeks
        self.cells = cells
        self.practicePer10Games = practicePer10Games
        self.practicePeople = practicePeople
        self.firstScore = firstScore
        self.sent = sent
        self.sentPerPersonWeek = sentPerPersonWeek
    }

    /// The cell of every game and arm; nil without games.
    public var overall: Cell? { cells.first { $0.item.isEmpty && $0.group == "all" && $0.plays > 0 } }
}
