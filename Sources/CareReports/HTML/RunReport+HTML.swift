import CareAnalytics
import CareModel

extension RunReport {
    static let htmlFile = "report.html"

    /// The run's `report.html`: the Markdown report's figures as SVG charts, each with a
    /// table of the same numbers beside it and the same small-cell rule, in one file with
    /// no script and no external resource.
    var html: String {
        let sections = [overviewHTML, dailyScoresHTML, scoreDistributionsHTML, engagementHTML, rewardsHTML, sectionsHTML,
                        loginsHTML, moodHTML, adherenceHTML]
            + declaredHTML + [correlationsHTML]
        return HTMLDocument(title: "CareLab run: \(context.name)",
                            introduction: HTML.paragraph("Data \(context.source).")
                                + (context.description.isEmpty ? "" : "\n" + HTML.paragraph(context.description))
                                + "\n" + HTML.paragraph((isStudyOfOne ? smallCellLine + " "
                                    : "Cells backed by fewer than \(smallCells.minimumCount) people are suppressed. ")
                                    + "Each figure has a table of its numbers beside it."),
                            sections: sections.compactMap { $0 }).html
    }

    /// A figure with its table beside it and a caption under both.
    static func figure(_ svg: String, _ table: HTMLTable, caption: String) -> String {
        HTML.element("figure", [:], "\n" + svg + "\n" + HTML.element("div", ["class": "table-box"], table.html) + "\n"
            + HTML.element("figcaption", [:], HTML.escape(caption)) + "\n")
    }

    /// The key figures and, for a simulated run, the planted effects and provenance.
    var overviewHTML: HTMLDocument.Section {
        var table = HTMLTable(caption: "Key figures", header: ["figure", "value"], labelColumns: 2)
        table.append(["people", peopleShown])
        table.append(["days", "\(overview.period.dayCount) (\(overview.period.first) to \(overview.period.last))"])
        table.append(["logged events", NumberFormat.grouped(overview.events)])
        table.append(["scoring rule", "version \(overview.rule.version): "
            + Severity.scale.map { "\($0.name) \(overview.rule.points(for: $0))" }.joined(separator: ", ")])
        var body = table.html
        if !context.plantedEffects.isEmpty {
            body += "\n" + HTML.element("h3", [:], "Planted effects (ground truth)") + "\n"
                + HTML.element("ul", [:], context.plantedEffects.map { HTML.element("li", [:], HTML.escape($0)) }.joined())
        }
        if !context.provenance.isEmpty {
            body += "\n" + HTML.element("h3", [:], "Provenance") + "\n"
                + HTML.element("ul", [:], (context.provenance + [
                    "CareLab's commit, the command line and the time: `provenance.json` beside this page.",
                ]).map { HTML.element("li", [:], HTML.inline($0)) }.joined())
        }
        return HTMLDocument.Section(id: "overview", title: "Key figures", body: body)
    }

    /// Labelled days of a period on a time axis: the first day and about every fifth of the
    /// period, rounded to whole weeks when the period is long enough.
    func dayTicks() -> [(value: Double, label: String)] {
        let days = overview.period.dayCount, raw = days / 5
        let step = raw >= 7 ? (raw + 6) / 7 * 7 : max(1, raw)
        return stride(from: 0, to: days, by: step).map { (Double($0), overview.period.first.adding(days: $0).description) }
    }

    /// The upper end of an axis from 0 that holds `maximum`: the next multiple of a round step.
    static func axisTop(_ maximum: Double) -> Double {
        guard maximum.isFinite, maximum > 0 else { return 1 }
        let step = LinearScale.niceStep(maximum / 5)
        return (maximum / step - 1e-9).rounded(.up) * step
    }
}
