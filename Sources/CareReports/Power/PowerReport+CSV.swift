import CareAnalytics
import CareStats

/// The report's two tables, following CareLab's CSV conventions: RFC 4180 with CRLF, full
/// precision numbers (``NumberFormat/roundTrip(_:)``), an empty field for a value that does
/// not apply or is undefined, and `true`/`false`.
extension PowerReport {
    /// `replicates.csv`: one row per grid point, replicate and planted effect, then one
    /// `null_cells` row per grid point and replicate.
    public var replicatesTable: CSVTable {
        var table = CSVTable(columns: Self.replicatesColumns(varyPaths: context.varyPaths))
        for point in points {
            let grid = [String(point.people)] + point.values.map(NumberFormat.roundTrip)
            for (index, replicate) in point.replicates.enumerated() {
                let head = grid + [String(index), String(replicate.seed)]
                for effect in replicate.estimates.effects {
                    table.append(head + Self.keyFields(effect.key) + [
                        Self.number(effect.planted), Self.number(effect.target), Self.number(effect.estimate),
                        Self.number(effect.standardError), Self.number(effect.lower), Self.number(effect.upper),
                        NumberFormat.csvProbability(effect.p), NumberFormat.csvProbability(effect.q),
                        Self.flag(effect.covered), Self.flag(effect.detected),
                        Self.flag(effect.estimate == nil ? nil : effect.significant()),
                        String(effect.people), String(effect.personDays), "", "", "",
                    ])
                }
                let nulls = replicate.estimates
                table.append(head + ["null_cells", "", "", "", "", ""] + Array(repeating: "", count: 13) + [
                    String(nulls.nullCellsTested), String(nulls.falseDiscoveries), String(nulls.discoveries),
                ])
            }
        }
        return table
    }

    /// `power.csv`: one row per grid point and planted effect, then one `null_cells` row
    /// per grid point.
    public var powerTable: CSVTable {
        var table = CSVTable(columns: Self.powerColumns(varyPaths: context.varyPaths))
        for point in points {
            let grid = [String(point.people)] + point.values.map(NumberFormat.roundTrip)
            for effect in point.effects {
                table.append(grid + Self.keyFields(effect.key) + [Self.number(effect.planted), String(effect.replicates)]
                    + Self.proportion(effect.power) + Self.proportion(effect.powerSingleTest) + [
                        String(effect.estimated), Self.number(effect.meanTarget), Self.number(effect.meanEstimate),
                        Self.number(effect.bias), Self.number(effect.biasMonteCarloError), Self.number(effect.rmse),
                        Self.number(effect.empiricalStandardError), Self.number(effect.meanStandardError),
                    ] + Self.proportion(effect.coverage) + Array(repeating: "", count: 8))
            }
            let nulls = point.nulls
            table.append(grid + ["null_cells", "", "", "", "", "", "", String(nulls.replicates)]
                + Array(repeating: "", count: 17) + [
                    String(nulls.cellsTested), String(nulls.falseDiscoveries), String(nulls.discoveries),
                    Self.number(nulls.falseDiscoveryRate), Self.number(nulls.falsePositiveRate),
                ] + Self.proportion(nulls.familyWise))
        }
        return table
    }

    /// `people` and the values of each `--vary` path.
    static func gridColumns(_ varyPaths: [String]) -> [TableColumn] {
        [TableColumn("people", .integer, "people per replicate")]
            + varyPaths.map { TableColumn($0, .number, "the varied parameter's value") }
    }

    /// The columns of ``replicatesTable``.
    public static func replicatesColumns(varyPaths: [String]) -> [TableColumn] {
        gridColumns(varyPaths) + [
            TableColumn("replicate", .integer, "the replicate's index, from 0"),
            TableColumn("seed", .text, "its seed, SplitMix64(scenario seed, replicate): a 64-bit unsigned integer, as text"),
        ] + keyColumns + [
            TableColumn("planted", .number, "the planted value"),
            TableColumn("planted_on_estimate_scale", .number, "the value the model implies on the estimate's scale"),
            TableColumn("estimate", .number, "the replicate's estimate"),
            TableColumn("se_cluster_robust", .number, "its standard error, clustered by person"),
            TableColumn("ci_lower", .number, "its 95 % interval, lower end"),
            TableColumn("ci_upper", .number, "its upper end"),
            TableColumn("p", .probability, "its p-value"),
            TableColumn("within_q", .probability, "the cell's Benjamini-Hochberg q over the grid"),
            TableColumn("covered", .boolean, "whether the interval covers planted_on_estimate_scale"),
            TableColumn("detected", .boolean, "whether within_q is below the false discovery rate"),
            TableColumn("significant", .boolean, "whether p < 0.05"),
            TableColumn("people_with_data", .integer, "people with data for the estimate"),
            TableColumn("person_days", .integer, "their person-days"),
            TableColumn("null_cells_tested", .integer, "on `null_cells` rows: cells with nothing planted"),
            TableColumn("false_discoveries", .integer, "of them, cells with q below the rate"),
            TableColumn("discoveries", .integer, "all cells with q below the rate"),
        ]
    }

    /// The columns of ``powerTable``.
    public static func powerColumns(varyPaths: [String]) -> [TableColumn] {
        gridColumns(varyPaths) + keyColumns + [
            TableColumn("planted", .number, "the planted value"),
            TableColumn("replicates", .integer, "replicates run at the grid point"),
        ]
            + proportionColumns("power", "share of replicates where the effect was detected (within q below the rate)")
            + proportionColumns("power_single_test", "share of replicates with the effect's own p < 0.05") + [
                TableColumn("estimated", .integer, "replicates with an estimate"),
                TableColumn("mean_planted_on_estimate_scale", .number, "the mean value the model implies on the estimate's scale"),
                TableColumn("mean_estimate", .number, "the mean estimate"),
                TableColumn("bias", .number, "mean estimate minus mean_planted_on_estimate_scale"),
                TableColumn("bias_mcse", .number, "the bias's Monte Carlo standard error"),
                TableColumn("rmse", .number, "root mean squared error"),
                TableColumn("empirical_se", .number, "the standard deviation of the estimates"),
                TableColumn("mean_se", .number, "the mean of the estimated standard errors"),
            ]
            + proportionColumns("coverage", "share of 95 % intervals covering the implied value") + [
                TableColumn("null_cells_tested", .integer, "on `null_cells` rows: cells with nothing planted, over all replicates"),
                TableColumn("false_discoveries", .integer, "of them, cells with q below the rate"),
                TableColumn("discoveries", .integer, "all cells with q below the rate"),
                TableColumn("false_discovery_rate", .number, "false_discoveries / discoveries"),
                TableColumn("false_positive_rate", .number, "false_discoveries / null_cells_tested"),
            ]
            + proportionColumns("family_wise_error", "share of replicates with at least one false discovery")
    }

    /// The columns of ``keyFields(_:)``.
    static let keyColumns = [
        TableColumn("kind", .text, "the effect's kind (as in analyze truth), or `null_cells`"),
        TableColumn("factor", .text, "the lifestyle factor"), TableColumn("factor_unit", .text, "its unit"),
        TableColumn("symptom", .text, "the symptom"), TableColumn("item", .text, "the item, where the kind has one"),
        TableColumn("lag_days", .integer, "days from factor to symptom"),
    ]

    /// An estimate with its 95 % Wilson interval: `name`, `name_lower`, `name_upper`.
    static func proportionColumns(_ name: String, _ meaning: String) -> [TableColumn] {
        [TableColumn(name, .number, meaning), TableColumn(name + "_lower", .number, "its 95 % Wilson interval, lower end"),
         TableColumn(name + "_upper", .number, "its upper end")]
    }

    /// kind, factor, factor_unit, symptom, item, lag_days.
    static func keyFields(_ key: EffectEstimate.Key) -> [String] {
        [key.kind.rawValue, key.factor, key.factorUnit, key.symptom, key.item,
         key.kind == .planted ? String(key.lagDays) : "0"]
    }

    static func number(_ value: Double?) -> String {
        NumberFormat.csvNumber(value)
    }

    static func flag(_ value: Bool?) -> String {
        value.map { String($0) } ?? ""
    }

    /// Estimate, lower and upper bound.
    static func proportion(_ value: Proportion?) -> [String] {
        guard let value else { return ["", "", ""] }
        return [value.estimate, value.interval.lower, value.interval.upper].map(NumberFormat.roundTrip)
    }
}
