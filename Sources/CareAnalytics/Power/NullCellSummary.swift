import CareStats

/// The discoveries among the cells where nothing was planted, over a power study's
/// replicates at one grid point.
///
/// A null cell is a symptom-level cell of the correlation grid (factor × symptom × lag)
/// with no planted effect and a defined within-person q-value; it is a false discovery
/// when q is below the false discovery rate (``TruthComparison``).
public struct NullCellSummary: Sendable {
    /// Replicates run.
    public var replicates: Int
    /// Null cells tested, summed over replicates.
    public var cellsTested: Int
    /// False discoveries V, summed over replicates.
    public var falseDiscoveries: Int
    /// Discoveries R (false ones and planted effects detected), summed over replicates.
    public var discoveries: Int
    /// The observed false discovery rate: the mean over replicates of V / max(R, 1), the
    /// quantity Benjamini-Hochberg keeps at or below the nominal rate (Benjamini &
    /// Hochberg 1995); NaN without replicates.
    public var falseDiscoveryRate: Double
    /// The per-comparison false positive rate: false discoveries over null cells tested,
    /// pooled over replicates; NaN when none was tested.
    public var falsePositiveRate: Double
    /// Share of replicates with at least one false discovery (the family-wise error), with
    /// its Wilson interval.
    public var familyWise: Proportion?

    /// Summarises `replicates`, one per replicate of one grid point.
    public init(_ replicates: [ReplicateEstimates]) {
        self.replicates = replicates.count
        cellsTested = replicates.map(\.nullCellsTested).reduce(0, +)
        falseDiscoveries = replicates.map(\.falseDiscoveries).reduce(0, +)
        discoveries = replicates.map(\.discoveries).reduce(0, +)
        falseDiscoveryRate = replicates.isEmpty
            ? .nan : replicates.map(\.falseDiscoveryProportion).reduce(0, +) / Double(replicates.count)
        falsePositiveRate = cellsTested > 0 ? Double(falseDiscoveries) / Double(cellsTested) : .nan
        familyWise = EffectPower.share(replicates.filter { $0.falseDiscoveries > 0 }.count, of: replicates.count)
    }
}
