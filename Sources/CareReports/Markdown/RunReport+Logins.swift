import CareAnalytics
import CareStats

extension RunReport {
    /// The header of ``loginRows``.
    static let loginHeader = ["group", "people", "log-ins per active week, mean", "median", "quartiles",
                              "sessions per day with a log-in", "95 % interval"]

    /// Log-ins per active week for everyone and each cohort (seed 004 DR8 "how often people
    /// log in"): group, people, mean, median, quartiles, and sessions per day with a
    /// log-in with its interval; nil when no one logged in.
    var loginRows: [[String]]? {
        guard let sections, sections.hasLogins else { return nil }
        return sections.logins.filter { $0.week == nil }.compactMap { logins in
            guard let summary = logins.perPerson else { return nil }
            guard smallCells.allows(summary.count) else {
                return [logins.group, "fewer than \(smallCells.minimumCount)", "suppressed", "", "", "", ""]
            }
            let perDay = logins.perLoginDay
            return [logins.group, NumberFormat.grouped(summary.count), NumberFormat.fixed(summary.mean, 2),
                    NumberFormat.fixed(summary.median, 2),
                    "\(NumberFormat.fixed(summary.lowerQuartile, 2)) to \(NumberFormat.fixed(summary.upperQuartile, 2))",
                    perDay.map { NumberFormat.fixed($0.estimate, 2) } ?? "",
                    perDay.map { "\(NumberFormat.fixed($0.interval.lower, 2)) to \(NumberFormat.fixed($0.interval.upper, 2))" } ?? ""]
        }
    }

    /// The top of the log-ins charts' scale: 8, or the largest weekly value rounded up.
    var loginScaleTop: Double {
        max(8, (loginWeeklySeries.flatMap(\.values).filter(\.isFinite).max() ?? 0).rounded(.up))
    }

    /// Everyone's mean and median log-ins per active person in each study week; NaN where
    /// fewer people than the small-cell minimum were active.
    var loginWeeklySeries: [(name: String, values: [Double])] {
        guard let sections else { return [] }
        let weeks = (1...max(1, sections.weeks)).map { week in
            sections.logins.first { $0.group == SectionReport.everyone && $0.week == week }?.perPerson
                .flatMap { smallCells.allows($0.count) ? $0 : nil }
        }
        return [("mean", weeks.map { $0?.mean ?? .nan }), ("median", weeks.map { $0?.median ?? .nan })]
    }

    /// The text above the log-ins' table.
    var loginText: String? {
        guard loginRows != nil else { return nil }
        return "How often people log in (seed 004 DR8): each person's log-ins per week in which they used the app, "
            + "summarised over people, for everyone and each cohort (or arm), and the sessions per day with a log-in "
            + "(every log-in over the days with one, 95 % interval clustered by person). The chart shows each week's "
            + "log-ins per person active that week; a last study week shorter than seven days holds fewer. "
            + "`carelab analyze sections` writes the same figures."
    }

    /// Log-ins per active person as a line chart over the study weeks.
    var loginChart: String {
        guard let sections, loginWeeklySeries.contains(where: { $0.values.contains(where: \.isFinite) }) else {
            return "No week had enough active people to chart.\n"
        }
        return LineChart(title: "Log-ins per active person, per study week",
                         yTitle: "log-ins", xTitle: "study week", xStart: "week 1", xEnd: "week \(sections.weeks)",
                         series: loginWeeklySeries.map { LineChart.Series(name: $0.name, values: $0.values) },
                         yRange: 0...loginScaleTop, decimals: 0).text
    }

    /// The Markdown section "Log-ins".
    var loginsSection: [String] {
        guard let rows = loginRows, let text = loginText else { return [] }
        return ["## Log-ins", "", text, "", "| " + Self.loginHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.loginHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
            + ["", "```text", loginChart.trimmingSuffixNewline, "```", ""]
    }
}
