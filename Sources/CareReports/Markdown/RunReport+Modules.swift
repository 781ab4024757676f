import CareAnalytics
import CareModel
import CareStats

extension RunReport {
    /// The learning modules (seed 004, DR5.FR6.0; DR8's "Scores on learning modules"), for
    /// the Markdown and HTML reports alike: one row per module and group (all, then each
    /// cohort) with attempts, people, mean score and pass share with their 95 % intervals.
    /// Nil when no module was completed; a row backed by fewer people than the small-cell
    /// minimum is `suppressed`.
    var moduleRows: [[String]]? {
        guard let modules, modules.attempts > 0 else { return nil }
        return modules.summaries.map { s in
            guard smallCells.allows(s.people) else {
                return [s.module, s.group, "fewer than \(smallCells.minimumCount)", "suppressed", "", "", "", ""]
            }
            return [s.module, s.group, NumberFormat.grouped(s.people), NumberFormat.grouped(s.attempts),
                    s.meanScore.map { Self.percent($0.estimate) } ?? "NA",
                    Self.range(s.meanScore?.interval.lower, s.meanScore?.interval.upper, 1, scale: 100, suffix: " %"),
                    s.passShare.map { Self.percent($0.estimate) } ?? "NA",
                    Self.range(s.passShare?.interval.lower, s.passShare?.interval.upper, 1, scale: 100, suffix: " %")]
        }
    }

    /// The header of ``moduleRows``.
    static let moduleHeader = ["module", "group", "people", "attempts", "mean score", "95 % interval", "passed",
                               "95 % interval"]

    /// The text above the modules' table: what was measured, and the PHQ-9 change.
    var moduleText: String? {
        guard let modules, moduleRows != nil else { return nil }
        var text = "Learning modules completed (seed 004, DR5.FR6.0, DR8): a score is the share of a module's "
            + "multiple-choice questions answered correctly; the mean is over attempts with a 95 % interval clustered "
            + "by person, the pass share (a score of at least \(Self.percent(modules.passMark))) has a Wilson interval. "
            + "\(NumberFormat.grouped(modules.attempts)) attempts of \(NumberFormat.grouped(modules.opened)) modules opened."
        if let change = modules.phq9Change {
            text += smallCells.allows(change.people)
                ? " The next PHQ-9 after a completed module, within persons: \(NumberFormat.fixed(change.estimate, 2)) "
                    + "points (95 % interval \(Self.range(change.interval.lower, change.interval.upper, 2)); "
                    + "\(NumberFormat.grouped(change.afterModule)) of \(NumberFormat.grouped(change.responses)) PHQ-9 totals "
                    + "followed a module, \(English.count(change.people, "person", "people")) had both)."
                : " The change in the next PHQ-9 after a module is suppressed (fewer than \(smallCells.minimumCount) people)."
        }
        return text + " `carelab analyze modules` writes the same figures with each question's share correct."
    }

    /// The mean score of each module (group `all`) as a bar chart, in percent.
    var moduleScoreChart: String {
        let all = (modules?.summaries ?? []).filter { $0.group == "all" }
        let bars = all.map { s in
            guard smallCells.allows(s.people), let mean = s.meanScore else {
                return BarChart.Bar(label: s.module, value: 0,
                                    annotation: "suppressed (fewer than \(smallCells.minimumCount) people)")
            }
            return BarChart.Bar(label: s.module, value: mean.estimate * 100,
                                annotation: "\(NumberFormat.fixed(mean.estimate * 100, 1)) %  (n=\(s.attempts))")
        }
        return BarChart(title: "Mean score per learning module (% correct)", bars: bars, ascii: true).text
    }

    /// The Markdown section of ``moduleRows``.
    var moduleSection: [String] {
        guard let rows = moduleRows, let text = moduleText else { return [] }
        return ["## Learning modules", "", text, "", "| " + Self.moduleHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.moduleHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
            + ["", "```text", moduleScoreChart.trimmingSuffixNewline, "```", ""]
    }
}
