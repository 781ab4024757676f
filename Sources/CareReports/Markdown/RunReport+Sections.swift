import CareAnalytics
import CareStats

extension RunReport {
    /// The sections drawn over the weeks: the most used by people over the study, at most
    /// six, each used by at least the small-cell minimum.
    var chartedSections: [AppSection] {
        guard let sections else { return [] }
        let study = sections.usage.filter { $0.group == SectionReport.everyone && $0.week == nil && smallCells.allows($0.people) }
        return Array(study.sorted { ($1.people, $0.section) < ($0.people, $1.section) }.prefix(6).map(\.section))
    }

    /// Each charted section's share of the active people per study week, in percent; NaN
    /// where fewer people than the small-cell minimum used it.
    var sectionWeeklyShares: [(section: AppSection, percent: [Double])] {
        guard let sections else { return [] }
        return chartedSections.map { section in
            (section, (1...max(1, sections.weeks)).map { week in
                guard let use = sections.usage.first(where: {
                    $0.section == section && $0.group == SectionReport.everyone && $0.week == week
                }), smallCells.allows(use.people), let share = use.share else { return .nan }
                return share.estimate * 100
            })
        }
    }

    /// Sections used over the whole study by everyone, most people first (seed 004 DR8):
    /// section, events, people, share of the active people and its interval; nil when no
    /// one used a section.
    var sectionRows: [[String]]? {
        guard let sections, sections.hasSectionUse else { return nil }
        return sections.usage.filter { $0.group == SectionReport.everyone && $0.week == nil }
            .sorted { ($1.people, $0.section) < ($0.people, $1.section) }
            .map { use in
                guard smallCells.allows(use.people), let share = use.share else {
                    return [use.section.rawValue, "suppressed", "fewer than \(smallCells.minimumCount)", "", ""]
                }
                return [use.section.rawValue, NumberFormat.grouped(use.events), NumberFormat.grouped(use.people),
                        Self.percent(share.estimate),
                        Self.range(share.interval.lower, share.interval.upper, 1, scale: 100, suffix: " %")]
            }
    }

    /// The text above the sections' table.
    var sectionText: String? {
        guard let sections, sectionRows != nil else { return nil }
        let active = sections.activePeople(group: SectionReport.everyone, week: nil)
        return "Which sections of the app people used (seed 004 DR8), most people first: events, the people with at "
            + "least one, and their share of the \(smallCells.shown(active)) people who used the app, with its Wilson 95 % "
            + "interval. The chart shows each week's share of the people active that week for the six sections most "
            + "people used (a study week is seven local days from the study's first day). `carelab analyze sections` "
            + "writes the same figures per week, and `--by cohort` per cohort."
    }

    /// Sections used as a line chart of the weekly shares.
    var sectionChart: String {
        let series = sectionWeeklyShares
        guard let sections, !series.isEmpty else { return "No section was used by enough people to chart.\n" }
        return LineChart(title: "Share of the active people who used each section, per study week",
                         yTitle: "people (%)", xTitle: "study week", xStart: "week 1", xEnd: "week \(sections.weeks)",
                         series: series.map { LineChart.Series(name: $0.section.rawValue, values: $0.percent) },
                         yRange: 0...100, decimals: 0).text
    }

    /// The Markdown section "Sections used".
    var sectionsSection: [String] {
        guard let rows = sectionRows, let text = sectionText else { return [] }
        return ["## Sections used", "", text, "", "| section | events | people | share of the active people | 95 % interval |",
                "|---|---|---|---|---|"]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
            + ["", "```text", sectionChart.trimmingSuffixNewline, "```", ""]
    }
}
