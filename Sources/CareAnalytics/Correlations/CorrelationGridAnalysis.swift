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
        let symptoms = try database.trackedSymptoms()
        var layout = PanelLayout(symptoms: symptoms)
        let otherOutcomes = OutcomeKind.allCases.filter { outcomes.contains($0) && $0 != .scores }
        let labels: [(kind: EventKind, name: String, unit: String)]
        do { labels = try database.eventLabels(of: otherOutcomes.reduce(into: []) { $0.formUnion($1.eventKinds) }) } catch {
            throw .store(error)
        }
        let outcomeColumns = otherOutcomes.flatMap { $0.columns(in: labels) }
        let scoreNames = layout.categoryNames.map { (OutcomeLevel.category, $0) } + layout.symptomNames.map { (.symptom, $0) }
        let outcomeNames = scoreNames + outcomeColumns.map { ($0.level, $0.name) }
        var sums = GridSums(lags: Array(0...maxLag), outcomeCount: outcomeNames.count, firstGappedOutcome: scoreNames.count)
        let rule = self.rule, exposures = self.exposures
        var reading = exposures.reduce(into: Set<EventKind>([.symptom, .factor, .usage])) { $0.formUnion($1.eventKinds) }
        for kind in otherOutcomes { reading.formUnion(kind.eventKinds) }
        let parts = try database.peopleInParts(reading: reading) {
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

        return CorrelationGrid(people: people, period: period, sums: sums, layout: layout, outcomes: outcomeNames,
                               scoreOutcomes: scoreNames.count)
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
        let grid = grids.grid(for: log)
        var days = PersonDays(log: log, layout: &layout, grid: grid,
                              windows: grids.scoreWindows(for: log, rule: rule), rule: rule,
                              factorAmounts: exposures.contains(.factor))
        days.addExposures(of: log, kinds: exposures, layout: &layout, grid: grid)
        sums.add(days, outcomes: days.categoryScores + days.symptomScores
                    + days.outcomeColumns(of: log, columns: outcomes, grid: grid),
                 isLevel: layout.factorUnits.map { $0 == FactorLevel.unit })
        people += 1
    }
}
