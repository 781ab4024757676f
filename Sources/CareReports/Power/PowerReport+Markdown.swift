import CareAnalytics
import CareModel
import CareStats
import Foundation

/// The report's chart and its README.
extension PowerReport {
    /// `power-curve.txt`: power against people (log scale), one curve per planted effect
    /// and setting of the varied parameters; against the first varied parameter when the
    /// grid has one size. At most six curves are drawn.
    public var chart: String {
        let sizes = Set(points.map(\.people))
        let overPeople = sizes.count > 1 || context.varyPaths.isEmpty
        var curves: [(name: String, points: [(x: Double, power: Double)])] = []
        for point in points {
            for effect in point.effects {
                let settings = overPeople ? point.values : Array(point.values.dropFirst())
                let paths = overPeople ? context.varyPaths : Array(context.varyPaths.dropFirst())
                let name = ([effect.key.label + (effect.power == nil ? " (p < 0.05)" : "")]
                    + zip(paths, settings).map { "\($0)=\(PowerCurveChart.label($1))" }).joined(separator: ", ")
                let x = overPeople ? Double(point.people) : point.values[0]
                if let index = curves.firstIndex(where: { $0.name == name }) {
                    curves[index].points.append((x, Self.headline(effect)))
                } else {
                    curves.append((name, [(x, Self.headline(effect))]))
                }
            }
        }
        let drawn = curves.prefix(LineChart.markers.count).map {
            PowerCurveChart.Series(name: $0.name, points: $0.points.sorted { $0.x < $1.x })
        }
        let chart = PowerCurveChart(
            title: "Power: share of \(context.replicates) replicates detecting the effect "
                + "(grid q < \(NumberFormat.roundTrip(context.falseDiscoveryRate)))",
            xTitle: overPeople ? "people" : context.varyPaths[0], series: Array(drawn), logScale: overPeople)
        let left = curves.count - drawn.count
        return chart.text + (left > 0 ? "(\(English.count(left, "more curve", "more curves")) in power.csv)\n" : "")
    }

    /// `README.md`: the method, the results and the files.
    public var markdown: String {
        let c = context
        let q = NumberFormat.roundTrip(c.falseDiscoveryRate)
        var lines = [
            "# Power study: \(c.scenarioName)",
            "",
            "Scenario `\(c.scenarioFile)` (\(c.scenarioName), seed \(c.seed), \(English.count(c.days, "day"))), \(English.count(c.replicates, "replicate"))"
                + " at each of \(English.count(points.count, "grid point"))"
                + ": people " + Array(Set(points.map(\.people))).sorted().map(String.init).joined(separator: ", ")
                + c.varyPaths.enumerated().map { i, path in
                    " × `\(path)` " + points.map { $0.values[i] }.reduce(into: [Double]()) { if !$0.contains($1) { $0.append($1) } }
                        .map(PowerCurveChart.label).joined(separator: ", ")
                }.joined() + ". Written by CareLab \(c.carelabVersion) (`carelab power`).",
            "",
            "## Power",
            "",
            "```text",
            chart.trailingNewlineRemoved,
            "```",
            "",
        ]
        lines += sizeLines
        lines += ["", "| grid point | effect | power (95 % CI) | single test | bias | RMSE | coverage |",
                  "|---|---|---|---|---|---|---|"]
        for point in points {
            for effect in point.effects {
                lines.append("| \(describe(point)) | \(effect.key.label) | \(Self.share(effect.power)) | "
                             + "\(Self.share(effect.powerSingleTest)) | \(Self.fixed(effect.bias)) | "
                             + "\(Self.fixed(effect.rmse)) | \(Self.share(effect.coverage)) |")
            }
        }
        lines += ["", "## False discoveries among the null cells", "",
                  "| grid point | null cells per replicate | false discoveries | observed FDR | false positive rate | "
                    + "family-wise error (95 % CI) |",
                  "|---|---|---|---|---|---|"]
        for point in points {
            let n = point.nulls
            let perReplicate = n.replicates > 0 ? Double(n.cellsTested) / Double(n.replicates) : .nan
            lines.append("| \(describe(point)) | \(NumberFormat.fixed(perReplicate, 1)) | \(n.falseDiscoveries) | "
                         + "\(NumberFormat.fixed(n.falseDiscoveryRate, 3)) | \(NumberFormat.fixed(n.falsePositiveRate, 4)) | "
                         + "\(Self.share(n.familyWise)) |")
        }
        lines += method(q: q)
        return lines.joined(separator: "\n") + "\n"
    }

    /// "To reach 80 % power": the smallest size per effect and setting.
    private var sizeLines: [String] {
        smallestSizes().map { answer in
            let setting = zip(context.varyPaths, answer.values).map { "\($0)=\(PowerCurveChart.label($1))" }
            let what = ([answer.effect.label] + setting).joined(separator: ", ")
            guard let point = answer.point, let power = answer.power else {
                return "- \(what): no grid size reaches 80 % power."
            }
            let smallest = points.map(\.people).min() == point.people
            return "- \(what): 80 % power is reached at \(English.count(point.people, "person", "people")) (power "
                + Self.share(power.power ?? power.powerSingleTest).replacingOccurrences(of: " (", with: ", 95 % CI ")
                + (smallest ? "; the grid's smallest size, so fewer people may do." : ".")
        }
    }

    private func method(q: String) -> [String] {
        let c = context
        return [
            "",
            "## Method",
            "",
            "- **Replicates and seeds.** Each replicate simulates the scenario anew with its own seed: "
                + "\(c.seedRule). The seed depends on the replicate alone, not on the grid point, so every grid "
                + "point sees the same replicates (common random numbers): differences between grid points are "
                + "differences of settings, not of draws. A person's stream derives from the replicate's seed and "
                + "the person's index, so a larger grid size adds people to the smaller one's.",
            "- **Estimator.** Exactly `carelab analyze truth`'s, with its defaults (scoring rule version 1, lags "
                + "0 to \(c.maxLag), false discovery rate \(q)): per planted effect, the within-person regression "
                + "of the daily symptom score on the lagged factor (person fixed effects, cluster-robust standard "
                + "errors by person, 95 % interval); per missed-dose effect, the regression of the score on the "
                + "doses missed that day. The target θᵣ of replicate r is its `planted_on_estimate_scale`: the "
                + "score-scale effect the simulator's model implies for that replicate's people.",
            "- **Power** is the share of replicates in which the effect is *detected*: the correlation grid's "
                + "within-person q-value (Benjamini-Hochberg across every factor × symptom × lag cell) is below "
                + "\(q), as `analyze truth` reports it. The interval is Wilson's. *Single test* is the share "
                + "whose own regression p-value is below 0.05, as a study testing only this effect would; missed "
                + "doses, which the grid does not test, have only that.",
            "- **Bias** is the mean of θ̂ᵣ − θᵣ over the replicates with an estimate, **RMSE** the square root "
                + "of the mean of (θ̂ᵣ − θᵣ)², and **coverage** the share of replicates whose 95 % interval covers "
                + "θᵣ (Wilson interval). `power.csv` adds the Monte Carlo error of the bias, the empirical and "
                + "the mean model standard error (Morris, White & Crowther 2019, Statistics in Medicine 38:2074).",
            "- **Null cells** are the grid's symptom-level cells with nothing planted and a defined q-value; a "
                + "**false discovery** is one with q < \(q). The **observed FDR** is the mean over replicates of "
                + "V / max(R, 1), V the false discoveries and R all discoveries (false ones and planted effects "
                + "detected): the rate Benjamini-Hochberg keeps at or below \(q). The **false positive rate** is "
                + "false discoveries over null cells tested, pooled over replicates; the **family-wise error** the "
                + "share of replicates with at least one false discovery.",
            "",
            "## Files",
            "",
            "- `replicates.csv`: every replicate's estimate of every planted effect, and its null cells.",
            "- `power.csv`: per grid point and effect, power, bias, RMSE and coverage; per grid point, the null "
                + "cells (`kind` null_cells).",
            "- `power-curve.txt`: the chart above.",
            "- `study.json`, `scenario.yaml`, `replicates/`: the study's arguments, its scenario and each "
                + "replicate's estimates, from which a rerun resumes.",
        ]
    }

    /// `0.83 (0.75–0.89)`, or `NA`.
    static func share(_ proportion: Proportion?) -> String {
        guard let proportion else { return "NA" }
        return "\(NumberFormat.fixed(proportion.estimate, 2)) (\(NumberFormat.fixed(proportion.interval.lower, 2))–"
            + "\(NumberFormat.fixed(proportion.interval.upper, 2)))"
    }

    /// Four decimals, or three significant digits in scientific notation below 0.01 (slopes
    /// in score points per mg are small).
    static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return "NA" }
        return abs(value) >= 0.01 || value == 0 ? NumberFormat.fixed(value, 4) : String(format: "%.2e", value)
    }
}

extension String {
    /// The text without its last newline, to sit inside a Markdown code block.
    var trailingNewlineRemoved: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
