import CareAnalytics
import CareStats

/// The report's two tables, following CareLab's CSV conventions: RFC 4180 with CRLF, full
/// precision numbers (``NumberFormat/roundTrip(_:)``), `NA` for a number that does not
/// apply or is undefined, an empty field for text that does not apply, and `yes`/`no`.
extension PowerReport {
    /// `replicates.csv`: one row per grid point, replicate and planted effect, then one
    /// `null_cells` row per grid point and replicate.
    public var replicatesTable: CSVTable {
        var table = CSVTable(header: ["people"] + context.varyPaths + [
            "replicate", "seed", "kind", "factor", "factor_unit", "symptom", "item", "lag_days", "planted",
            "planted_on_estimate_scale", "estimate", "se_cluster_robust", "ci_lower", "ci_upper", "p", "within_q",
            "covered", "detected", "significant", "people_with_data", "person_days", "null_cells_tested",
            "false_discoveries", "discoveries",
        ])
        for point in points {
            let grid = [String(point.people)] + point.values.map(NumberFormat.roundTrip)
            for (index, replicate) in point.replicates.enumerated() {
                let head = grid + [String(index), String(replicate.seed)]
                for effect in replicate.estimates.effects {
                    table.append(head + Self.keyFields(effect.key) + [
                        Self.number(effect.planted), Self.number(effect.target), Self.number(effect.estimate),
                        Self.number(effect.standardError), Self.number(effect.lower), Self.number(effect.upper),
                        Self.number(effect.p), Self.number(effect.q), Self.flag(effect.covered), Self.flag(effect.detected),
                        Self.flag(effect.estimate == nil ? nil : effect.significant()),
                        String(effect.people), String(effect.personDays), "NA", "NA", "NA",
                    ])
                }
                let nulls = replicate.estimates
                table.append(head + ["null_cells", "", "", "", "", "NA"] + Array(repeating: "NA", count: 13) + [
                    String(nulls.nullCellsTested), String(nulls.falseDiscoveries), String(nulls.discoveries),
                ])
            }
        }
        return table
    }

    /// `power.csv`: one row per grid point and planted effect, then one `null_cells` row
    /// per grid point.
    public var powerTable: CSVTable {
        var table = CSVTable(header: ["people"] + context.varyPaths + [
            "kind", "factor", "factor_unit", "symptom", "item", "lag_days", "planted", "replicates",
            "power", "power_lower", "power_upper", "power_single_test", "power_single_test_lower",
            "power_single_test_upper", "estimated", "mean_planted_on_estimate_scale", "mean_estimate", "bias",
            "bias_mcse", "rmse", "empirical_se", "mean_se", "coverage", "coverage_lower", "coverage_upper",
            "null_cells_tested", "false_discoveries", "discoveries", "false_discovery_rate", "false_positive_rate",
            "family_wise_error", "family_wise_error_lower", "family_wise_error_upper",
        ])
        for point in points {
            let grid = [String(point.people)] + point.values.map(NumberFormat.roundTrip)
            for effect in point.effects {
                table.append(grid + Self.keyFields(effect.key) + [Self.number(effect.planted), String(effect.replicates)]
                    + Self.proportion(effect.power) + Self.proportion(effect.powerSingleTest) + [
                        String(effect.estimated), Self.number(effect.meanTarget), Self.number(effect.meanEstimate),
                        Self.number(effect.bias), Self.number(effect.biasMonteCarloError), Self.number(effect.rmse),
                        Self.number(effect.empiricalStandardError), Self.number(effect.meanStandardError),
                    ] + Self.proportion(effect.coverage) + Array(repeating: "NA", count: 8))
            }
            let nulls = point.nulls
            table.append(grid + ["null_cells", "", "", "", "", "NA", "NA", String(nulls.replicates)]
                + Array(repeating: "NA", count: 17) + [
                    String(nulls.cellsTested), String(nulls.falseDiscoveries), String(nulls.discoveries),
                    Self.number(nulls.falseDiscoveryRate), Self.number(nulls.falsePositiveRate),
                ] + Self.proportion(nulls.familyWise))
        }
        return table
    }

    /// kind, factor, factor_unit, symptom, item, lag_days.
    static func keyFields(_ key: EffectEstimate.Key) -> [String] {
        [key.kind.rawValue, key.factor, key.factorUnit, key.symptom, key.item,
         key.kind == .planted ? String(key.lagDays) : "0"]
    }

    static func number(_ value: Double?) -> String {
        value.map(NumberFormat.roundTrip) ?? "NA"
    }

    static func flag(_ value: Bool?) -> String {
        value.map { $0 ? "yes" : "no" } ?? "NA"
    }

    /// Estimate, lower and upper bound.
    static func proportion(_ value: Proportion?) -> [String] {
        guard let value else { return ["NA", "NA", "NA"] }
        return [value.estimate, value.interval.lower, value.interval.upper].map(NumberFormat.roundTrip)
    }
}
