import CareAnalytics
import CareModel
import CareReports
import Foundation

/// A fit set against the ground truth of the run it was fitted to: each planted value the
/// fit estimates, with the estimate, its 95 % interval and whether the interval covers the
/// planted value (`carelab fit --check-against truth.json`).
public struct FitCheck: Sendable {
    /// One planted value and its fit.
    public struct Row: Hashable, Sendable {
        /// The family: `symptom`, `factor`, `effect`, `engagement`, `missingness`.
        public var family: String
        /// What was planted, e.g. `headache.daily_sd` or `caffeine->headache@1.within`.
        public var parameter: String
        /// The planted value.
        public var planted: Double
        /// The fit; nil when the fit has no estimate of it.
        public var fitted: FittedValue?
        /// Whether the interval covers the planted value.
        public var recovered: Bool { fitted?.covers(planted) ?? false }
    }

    /// The rows, in the truth's order.
    public var rows: [Row]

    /// The share of rows recovered.
    public var recoveredShare: Double {
        rows.isEmpty ? 0 : Double(rows.filter(\.recovered).count) / Double(rows.count)
    }

    /// Sets `fit` against `truth`.
    public init(fit: StudyFit, truth: GroundTruth) {
        var rows: [Row] = []
        for planted in truth.symptoms {
            guard let name = planted["name"] else { continue }
            let fitted = fit.symptoms.first { $0.name == name }
            for (key, value) in [("baseline_mean", fitted?.baselineMean), ("baseline_sd", fitted?.baselineSD),
                                 ("daily_sd", fitted?.dailySD)] {
                guard let number = planted[key].flatMap(Double.init) else { continue }
                rows.append(Row(family: "symptom", parameter: "\(name).\(key)", planted: number, fitted: value))
            }
        }
        for planted in truth.factors {
            guard let name = planted["name"] else { continue }
            let fitted = fit.factors.first { $0.name == name }
            for (key, value) in [("mean", fitted?.mean), ("between_sd", fitted?.betweenSD), ("within_sd", fitted?.withinSD)] {
                guard let number = planted[key].flatMap(Double.init) else { continue }
                rows.append(Row(family: "factor", parameter: "\(name).\(key)", planted: number, fitted: value))
            }
        }
        for planted in truth.effects where planted.withinPerUnit != 0 && planted.timeOfDay == nil {
            let fitted = fit.effects.first {
                $0.factor == planted.factor && $0.symptom == planted.symptom && $0.lagDays == planted.lagDays
            }
            rows.append(Row(family: "effect", parameter: "\(planted.factor)->\(planted.symptom)@\(planted.lagDays).within",
                            planted: planted.withinPerUnit, fitted: fitted?.withinPerUnit))
        }
        for fitted in fit.effects where !truth.effects.contains(where: {
            $0.factor == fitted.factor && $0.symptom == fitted.symptom && $0.lagDays == fitted.lagDays
        }) {
            rows.append(Row(family: "effect", parameter: "\(fitted.factor)->\(fitted.symptom)@\(fitted.lagDays).within",
                            planted: 0, fitted: fitted.withinPerUnit))
        }
        if let engagement = fit.engagement {
            let people = Double(truth.segments.reduce(0) { $0 + $1.people })
            if people > 0 {
                let hazard = truth.segments.reduce(0) { $0 + Double($1.people) * $1.dropoutHazardMean } / people
                rows.append(Row(family: "engagement", parameter: "dropout_hazard", planted: hazard,
                                fitted: engagement.dropoutHazard ?? FittedValue(0, lower: 0, upper: 0)))
            }
            if let mechanism = truth.missingness?.mechanism, mechanism != "mnar" {
                rows.append(Row(family: "missingness", parameter: "mar_strength",
                                planted: mechanism == "mar" ? truth.missingness?.strength ?? 0 : 0,
                                fitted: engagement.marStrength))
            }
        }
        self.rows = rows
    }

    /// The table's columns.
    public static let columns = [
        TableColumn("family", .text, "what kind of value: `symptom`, `factor`, `effect`, `engagement`, `missingness`"),
        TableColumn("parameter", .text, "the planted value, e.g. `headache.daily_sd`, `caffeine->headache@1.within`",
                    isDataLabel: true),
        TableColumn("planted", .number, "the value the scenario planted (a population mean over segments for dropout)"),
        TableColumn("fitted", .number, "the fit's estimate; empty when the fit has none"),
        TableColumn("ci_lower", .number, "its 95 % interval, lower end"),
        TableColumn("ci_upper", .number, "its 95 % interval, upper end"),
        TableColumn("recovered", .boolean, "whether the interval covers the planted value"),
    ]

    /// The rows as a table.
    public var table: CSVTable {
        CSVTable(columns: Self.columns, rows: rows.map { row in
            [row.family, row.parameter, AnalysisCSV.number(row.planted), AnalysisCSV.number(row.fitted?.estimate),
             AnalysisCSV.number(row.fitted?.lower), AnalysisCSV.number(row.fitted?.upper), String(row.recovered)]
        })
    }
}
