import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``CorrelationGrid`` from a stored run in one streaming pass over its people,
/// holding one person at a time.
public struct CorrelationGridAnalysis: Sendable {
    /// The scoring rule for daily scores (seed 000, Req 8-9).
    public var rule: ScoringRule
    /// The largest lag in days; lags 0 through it are estimated.
    public var maxLag: Int

    /// Creates the analysis; `maxLag` must be at least 0.
    public init(rule: ScoringRule = .version1, maxLag: Int = 3) {
        precondition(maxLag >= 0, "the largest lag must be at least 0 days")
        self.rule = rule
        self.maxLag = maxLag
    }

    /// Runs the analysis over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> CorrelationGrid {
        let period = try StudyPeriod.of(database)
        let symptoms = try database.trackedSymptoms()
        var layout = PanelLayout(symptoms: symptoms)
        let outcomeNames = layout.categoryNames.map { (ScoreLevel.category, $0) } + layout.symptomNames.map { (.symptom, $0) }
        var sums = GridSums(lags: Array(0...maxLag), outcomeCount: outcomeNames.count)
        let rule = self.rule
        let parts = try database.peopleInParts(reading: [.symptom, .factor, .usage]) {
            GridPart(layout: layout, grids: DayGrids(period: period), sums: sums)
        } _: { part, log in
            part.add(log, rule: rule)
        }
        var people = 0
        for part in parts {
            sums.merge(part.sums, factorIndex: part.layout.factorNames.enumerated().map { f, name in
                layout.factorIndex(name, unit: part.layout.factorUnits[f])
            })
            people += part.people
        }

        var cells: [CorrelationGrid.Cell] = []
        for (f, factor) in layout.factorNames.enumerated() where f < sums.cells.count {
            for (o, outcome) in outcomeNames.enumerated() {
                for (l, lag) in sums.lags.enumerated() {
                    let cell = sums.cells[f][o * sums.lags.count + l]
                    let subjects = cell.within.subjects
                    cells.append(CorrelationGrid.Cell(
                        factor: factor, unit: layout.factorUnits[f], outcome: outcome.1, level: outcome.0, lagDays: lag,
                        pooled: CorrelationEstimate(Result { () throws(StatisticsError) in try cell.pooled.correlation() },
                                                    pairs: cell.pooled.count, people: subjects),
                        between: CorrelationEstimate(Result { () throws(StatisticsError) in try cell.between.correlation() },
                                                     pairs: cell.between.count, people: subjects),
                        within: CorrelationEstimate(Result { () throws(StatisticsError) in try cell.within.correlation() },
                                                    pairs: cell.within.observations, people: subjects),
                        withinSlope: cell.within.slope))
                }
            }
        }
        cells.sort { ($0.factor, $0.level.rawValue, $0.outcome, $0.lagDays) < ($1.factor, $1.level.rawValue, $1.outcome, $1.lagDays) }
        Self.adjust(&cells, \.pooled)
        Self.adjust(&cells, \.between)
        Self.adjust(&cells, \.within)
        return CorrelationGrid(people: people, period: period, cells: cells)
    }

    /// Benjamini-Hochberg q-values across the whole grid, for one kind of estimate.
    private static func adjust(
        _ cells: inout [CorrelationGrid.Cell], _ estimate: WritableKeyPath<CorrelationGrid.Cell, CorrelationEstimate>
    ) {
        let q: [Double]
        do { q = try PValueAdjustment.benjaminiHochberg.adjust(cells.map { $0[keyPath: estimate].pValue }) } catch {
            preconditionFailure("p-values of correlations lie in [0, 1]: \(error)")
        }
        for i in cells.indices { cells[i][keyPath: estimate].qValue = q[i] }
    }
}

/// One part's share of the pass: its own layout (factors numbered as they appear in the
/// part), day grids and sums.
private struct GridPart {
    var layout: PanelLayout
    var grids: DayGrids
    var sums: GridSums
    var people = 0

    mutating func add(_ log: PersonRecord, rule: ScoringRule) {
        let days = PersonDays(log: log, layout: &layout, grid: grids.grid(for: log.timeZone),
                              windows: grids.scoreWindows(for: log.timeZone, rule: rule), rule: rule)
        sums.add(days, outcomes: days.categoryScores + days.symptomScores)
        people += 1
    }
}
