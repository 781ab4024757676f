import CareStats

extension CorrelationGrid {
    /// The grid of the summed pass: one cell per factor, outcome and lag that has data, in
    /// order of factor, level, outcome and lag, with Benjamini-Hochberg q-values over the
    /// whole grid for each kind of estimate.
    ///
    /// `outcomes` names the sums' outcomes in their order; the first `scoreOutcomes` are the
    /// daily scores, which are cells even without pairs. Another outcome that never meets a
    /// factor is no cell, nor is a series set against itself on the same day.
    init(people: Int, period: StudyPeriod, sums: GridSums, layout: PanelLayout,
         outcomes: [(level: OutcomeLevel, name: String)], scoreOutcomes: Int) {
        var cells: [Cell] = []
        for (f, factor) in layout.factorNames.enumerated() where f < sums.cells.count {
            let unit = layout.factorUnits[f]
            for (o, outcome) in outcomes.enumerated() {
                for (l, lag) in sums.lags.enumerated() {
                    let cell = sums.cells[f][o * sums.lags.count + l]
                    if o >= scoreOutcomes, cell.pooled.count == 0 { continue }
                    if lag == 0, Self.isSameSeries(exposure: factor, unit: unit, outcome: outcome.name, level: outcome.level) {
                        continue
                    }
                    let subjects = cell.within.subjects
                    cells.append(Cell(
                        factor: factor, unit: unit, outcome: outcome.name, level: outcome.level, lagDays: lag,
                        pooled: CorrelationEstimate(Result { () throws(StatisticsError) in try cell.pooled.correlation() },
                                                    pairs: cell.pooled.count, people: subjects),
                        between: CorrelationEstimate(Result { () throws(StatisticsError) in try cell.between.correlation() },
                                                     pairs: cell.between.count, people: subjects),
                        within: CorrelationEstimate(Result { () throws(StatisticsError) in try cell.within.correlation() },
                                                    pairs: cell.within.observations, people: subjects),
                        withinSlope: cell.within.slope,
                        ordinal: cell.ordinal.map { pairs in
                            let ranks = pairs.rankCorrelations()
                            return OrdinalEstimates(
                                spearman: CorrelationEstimate(ranks.spearman, pairs: cell.pooled.count, people: subjects),
                                kendall: CorrelationEstimate(ranks.kendall, pairs: cell.pooled.count, people: subjects))
                        },
                        pooledClusteredPValue: (try? cell.clustered.pValue(pooled: cell.pooled)) ?? .nan))
                }
            }
        }
        cells.sort { ($0.factor, $0.level.rawValue, $0.outcome, $0.lagDays) < ($1.factor, $1.level.rawValue, $1.outcome, $1.lagDays) }
        Self.adjust(&cells, \.pooled)
        Self.adjust(&cells, \.between)
        Self.adjust(&cells, \.within)
        self.init(people: people, period: period, cells: cells)
    }

    /// Whether an exposure column is the same daily series as an outcome (the mood's
    /// valence, a questionnaire's total, a measurement's reading), as ``ExposureKind`` names
    /// them.
    static func isSameSeries(exposure: String, unit: String, outcome: String, level: OutcomeLevel) -> Bool {
        switch level {
        case .mood: exposure == "mood" && OutcomeColumn.mood(scale: unit).name == outcome
        case .questionnaire: exposure == "questionnaire: \(outcome)"
        case .measurement: exposure == "measurement: \(outcome)"
        case .symptom, .category: false
        }
    }

    /// Benjamini-Hochberg q-values across the whole grid, for one kind of estimate.
    private static func adjust(_ cells: inout [Cell], _ estimate: WritableKeyPath<Cell, CorrelationEstimate>) {
        let q: [Double]
        do { q = try PValueAdjustment.benjaminiHochberg.adjust(cells.map { $0[keyPath: estimate].pValue }) } catch {
            preconditionFailure("p-values of correlations lie in [0, 1]: \(error)")
        }
        for i in cells.indices { cells[i][keyPath: estimate].qValue = q[i] }
    }
}
