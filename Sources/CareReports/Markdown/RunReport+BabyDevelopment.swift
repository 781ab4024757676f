import CareAnalytics
import CareStats

extension RunReport {
    /// The header of ``babyDevelopmentRows``.
    static let babyDevelopmentHeader = ["trimester", "people", "days in the app", "views",
                                        "views per day in the app (95 % interval)"]

    /// The week's baby-development fact (seed 004; DR5.FR7.2), for the Markdown and HTML
    /// reports alike: each trimester's days in the app, views and views per day in the app
    /// with its interval clustered by person. Nil when nobody opened one; a row backed by
    /// fewer people than the small-cell minimum shows `suppressed`.
    var babyDevelopmentRows: [[String]]? {
        guard let babyDevelopment, !babyDevelopment.weeks.isEmpty else { return nil }
        return babyDevelopment.trimesters.map { row in
            let name = row.trimester.name
            guard smallCells.allows(row.people) else {
                return [name, "fewer than \(smallCells.minimumCount)", "suppressed", "", ""]
            }
            return [name, NumberFormat.grouped(row.people), NumberFormat.grouped(row.useDays), NumberFormat.grouped(row.views),
                    row.viewsPerUseDay.map { NumberFormat.fixed($0.estimate, 3) + " ("
                        + Self.range($0.interval.lower, $0.interval.upper, 3) + ")" } ?? "NA"]
        }
    }

    /// The text above the baby-development table.
    var babyDevelopmentText: String? {
        guard let babyDevelopment, babyDevelopmentRows != nil else { return nil }
        return "The week's baby-development fact (seed 004, DR5.FR7.2: the baby's size, the trimester, what the mother "
            + "may feel) opened by \(smallCells.shown(babyDevelopment.viewers)) of \(NumberFormat.grouped(babyDevelopment.people)) "
            + "people; days in the app are dated by the weeks people's views show (or their due month). Only the week's "
            + "number is stored, never the fact's text. `carelab analyze baby-development` writes the same figures and "
            + "the views by gestational week."
    }

    /// The Markdown section of ``babyDevelopmentRows``.
    var babyDevelopmentSection: [String] {
        guard let rows = babyDevelopmentRows, let text = babyDevelopmentText else { return [] }
        return ["## Baby development week by week", "", text, "",
                "| " + Self.babyDevelopmentHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.babyDevelopmentHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
