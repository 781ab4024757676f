/// What one replicate of a power study keeps: the estimate of every planted effect and the
/// discoveries among the cells where nothing was planted, from one ``TruthComparison``.
public struct ReplicateEstimates: Codable, Hashable, Sendable {
    /// Planted effects first, in the manifest's order, then missed-dose effects.
    public var effects: [EffectEstimate]
    /// Symptom-level grid cells with nothing planted and a defined q-value.
    public var nullCellsTested: Int
    /// Those of them with q below the false discovery rate.
    public var falseDiscoveries: Int

    /// Creates a replicate's estimates.
    public init(effects: [EffectEstimate], nullCellsTested: Int, falseDiscoveries: Int) {
        self.effects = effects
        self.nullCellsTested = nullCellsTested
        self.falseDiscoveries = falseDiscoveries
    }

    /// The estimates of `comparison`.
    public init(_ comparison: TruthComparison) {
        let planted = comparison.planted.map { effect in
            let t = effect.truth
            return EffectEstimate(
                key: .init(kind: .planted, factor: t.factor, factorUnit: t.factorUnit, symptom: t.symptom,
                           lagDays: t.lagDays),
                planted: t.withinPerUnit, target: Self.finite(t.impliedScorePointsPerUnit),
                estimate: Self.finite(effect.slope?.estimate), standardError: Self.finite(effect.slope?.standardError),
                lower: Self.finite(effect.slope?.interval.lower), upper: Self.finite(effect.slope?.interval.upper),
                p: Self.finite(effect.slope?.pValue), q: Self.finite(effect.cell?.within.qValue),
                detected: effect.detected, people: effect.people, personDays: effect.personDays)
        }
        let missed = comparison.missedDoses.map { effect in
            EffectEstimate(
                key: .init(kind: .missedDose, symptom: effect.truth.symptom, item: effect.medication),
                planted: effect.truth.perMissedDose, target: Self.finite(effect.truth.impliedScorePointsPerMissedDose),
                estimate: Self.finite(effect.slope?.estimate), standardError: Self.finite(effect.slope?.standardError),
                lower: Self.finite(effect.slope?.interval.lower), upper: Self.finite(effect.slope?.interval.upper),
                p: Self.finite(effect.slope?.pValue), q: nil, detected: nil,
                people: effect.people, personDays: effect.personDays)
        }
        self.init(effects: planted + missed, nullCellsTested: comparison.nullCellsTested,
                  falseDiscoveries: comparison.falseDiscoveries.count)
    }

    /// Discoveries among the symptom-level cells: the false ones and the planted effects
    /// detected.
    public var discoveries: Int {
        falseDiscoveries + effects.filter { $0.detected == true }.count
    }

    /// The false discovery proportion V / max(R, 1): false discoveries over all
    /// discoveries, 0 when there is none (Benjamini & Hochberg 1995).
    public var falseDiscoveryProportion: Double {
        Double(falseDiscoveries) / Double(max(discoveries, 1))
    }

    /// nil for NaN and infinities, which JSON cannot hold and which mean "undefined" here.
    private static func finite(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite ? $0 : nil }
    }
}
