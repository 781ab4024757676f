extension CorrelationGrid {
    /// The cells worth a researcher's look: those whose within-person correlation survives
    /// the Benjamini-Hochberg adjustment at `falseDiscoveryRate` across the whole grid,
    /// strongest evidence first (smallest q, then largest |r|, then factor, outcome and lag).
    ///
    /// Within-person estimates rank because they answer "does this factor go with this
    /// symptom in the same person", which pooled estimates confound with differences
    /// between people; a cell whose pooled estimate disagrees in sign says so in
    /// ``Cell/signsDisagree``.
    public func findings(falseDiscoveryRate: Double = 0.05) -> [Cell] {
        cells.filter { $0.within.qValue < falseDiscoveryRate }.sorted { a, b in
            if a.within.qValue != b.within.qValue { return a.within.qValue < b.within.qValue }
            if abs(a.within.r) != abs(b.within.r) { return abs(a.within.r) > abs(b.within.r) }
            return (a.factor, a.outcome, a.lagDays) < (b.factor, b.outcome, b.lagDays)
        }
    }
}
