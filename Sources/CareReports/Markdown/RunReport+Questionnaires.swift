import CareAnalytics
import CareModel
import CareStats

extension RunReport {
    /// Standard questionnaires (seed 004, DR8.FR10 "survey results"): per questionnaire and
    /// group the people, responses, mean total, change from enrolment and PHQ-9's item-9
    /// flag, then the published bands at the first and the last response with a chart;
    /// nothing when the run has no questionnaire response. Cells backed by fewer people
    /// than the small-cell minimum are suppressed.
    var questionnairesSection: [String] {
        guard let questionnaires, !questionnaires.isEmpty else { return [] }
        let minimum = smallCells.minimumCount
        var lines = [
            "## Questionnaires",
            "",
            "Survey results per questionnaire and group: the mean raw total over scored responses (WHO-5 raw 0-25, "
                + "× 4 for the percentage; 95 % interval clustered by person); change from enrolment, each person's "
                + "last total less their first, over people with at least two scored responses; for PHQ-9 the share "
                + "of responses with item 9 (thoughts of self-harm) answered above 0, a safety signal. A response with "
                + "a skipped item has no total. Every figure, also per arm for the bands: "
                + "`carelab analyze questionnaires`.",
            "",
            "| questionnaire | group | people | responses | mean total | 95 % interval | change from enrolment | "
                + "95 % interval | people with 2+ | item 9 flagged |",
            "|---|---|---|---|---|---|---|---|---|---|",
        ]
        for s in questionnaires.summaries {
            let name = s.questionnaire.rawValue
            guard smallCells.allows(s.people) else {
                lines.append("| \(name) | \(s.group) | fewer than \(minimum) | suppressed | | | | | | |")
                continue
            }
            let mean = smallCells.allows(s.scoredPeople) ? s.meanTotal : nil
            let change = smallCells.allows(s.changePeople) ? s.change : nil
            let flagged = s.flaggedShare.map { share in
                smallCells.allows(s.flaggedPeople) ? Self.percent(share) : "suppressed"
            } ?? ""
            lines.append("| \(name) | \(s.group) | \(NumberFormat.grouped(s.people)) | \(NumberFormat.grouped(s.responses)) | "
                + "\(Self.estimate(mean)) | \(Self.interval(mean)) | \(Self.estimate(change, signed: true)) | "
                + "\(Self.interval(change)) | \(smallCells.shown(s.changePeople)) | \(flagged) |")
        }
        lines += [
            "",
            "Published bands (PHQ-9 Kroenke 2001, PHQ-2 Kroenke 2003, GAD-7 Spitzer 2006, WHO-5 Topp 2015): the share "
                + "of people with a scored response in each band at their first and at their last response (a person "
                + "with one response counts in both).",
            "",
            "| questionnaire | band | first | last |",
            "|---|---|---|---|",
        ]
        let all = questionnaires.summaries.filter { $0.group == "all" }
        for s in all {
            for band in s.bands {
                lines.append("| \(s.questionnaire.rawValue) | \(band.band.name) (\(s.questionnaire.describe(totals: band.totals))) | "
                    + "\(bandShare(band.first, of: s)) | \(bandShare(band.last, of: s)) |")
            }
        }
        lines += ["", "```text", questionnaireBandChart.trimmingSuffixNewline, "```", ""]
        return lines
    }

    /// The share of people in each band at their first and their last response, one chart
    /// per questionnaire (group `all`).
    var questionnaireBandChart: String {
        let all = (questionnaires?.summaries ?? []).filter { $0.group == "all" }
        guard !all.isEmpty else { return "No questionnaire responses.\n" }
        return all.map { s in
            let bars = s.bands.flatMap { band in
                [("first", band.first), ("last", band.last)].map { period, count in
                    let label = "\(s.questionnaire.describe(totals: band.totals)) \(period)"
                    guard smallCells.allows(count), let share = s.share(count) else {
                        return BarChart.Bar(label: label, value: 0,
                                            annotation: "suppressed (fewer than \(smallCells.minimumCount) people)")
                    }
                    return BarChart.Bar(label: label, value: share.estimate * 100,
                                        annotation: "\(NumberFormat.fixed(share.estimate * 100, 1)) %  (n=\(count))")
                }
            }
            return BarChart(title: "\(s.questionnaire.rawValue): people per band at first and last response (%)",
                            bars: bars).text
        }.joined(separator: "\n")
    }

    private func bandShare(_ count: Int, of summary: QuestionnaireReport.Summary) -> String {
        guard smallCells.allows(count), let share = summary.share(count) else { return "suppressed" }
        return Self.percent(share)
    }

    private static func percent(_ share: Proportion) -> String {
        "\(NumberFormat.fixed(share.estimate * 100, 1)) %"
    }

    private static func estimate(_ mean: GroupMean?, signed: Bool = false) -> String {
        guard let mean else { return "NA" }
        let text = NumberFormat.fixed(mean.estimate, 2)
        return signed && mean.estimate >= 0 ? "+" + text : text
    }

    private static func interval(_ mean: GroupMean?) -> String {
        mean.map { "\(NumberFormat.fixed($0.interval.lower, 2)) to \(NumberFormat.fixed($0.interval.upper, 2))" } ?? ""
    }
}
