import ArgumentParser
import CareAnalytics
import CareReports
import Foundation

/// `carelab analyze truth`: a simulated run's findings against its ground truth.
struct AnalyzeTruthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "truth",
        abstract: "Compare a simulated run's within-person findings with its planted effects (truth.json).",
        discussion: """
            EXAMPLE:
              carelab analyze truth --db /tmp/run/carelab.sqlite
              carelab analyze truth --db run.sqlite --truth run-truth.json -o truth.csv

            One row per planted effect (kind planted): the within-person regression of the
            daily score on the lagged factor, with fixed effects and cluster-robust
            standard errors by person, in score points per factor unit; bias_ratio is
            that slope over the planted within_per_unit. The planted effect acts on the
            latent severity, while scores are a coarsened sum (logged at 0.5 or above,
            rounded to 1-4 points), so a ratio far from 1 is expected and reported as it
            is. detected: the grid's within-person q-value is below 0.05 (power proxy).
            Then one row per false discovery (kind false_discovery: a symptom-level cell
            with nothing planted and q < 0.05), and a summary row with the null cells
            tested. Category scores are left out: a planted symptom moves its category.
            """
    )

    @OptionGroup var options: AnalyzeOptions
    @OptionGroup var scoring: ScoringRuleOption

    @Option(help: ArgumentHelp("The ground-truth manifest. Default: truth.json beside the database.", valueName: "file"))
    var truth: String?

    @Option(help: "The largest lag in days tested for false discoveries.")
    var maxLag = 3

    func validate() throws {
        guard (0...60).contains(maxLag) else { throw ValidationError("--max-lag must be from 0 to 60, got \(maxLag)") }
    }

    func run() throws {
        let path = truth ?? URL(fileURLWithPath: options.db).deletingLastPathComponent().appendingPathComponent("truth.json").path
        try Failure.requireInput(options.db, "database")
        try Failure.requireInput(path, "ground-truth manifest")
        let manifest = try GroundTruthManifest.load(contentsOf: path)
        let comparison = try TruthAnalysis(rule: try scoring.load(), maxLag: maxLag).run(on: try options.open(), truth: manifest)
        var table = CSVTable(header: [
            "kind", "factor", "factor_unit", "symptom", "lag_days", "planted_within_per_unit", "people", "person_days",
            "slope_points_per_unit", "slope_se_cluster_robust", "slope_ci_lower", "slope_ci_upper", "slope_p",
            "bias_ratio", "within_r", "within_q", "detected", "note", "suppressed",
        ])
        for effect in comparison.planted {
            let shown = options.smallCells.allows(effect.people)
            let t = effect.truth
            table.append([
                "planted", t.factor, t.factorUnit, t.symptom, String(t.lagDays), NumberFormat.roundTrip(t.withinPerUnit),
                AnalysisCSV.count(effect.people, shown: shown), AnalysisCSV.count(effect.personDays, shown: shown),
                AnalysisCSV.number(effect.slope?.estimate, shown: shown),
                AnalysisCSV.number(effect.slope?.standardError, shown: shown),
                AnalysisCSV.number(effect.slope?.interval.lower, shown: shown),
                AnalysisCSV.number(effect.slope?.interval.upper, shown: shown),
                AnalysisCSV.number(effect.slope?.pValue, shown: shown),
                AnalysisCSV.number(effect.biasRatio, shown: shown),
                AnalysisCSV.number(effect.cell?.within.r, shown: shown),
                AnalysisCSV.number(effect.cell?.within.qValue, shown: shown),
                effect.detected ? "yes" : "no",
                effect.undefined.map { "slope \($0.description)" } ?? "score points per unit vs latent points per unit",
                AnalysisCSV.suppression(people: effect.people, rule: options.smallCells),
            ])
        }
        for cell in comparison.falseDiscoveries {
            let shown = options.smallCells.allows(cell.within.people)
            table.append([
                "false_discovery", cell.factor, cell.unit, cell.outcome, String(cell.lagDays), "0",
                AnalysisCSV.count(cell.within.people, shown: shown), AnalysisCSV.count(cell.within.pairs, shown: shown),
                AnalysisCSV.number(cell.withinSlope, shown: shown), "NA", "NA", "NA", "NA", "NA",
                AnalysisCSV.number(cell.within.r, shown: shown), AnalysisCSV.number(cell.within.qValue, shown: shown),
                "yes", "nothing planted", AnalysisCSV.suppression(people: cell.within.people, rule: options.smallCells),
            ])
        }
        let detected = comparison.planted.filter(\.detected).count
        table.append([
            "summary", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
            "\(detected) of \(comparison.planted.count) planted effects detected; \(comparison.falseDiscoveries.count) "
                + "false discoveries among \(comparison.nullCellsTested) null cells at q < \(comparison.falseDiscoveryRate)",
            "",
        ])
        try options.write(table)
    }
}
