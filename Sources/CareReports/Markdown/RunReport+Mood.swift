import CareAnalytics
import CareStats

extension RunReport {
    /// Everyone's mood-survey answers per study week (seed 004 DR8 "moods over time"):
    /// week, answers, people, mean valence and the share of negative moods with their
    /// intervals; nil without answers.
    var moodRows: [[String]]? {
        guard let mood, mood.answers > 0 else { return nil }
        let weeks = mood.weeks.filter { $0.group == MoodReport.everyone }
        guard !weeks.isEmpty else { return nil }
        return weeks.map { week in
            guard smallCells.allows(week.people) else {
                return ["week \(week.week)", "suppressed", "fewer than \(smallCells.minimumCount)", "", "", "", ""]
            }
            return ["week \(week.week)", NumberFormat.grouped(week.answers), NumberFormat.grouped(week.people),
                    NumberFormat.fixed(week.meanValence, 3),
                    Self.range(week.meanValenceInterval?.lower, week.meanValenceInterval?.upper, 3),
                    Self.percent(week.negativeShare),
                    Self.range(week.negativeShareInterval?.lower, week.negativeShareInterval?.upper, 1, scale: 100,
                               suffix: " %")]
        }
    }

    /// Everyone's weekly mean valence and share of negative moods, both from 0 to 1, one
    /// value per study week; NaN where fewer people than the small-cell minimum answered.
    var moodWeeklySeries: [(name: String, values: [Double])] {
        guard let mood, let last = mood.weeks.map(\.week).max() else { return [] }
        let weeks = (1...last).map { week in
            mood.weeks.first { $0.group == MoodReport.everyone && $0.week == week && smallCells.allows($0.people) }
        }
        return [("mean valence (0-1)", weeks.map { $0?.meanValence ?? .nan }),
                ("share of negative moods", weeks.map { $0?.negativeShare ?? .nan })]
    }

    /// The text above the moods' table.
    var moodText: String? {
        guard let mood, moodRows != nil else { return nil }
        return "Moods over time (seed 004 DR8): the \(NumberFormat.grouped(mood.answers)) mood-survey answers per study "
            + "week (seven local days from the study's first day), their mean valence (NRC-VAD, 0 unpleasant to 1 "
            + "pleasant) and the share that were negative (sad, angry, sick, overwhelmed), with 95 % intervals clustered "
            + "by person. `carelab analyze mood --by-week` writes the same figures for everyone and each cohort."
    }

    /// Moods over time as a line chart.
    var moodChart: String {
        let series = moodWeeklySeries
        guard let last = mood?.weeks.map(\.week).max(), series.contains(where: { $0.values.contains(where: \.isFinite) })
        else { return "No week had enough answers to chart.\n" }
        return LineChart(title: "Mood per study week: mean valence and share of negative moods",
                         yTitle: "valence or share (0-1)", xTitle: "study week", xStart: "week 1", xEnd: "week \(last)",
                         series: series.map { LineChart.Series(name: $0.name, values: $0.values) },
                         yRange: 0...1, decimals: 1, height: 11).text
    }

    /// The Markdown section "Moods over time".
    var moodSection: [String] {
        guard let rows = moodRows, let text = moodText else { return [] }
        return ["## Moods over time", "", text, "",
                "| week | answers | people | mean valence | 95 % interval | negative | 95 % interval |",
                "|---|---|---|---|---|---|---|"]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
            + ["", "```text", moodChart.trimmingSuffixNewline, "```", ""]
    }
}
