import CareModel
import CareStats
import CareStore

/// When symptoms start and lifestyle factors are taken, by part of the day (seed 000,
/// Req 3 and 11): symptom onsets by part, a factor's part of the day as a covariate of a
/// later symptom score, and factors against onsets some hours later.
public struct TimeOfDayAnalysis: Sendable {
    /// The name of the onset rows of every symptom pooled.
    public static let allSymptoms = "all symptoms"
    /// The fewest onsets of a symptom a person needs for their own spread to be summarised.
    public static let minimumPersonOnsets = 5

    /// The scoring rule for daily scores.
    public var rule: ScoringRule
    /// The lags in days of the factor-by-part cells.
    public var lags: [Int]
    /// The windows of hours of the hour-lag cells.
    public var windows: [HourWindow]
    /// The confidence level of the intervals.
    public var level: Double

    /// Creates the analysis.
    public init(rule: ScoringRule = .version1, lags: [Int] = [0, 1], windows: [HourWindow] = HourWindow.standard,
                level: Double = 0.95) {
        self.rule = rule
        self.lags = lags
        self.windows = windows
        self.level = level
    }

    /// Runs the analysis over `database` in one pass over its people.
    public func run(on database: CareDatabase) throws(AnalysisError) -> TimeOfDayReport {
        var layout = PanelLayout(symptoms: try database.trackedSymptoms())
        var grids = DayGrids(period: try StudyPeriod.of(database))
        var onsets = OnsetParts(), factorParts = FactorParts(lags: lags), hourLags = HourLags(windows: windows)
        try database.people(reading: [.symptom, .factor, .usage]) { log in
            onsets.add(log.symptomEntries)
            guard !log.factorEntries.isEmpty else { return }
            let grid = grids.grid(for: log)
            let days = PersonDays(log: log, layout: &layout, grid: grid,
                                  windows: grids.scoreWindows(for: log, rule: rule), rule: rule)
            factorParts.add(person: log.personID, factors: log.factorEntries, grid: grid,
                            symptoms: layout.symptomNames, scores: days.symptomScores, logged: days.logged)
            hourLags.add(person: log.personID, factors: log.factorEntries, symptoms: log.symptomEntries,
                         tracked: layout.symptomNames)
        }
        return TimeOfDayReport(onsets: onsets.shares(level: level), factorParts: factorParts.cells(level: level),
                               hourLags: hourLags.cells(level: level))
    }
}

/// What ``TimeOfDayAnalysis`` finds.
public struct TimeOfDayReport: Hashable, Sendable {
    /// Per symptom (and all symptoms pooled) and part of the day, the onsets there.
    public var onsets: [OnsetShare]
    /// Per factor, symptom, lag and part, the factor taken then against the later score.
    public var factorParts: [FactorPartCell]
    /// Per factor, symptom and window of hours, the factor against an onset in the window.
    public var hourLags: [HourLagCell]

    /// A report from its parts.
    public init(onsets: [OnsetShare], factorParts: [FactorPartCell], hourLags: [HourLagCell]) {
        self.onsets = onsets
        self.factorParts = factorParts
        self.hourLags = hourLags
    }
}
