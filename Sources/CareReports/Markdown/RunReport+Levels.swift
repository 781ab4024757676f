import CareAnalytics
import CareModel

extension RunReport {
    /// The distribution of each factor logged as a level (seed 000, Req 12): the share of
    /// its entries at "a little", "moderate" and "a lot". A level seen fewer times than the
    /// small-cell rule allows is suppressed, as is a factor logged by too few people.
    var factorLevelSection: [String] {
        guard !overview.factorLevels.isEmpty else { return [] }
        var lines = [
            "## Lifestyle factors logged as levels",
            "",
            "The share of the entries at each level (one entry a person-day in simulated runs). "
                + "Analyses treat the levels as ordinal: 1 a little, 2 moderate, 3 a lot; "
                + "`carelab analyze correlations` adds Spearman's rho and Kendall's tau-b for them.",
            "",
            "| factor | " + FactorLevel.allCases.map(\.name).joined(separator: " | ") + " | entries | people |",
            "|---|" + String(repeating: "---|", count: FactorLevel.allCases.count + 2),
        ]
        for distribution in overview.factorLevels {
            guard smallCells.allows(distribution.people) else {
                lines.append("| \(distribution.factor) | suppressed |" + String(repeating: " |", count: FactorLevel.allCases.count)
                    + " fewer than \(smallCells.minimumCount) |")
                continue
            }
            let shares = FactorLevel.allCases.map { level in
                smallCells.allows(distribution.counts[level.rawValue - 1])
                    ? "\(NumberFormat.fixed(distribution.share(level) * 100, 1)) %" : "suppressed"
            }
            lines.append("| \(distribution.factor) | " + shares.joined(separator: " | ")
                + " | \(NumberFormat.grouped(distribution.total)) | \(NumberFormat.grouped(distribution.people)) |")
        }
        lines.append("")
        return lines
    }
}
