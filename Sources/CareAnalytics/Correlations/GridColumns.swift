import CareModel
import CareStore

/// The columns of a correlation grid over a database: the panel layout of the tracked
/// symptoms, the outcomes beside the daily scores, and the event kinds a pass reads. The
/// grid (``CorrelationGridAnalysis``) and the single-subject analysis
/// (``SingleSubjectAnalysis``) lay out a person's days through it, so both read the same days.
struct GridColumns {
    /// The tracked symptoms and categories; factors are numbered as they appear.
    var layout: PanelLayout
    /// The outcomes beside the daily scores, in grid order.
    let otherOutcomes: [OutcomeColumn]
    /// Every outcome's level and name: categories, symptoms, then ``otherOutcomes``.
    let outcomeNames: [(level: OutcomeLevel, name: String)]
    /// How many of ``outcomeNames`` are daily scores (valid on every logged day).
    let scoreOutcomes: Int
    /// The event kinds a pass reads.
    let reading: Set<EventKind>

    /// The columns of `database` for `exposures` and the `outcomes` beside the scores.
    init(of database: CareDatabase, exposures: Set<ExposureKind>, outcomes: Set<OutcomeKind>) throws(AnalysisError) {
        layout = PanelLayout(symptoms: try database.trackedSymptoms())
        let kinds = OutcomeKind.allCases.filter { outcomes.contains($0) && $0 != .scores }
        let labels: [(kind: EventKind, name: String, unit: String)]
        do { labels = try database.eventLabels(of: kinds.reduce(into: []) { $0.formUnion($1.eventKinds) }) } catch {
            throw .store(error)
        }
        otherOutcomes = kinds.flatMap { $0.columns(in: labels) }
        let scoreNames = layout.categoryNames.map { (OutcomeLevel.category, $0) } + layout.symptomNames.map { (.symptom, $0) }
        outcomeNames = scoreNames + otherOutcomes.map { ($0.level, $0.name) }
        scoreOutcomes = scoreNames.count
        var reading = exposures.reduce(into: Set<EventKind>([.symptom, .factor, .usage])) { $0.formUnion($1.eventKinds) }
        for kind in kinds { reading.formUnion(kind.eventKinds) }
        self.reading = reading
    }
}

extension PersonDays {
    /// One person's days as a correlation grid reads them: the exposures of `kinds`
    /// numbered by `layout`, and the daily values of every outcome (categories, symptoms,
    /// then `outcomes`), scores on every day and the others NaN on days without a value.
    static func forGrid(
        _ log: PersonRecord, layout: inout PanelLayout, grids: inout DayGrids, rule: ScoringRule,
        exposures kinds: Set<ExposureKind>, outcomes: [OutcomeColumn]
    ) -> (days: PersonDays, outcomes: [[Double]]) {
        let grid = grids.grid(for: log)
        var days = PersonDays(log: log, layout: &layout, grid: grid, windows: grids.scoreWindows(for: log, rule: rule),
                              rule: rule, factorAmounts: kinds.contains(.factor))
        days.addExposures(of: log, kinds: kinds, layout: &layout, grid: grid)
        return (days, days.categoryScores + days.symptomScores + days.outcomeColumns(of: log, columns: outcomes, grid: grid))
    }
}
