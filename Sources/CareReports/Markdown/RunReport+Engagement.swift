import CareAnalytics
import CareModel
import CareStats

extension RunReport {
    static let dropoutFile = "dropout_curve.txt"

    /// Day-N retention and the Kaplan-Meier curve of time to dropout, by arm when the run
    /// has arms (seed 004 DR8: log-in frequency and continued use).
    var engagementSection: [String] {
        guard let engagement, engagement.peopleWhoUsedTheApp > 0 else { return [] }
        var lines = [
            "## Engagement",
            "",
            (smallCells.allows(engagement.peopleWhoUsedTheApp)
                ? "\(NumberFormat.grouped(engagement.peopleWhoUsedTheApp)) of \(English.count(engagement.people, "person", "people")) used the app."
                : "Fewer than \(smallCells.minimumCount) people used the app.")
                + " Day-N retention is the share of people active again exactly N days after their first "
                + "day, with its Wilson 95 % interval; a person counts as gone after \(engagement.inactiveDays) days without use.",
            "",
            "| group | day | retained | 95 % interval | people |",
            "|---|---|---|---|---|",
        ]
        for retention in engagement.retention {
            guard let share = retention.share, smallCells.allows(retention.eligible) else {
                lines.append("| \(retention.group) | \(retention.day) | suppressed | | fewer than \(smallCells.minimumCount) |")
                continue
            }
            lines.append("| \(retention.group) | \(retention.day) | \(NumberFormat.fixed(share.estimate * 100, 1)) % | "
                + "\(NumberFormat.fixed(share.interval.lower * 100, 1))-\(NumberFormat.fixed(share.interval.upper * 100, 1)) % | "
                + "\(NumberFormat.grouped(retention.eligible)) |")
        }
        lines.append("")
        let arms = engagement.dropout.filter { $0.group != "all" }
        if case .success(let test)? = engagement.dropoutByArm,
           arms.allSatisfy({ smallCells.allows($0.curve.steps.first?.atRisk ?? 0) }) {
            lines.append("Log-rank test of the time to dropout between arms: χ² = "
                + "\(NumberFormat.fixed(test.chiSquared, 2)) on \(English.count(test.degreesOfFreedom, "degree")) "
                + "of freedom, p = \(NumberFormat.pValue(test.pValue)).")
            if case .success(let model)? = engagement.dropoutHazards?.model, let reference = engagement.dropoutHazards?.reference {
                for term in model.terms {
                    lines.append("Hazard ratio of dropout, \(term.name) against \(reference) (Cox model, Efron ties): "
                        + "\(NumberFormat.fixed(term.hazardRatio, 2)) (95 % interval "
                        + "\(NumberFormat.fixed(term.hazardRatioInterval.lower, 2))-"
                        + "\(NumberFormat.fixed(term.hazardRatioInterval.upper, 2))), p = \(NumberFormat.pValue(term.pValue)).")
                }
            }
            lines.append("")
        }
        lines.append("```text")
        lines.append(dropoutChart.trimmingSuffixNewline)
        lines.append("```")
        lines.append("")
        return lines
    }

    /// Kaplan-Meier curves of the time to dropout, one per arm (at most three; everyone
    /// when there are no arms), for groups of at least the small-cell minimum.
    var dropoutChart: String {
        guard let engagement else { return "No engagement data.\n" }
        let arms = engagement.dropout.filter { $0.group != "all" }
        let curves = (arms.isEmpty ? engagement.dropout : arms)
            .filter { group in smallCells.allows(group.curve.steps.first?.atRisk ?? 0) }
            .prefix(3)
            .map { group in
                // A step taken among few people at risk would show one person's dropout: the
                // curve stops before it.
                let shown = group.curve.steps.prefix { smallCells.allows($0.atRisk) }
                return (KaplanMeierChart.Curve(name: group.group, times: shown.map(\.time), survival: shown.map(\.survival)),
                        cut: shown.count < group.curve.steps.count)
            }
        guard !curves.isEmpty else { return "Every group is smaller than the small-cell minimum.\n" }
        let chart = KaplanMeierChart(
            title: "Share of people still using the app (Kaplan-Meier; gone after \(engagement.inactiveDays) days without use)",
            timeTitle: "days since first use", curves: curves.map(\.0), maximumTime: Double(engagement.period.dayCount)
        ).text
        return curves.contains(where: \.cut)
            ? chart + "Curves stop where fewer than \(smallCells.minimumCount) people remain at risk.\n"
            : chart
    }
}
