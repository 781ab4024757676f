import CareAnalytics
import CareModel
import CareStats

extension RunReport {
    /// The run's `README.md`: what was run, the key figures, the chart, the findings, and
    /// links to the CSV files.
    var markdown: String {
        var lines: [String] = []
        lines.append("# CareLab run: \(context.name)")
        lines.append("")
        lines.append("Data \(context.source).")
        if !context.description.isEmpty {
            lines.append("")
            lines.append(context.description)
        }
        lines.append("")
        lines.append("## Key figures")
        lines.append("")
        lines.append("| figure | value |")
        lines.append("|---|---|")
        lines.append("| people | \(peopleShown) |")
        lines.append("| days | \(overview.period.dayCount) (\(overview.period.first) to \(overview.period.last)) |")
        lines.append("| logged events | \(NumberFormat.grouped(overview.events)) |")
        lines.append("| scoring rule | version \(overview.rule.version): \(ruleSummary) |")
        lines.append("")
        lines.append(contentsOf: trendSection)
        if hasTrendChart {
            lines.append("```text")
            lines.append(trendChart.trimmingSuffixNewline)
            lines.append("```")
            lines.append("")
        }
        lines.append(contentsOf: engagementSection)
        lines.append(contentsOf: rewardsSection)
        lines.append(contentsOf: sectionsSection)
        lines.append(contentsOf: loginsSection)
        lines.append(contentsOf: moodSection)
        lines.append(contentsOf: adherenceSection)
        lines.append(contentsOf: factorLevelSection)
        lines.append(contentsOf: declaredMarkdown)
        if !context.plantedEffects.isEmpty {
            lines.append("## Planted effects (ground truth)")
            lines.append("")
            lines.append(contentsOf: context.plantedEffects.map { "- \($0)" })
            lines.append("")
        }
        if showsCorrelations {
            lines.append("## Findings")
            lines.append("")
            lines.append(contentsOf: findingsSection)
            lines.append("")
            for (shown, text) in [(hasDoseResponse, chart), (hasHeatmap, heatmap)] where shown {
                lines.append("```text")
                lines.append(text.trimmingSuffixNewline)
                lines.append("```")
                lines.append("")
            }
        }
        lines.append("## Files")
        lines.append("")
        if hasDailyScores {
            lines.append("- [`\(Self.dailyScoresFile)`](\(Self.dailyScoresFile)): the population's mean daily score per category and symptom.")
        }
        if showsCorrelations {
            lines.append("- [`\(Self.correlationsFile)`](\(Self.correlationsFile)): every lifestyle factor against every symptom score, by lag.")
        }
        let charts = chartFiles.map { "[`\($0)`](\($0))" }
        if !charts.isEmpty { lines.append("- " + charts.joined(separator: ", ") + ": the " + English.word("chart", count: charts.count) + " above.") }
        if hasDropoutCurve {
            lines.append("- [`\(Self.dropoutFile)`](\(Self.dropoutFile)): the dropout curve above.")
        }
        if hasDailyScores || showsCorrelations {
            lines.append("- [`\(Self.dictionaryFile)`](\(Self.dictionaryFile)): every column of every CSV file, with its type and unit.")
        }
        lines.append("- [`\(Self.htmlFile)`](\(Self.htmlFile)): this report's figures as SVG charts in one self-contained page, "
            + "each with a table of its numbers.")
        lines.append("")
        lines.append(smallCellLine)
        lines.append("Per-person data stay in the run's database (`carelab.sqlite`, not committed).")
        if !context.provenance.isEmpty {
            lines.append("")
            lines.append("## Provenance")
            lines.append("")
            lines.append(contentsOf: context.provenance.map { "- \($0)" })
            lines.append("- CareLab's commit, the command line and the time: `provenance.json`, the one file that differs "
                + "between two runs of the same scenario and seed.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var ruleSummary: String {
        let points = Severity.scale.map { "\($0.name) \(overview.rule.points(for: $0))" }.joined(separator: ", ")
        return "\(points); produced at \(overview.rule.cutoff)"
    }

    /// A sparkline of each symptom's population mean over the run, all on one scale (from
    /// the lowest to the highest daily mean of any symptom), so heights compare across rows.
    private var trendSection: [String] {
        let symptoms = Set(overview.dailyMeans.filter { $0.level == .symptom }.map(\.name)).sorted()
        guard !symptoms.isEmpty else { return [] }
        let series = symptoms.map { symptom in
            overview.dailyMeans.filter { $0.level == .symptom && $0.name == symptom }
                .map { smallCells.allows($0.people) ? $0.meanScore : .nan }
        }
        let finite = series.joined().filter(\.isFinite)
        let scale = finite.min().map { $0...(finite.max() ?? $0) }
        let heading = scale.map { "mean score per day, first to last day (one scale: ▁ \(NumberFormat.fixed($0.lowerBound, 2)), "
            + "█ \(NumberFormat.fixed($0.upperBound, 2)))" } ?? "mean score per day, first to last day"
        var lines = ["## Daily symptom scores", "", "| symptom | \(heading) | mean |", "|---|---|---|"]
        for (symptom, values) in zip(symptoms, series) {
            let kept = values.filter(\.isFinite)
            let mean = kept.isEmpty ? Double.nan : kept.reduce(0, +) / Double(kept.count)
            lines.append("| \(symptom) | `\(Sparkline.render(values, range: scale))` | \(NumberFormat.fixed(mean, 2)) |")
        }
        lines.append("")
        return lines
    }

    /// The lagged correlations at a lag of at least one day, strongest within-person first.
    private var findingsSection: [String] {
        let ranked = overview.correlations.cells
            .filter { $0.level == .symptom && $0.lagDays >= 1 && !$0.within.pValue.isNaN && smallCells.allows($0.within.people) }
            .sorted { ($0.within.pValue, $0.factor, $0.outcome) < ($1.within.pValue, $1.factor, $1.outcome) }
        guard !ranked.isEmpty else {
            return ["No factor and symptom pair had enough data to correlate in at least \(smallCells.minimumCount) people."]
        }
        var lines = [
            "Each factor's daily total against a symptom's score on a later day, within persons",
            "(repeated-measures correlation: each person compared with themselves) and pooled over all",
            "person-days (Pearson, through GSL), most significant first. The pooled p is clustered by",
            "person (a person's days are not independent); `lagged_correlations.csv` has the naive one too.",
            "Days without any entry are missing, not symptom-free. `carelab analyze correlations` adds",
            "between-person estimates, intervals and BH q-values over the whole grid.",
            "",
            "| factor | symptom | lag (days) | people | within-person r | p | person-days | pooled r | p (clustered) |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        for c in ranked {
            let pooled = c.pooled.pValue.isNaN ? nil : c.pooled
            let mark = c.signsDisagree ? " ⚠" : ""
            lines.append("| \(c.factor) (\(c.unit)) | \(c.outcome) | \(c.lagDays) | \(NumberFormat.grouped(c.within.people)) | "
                + "\(NumberFormat.fixed(c.within.r, 3)) | \(NumberFormat.pValue(c.within.pValue)) | "
                + "\(pooled.map { NumberFormat.grouped($0.pairs) } ?? "") | \(pooled.map { NumberFormat.fixed($0.r, 3) } ?? "") | "
                + "\(pooled == nil ? "" : NumberFormat.pValue(c.pooledClusteredPValue))\(mark) |")
        }
        if ranked.contains(where: \.signsDisagree) {
            lines.append("")
            lines.append("⚠ The pooled and within-person estimates disagree in sign: pooling people mixes "
                + "differences between them with changes within them (Simpson's paradox). Trust the within-person one.")
        }
        return lines
    }
}

extension RunReport {
    /// A Markdown table of `rows` under `header`.
    static func markdownTable(header: [String], rows: [[String]]) -> [String] {
        ["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: "---|", count: header.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
    }
}

extension String {
    var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
