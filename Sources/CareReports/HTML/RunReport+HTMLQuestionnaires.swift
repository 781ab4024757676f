import CareAnalytics
import CareModel

extension RunReport {
    /// Standard questionnaires: change from enrolment per questionnaire and group as a
    /// forest plot beside the Markdown report's table, then the bands at the first and the
    /// last response; nil when the run has no questionnaire response.
    var questionnairesHTML: HTMLDocument.Section? {
        guard let questionnaires, !questionnaires.isEmpty else { return nil }
        let minimum = smallCells.minimumCount
        var table = HTMLTable(caption: "Questionnaires", header: [
            "questionnaire", "group", "people", "responses", "mean total", "change from enrolment", "95 % interval",
            "people with 2+", "item 9 flagged",
        ], labelColumns: 2)
        var rows: [ForestPlot.Row] = []
        for s in questionnaires.summaries {
            let label = "\(s.questionnaire.rawValue) \(s.group)"
            guard smallCells.allows(s.people) else {
                table.append([s.questionnaire.rawValue, s.group, "fewer than \(minimum)", "suppressed", "", "", "", "", ""])
                rows.append(ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                           note: "suppressed (fewer than \(minimum) people)"))
                continue
            }
            let mean = smallCells.allows(s.scoredPeople) ? s.meanTotal : nil
            let change = smallCells.allows(s.changePeople) ? s.change : nil
            let flagged = s.flaggedShare.map { share in
                smallCells.allows(s.flaggedPeople) ? "\(NumberFormat.fixed(share.estimate * 100, 1)) %" : "suppressed"
            } ?? ""
            table.append([s.questionnaire.rawValue, s.group, NumberFormat.grouped(s.people), NumberFormat.grouped(s.responses),
                          mean.map { NumberFormat.fixed($0.estimate, 2) } ?? "NA",
                          change.map { NumberFormat.fixed($0.estimate, 2) } ?? "NA",
                          Self.range(change?.interval.lower, change?.interval.upper, 2), smallCells.shown(s.changePeople),
                          flagged])
            rows.append(change.map {
                ForestPlot.Row(label: label, estimate: $0.estimate, lower: $0.interval.lower, upper: $0.interval.upper,
                               note: "\(NumberFormat.fixed($0.estimate, 2)) (\(Self.range($0.interval.lower, $0.interval.upper, 2)))")
            } ?? ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                note: smallCells.allows(s.changePeople) ? "NA" : "suppressed (fewer than \(minimum) people)"))
        }
        let reach = rows.flatMap { [$0.lower, $0.upper] }.compactMap { $0.map(abs) }.max() ?? 1
        let top = Self.axisTop(reach)
        var body = Self.figure(
            ForestPlot(title: "Change from enrolment: last total less first, per person", xTitle: "change in raw total (points)",
                       domain: -top...top, decimals: 1, rows: rows, plotWidth: 300).svg,
            table, caption: "Means over people with at least two scored responses, with 95 % intervals; below 0 is fewer "
                + "symptoms on PHQ and GAD-7, lower wellbeing on WHO-5. Mean totals over scored responses (WHO-5 raw 0-25).")
        var bands = HTMLTable(caption: "People per published band at their first and last response",
                              header: ["questionnaire", "band", "first", "last"], labelColumns: 2)
        for s in questionnaires.summaries where s.group == "all" {
            for band in s.bands {
                let shares = [band.first, band.last].map { count in
                    guard smallCells.allows(count), let share = s.share(count) else { return "suppressed" }
                    return "\(NumberFormat.fixed(share.estimate * 100, 1)) %"
                }
                bands.append([s.questionnaire.rawValue,
                              "\(band.band.name) (\(s.questionnaire.describe(totals: band.totals)))"] + shares)
            }
        }
        body += "\n" + bands.html
        return HTMLDocument.Section(id: "questionnaires", title: "Questionnaires", body: body)
    }
}
