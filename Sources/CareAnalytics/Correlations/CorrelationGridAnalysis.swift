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
    /// The kinds of events taken as exposures (lifestyle factors only by default).
    public var exposures: Set<ExposureKind>
    /// The kinds of outcomes beside the daily scores, which are always in the grid.
    public var outcomes: Set<OutcomeKind>

    /// Creates the analysis; `maxLag` must be at least 0.
    public init(rule: ScoringRule = .version1, maxLag: Int = 3, exposures: Set<ExposureKind> = [.factor],
                outcomes: Set<OutcomeKind> = [.scores]) {
        precondition(maxLag >= 0, "the largest lag must be at least 0 days")
        self.rule = rule
        self.maxLag = maxLag
        self.exposures = exposures
        self.outcomes = outcomes
    }

    /// Runs the analysis over `database`.
    public func run(on database: CareDatabase) throws(AnalysisError) -> CorrelationGrid {
        let period = try StudyPeriod.of(database)
        let columns = try GridColumns(of: database, exposures: exposures, outcomes: outcomes)
        var layout = columns.layout
        let outcomeColumns = columns.otherOutcomes
        var sums = GridSums(lags: Array(0...maxLag), outcomeCount: columns.outcomeNames.count,
                            firstGappedOutcome: columns.scoreOutcomes)
        let rule = self.rule, exposures = self.exposures
        let parts = try database.peopleInParts(reading: columns.reading) {
            GridPart(layout: layout, grids: DayGrids(period: period), sums: sums)
        } _: { part, log in
            part.add(log, rule: rule, exposures: exposures, outcomes: outcomeColumns)
        }
        var people = 0
        for part in parts {
            sums.merge(part.sums, factorIndex: part.layout.factorNames.enumerated().map { f, name in
                layout.factorIndex(name, unit: part.layout.factorUnits[f])
            })
            people += part.people
        }

        return CorrelationGrid(people: people, period: period, sums: sums, layout: layout, outcomes: columns.outcomeNames,
                               scoreOutcomes: columns.scoreOutcomes)
    }
}

/// One part's share of the pass: its own layout (factors numbered as they appear in the
/// part), day grids and sums.
private struct GridPart {
    var layout: PanelLayout
    var grids: DayGrids
    var sums: GridSums
    var people = 0

    mutating func add(_ log: PersonRecord, rule: ScoringRule, exposures: Set<ExposureKind>, outcomes: [OutcomeColumn]) {
        let (days, values) = PersonDays.forGrid(log, layout: &layout, grids: &grids, rule: rule, exposures: exposures,
                                                outcomes: outcomes)
        sums.add(days, outcomes: values, isLevel: layout.factorUnits.map { $0 == FactorLevel.unit })
        people += 1
    }
}
