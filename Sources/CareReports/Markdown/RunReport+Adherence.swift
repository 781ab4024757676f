import CareAnalytics
import CareStats

extension RunReport {
    /// Medication adherence by medication and arm (seed 000 Req 13-14): the share taken of
    /// the doses due on days of use, and over each person's observation window, with what
    /// each assumes about the days nobody logged.
    var adherenceSection: [String] {
        guard let adherence, !adherence.summaries.isEmpty else { return [] }
        var lines = [
            "## Medication adherence",
            "",
            "Each person is followed from their first to their last day of use. *Taken while observed* "
                + "is the mean share taken of the doses due on days the person used the app (the default: a day "
                + "without use says nothing about its doses); *taken over the window* counts every dose of a day "
                + "without use as missed. When logging does not depend on taking doses the first is unbiased; when "
                + "people skip the app on the days they skip doses (missing not at random) the first is biased "
                + "upward and the second downward, and the truth lies between them. 95 % intervals over people.",
            "",
            "| medication | group | taken while observed | 95 % interval | taken over the window | 95 % interval | people |",
            "|---|---|---|---|---|---|---|",
        ]
        for summary in adherence.summaries {
            guard smallCells.allows(summary.people) else {
                lines.append("| \(summary.medication) | \(summary.group) | suppressed | | | | fewer than \(smallCells.minimumCount) |")
                continue
            }
            lines.append("| \(summary.medication) | \(summary.group) | \(Self.percent(summary.observedTakenShare)) | "
                + "\(Self.interval(summary.observedTakenShare)) | \(Self.percent(summary.takenShare)) | "
                + "\(Self.interval(summary.takenShare)) | \(NumberFormat.grouped(summary.people)) |")
        }
        lines.append("")
        let fills = adherence.summaries.filter { $0.peopleWithFills > 0 }
        if !fills.isEmpty {
            lines += [
                "Pharmacy fills, known whether or not the app was used: the mean per-person delay from the end of "
                    + "one fill's supply to the next fill, and AdhereR's CMA7 (the share of days with medication "
                    + "in hand, from the first fill until the last one runs out).",
                "",
                "| medication | group | days late | 95 % interval | CMA7 | 95 % interval | people |",
                "|---|---|---|---|---|---|---|",
            ]
            for summary in fills {
                guard smallCells.allows(summary.peopleWithFills) else {
                    lines.append("| \(summary.medication) | \(summary.group) | suppressed | | | | fewer than \(smallCells.minimumCount) |")
                    continue
                }
                let delay = summary.refillDelay
                lines.append("| \(summary.medication) | \(summary.group) | \(delay.map { NumberFormat.fixed($0.estimate, 1) } ?? "NA") | "
                    + "\(delay.map { "\(NumberFormat.fixed($0.interval.lower, 1))-\(NumberFormat.fixed($0.interval.upper, 1))" } ?? "") | "
                    + "\(Self.percent(summary.cma7)) | \(Self.interval(summary.cma7)) | \(NumberFormat.grouped(summary.peopleWithFills)) |")
            }
            lines.append("")
        }
        let late = adherence.summaries.filter { $0.loggingDelayMinutes != nil }
        if !late.isEmpty {
            lines += [
                "Doses logged late (seed 000 Req 14): entered after they were taken, with the taken time corrected; "
                    + "adherence above counts the taken time. Per person, the share of their logged doses entered "
                    + "late and the mean minutes from taking such a dose to logging it.",
                "",
                "| medication | group | logged late | 95 % interval | delay (minutes) | 95 % interval | people |",
                "|---|---|---|---|---|---|---|",
            ]
            for summary in late {
                guard smallCells.allows(summary.people), let delay = summary.loggingDelayMinutes,
                      smallCells.allows(delay.people) else {
                    lines.append("| \(summary.medication) | \(summary.group) | suppressed | | | | fewer than \(smallCells.minimumCount) |")
                    continue
                }
                lines.append("| \(summary.medication) | \(summary.group) | \(Self.percent(summary.lateLoggedShare)) | "
                    + "\(Self.interval(summary.lateLoggedShare)) | \(NumberFormat.fixed(delay.estimate, 1)) | "
                    + "\(NumberFormat.fixed(delay.interval.lower, 1))-\(NumberFormat.fixed(delay.interval.upper, 1)) | "
                    + "\(NumberFormat.grouped(summary.people)) |")
            }
            lines.append("")
        }
        return lines
    }

    private static func percent(_ mean: GroupMean?) -> String {
        mean.map { "\(NumberFormat.fixed($0.estimate * 100, 1)) %" } ?? "NA"
    }

    private static func interval(_ mean: GroupMean?) -> String {
        mean.map { "\(NumberFormat.fixed($0.interval.lower * 100, 1))-\(NumberFormat.fixed($0.interval.upper * 100, 1)) %" } ?? ""
    }
}
