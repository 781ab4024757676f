import CareAnalytics
import CareModel

extension RunReport {
    /// The Markdown report's time-of-day tables (seed 000, Req 3 and 11) as forest plots:
    /// each symptom's share of onsets per part of the day on one 0-100 % scale, and the
    /// next-day slopes of the factors taken in more than one part of the day; each beside
    /// its table, with the same small-cell rule.
    var timeOfDayHTML: HTMLDocument.Section? {
        guard let timeOfDay, !timeOfDay.isEmpty else { return nil }
        let suppressed = "suppressed (fewer than \(smallCells.minimumCount) people)"
        var onsetTable = HTMLTable(caption: "Symptom onsets by part of the day",
                                   header: ["symptom", "part", "onsets", "share", "95 % interval", "people"], labelColumns: 2)
        var onsetRows: [ForestPlot.Row] = []
        for row in timeOfDay.onsets {
            let label = "\(row.symptom), \(row.part.rawValue)"
            guard smallCells.allows(row.peopleInPart), let share = row.share else {
                onsetTable.append([row.symptom, row.part.rawValue, "suppressed", "", "", "fewer than \(smallCells.minimumCount)"])
                onsetRows.append(ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil, note: suppressed))
                continue
            }
            let range = "\(Self.percentOf(share.interval.lower))-\(Self.percentOf(share.interval.upper))"
            onsetTable.append([row.symptom, row.part.rawValue, NumberFormat.grouped(row.onsets), Self.percentOf(share.estimate),
                               range, NumberFormat.grouped(row.peopleInPart)])
            onsetRows.append(ForestPlot.Row(label: label, estimate: share.estimate * 100, lower: share.interval.lower * 100,
                                            upper: share.interval.upper * 100,
                                            note: "\(Self.percentOf(share.estimate)) (\(range))"))
        }
        var figures = [Self.figure(
            ForestPlot(title: "Share of each symptom's onsets by part of the day", xTitle: "share of onsets (%)",
                       domain: 0...100, reference: nil, decimals: 0, rows: onsetRows, plotWidth: 300).svg,
            onsetTable, caption: "Seed 000 Req 3: 95 % intervals clustered by person.")]
        let findings = timeOfDay.hourLagFindings
        if !findings.isEmpty {
            var table = HTMLTable(caption: "Lags in hours: factor entries followed by a symptom's onset (q < 0.05)",
                                  header: ["factor", "symptom", "window", "people", "entries", "with an onset",
                                           "chance per unit", "95 % interval"], labelColumns: 3)
            for cell in findings {
                guard smallCells.allows(cell.people), let slope = cell.slope else {
                    table.append([cell.factor, cell.symptom, cell.window.description, smallCells.shown(cell.people),
                                  "", "", suppressed, ""])
                    continue
                }
                table.append([cell.factor, cell.symptom, cell.window.description, NumberFormat.grouped(cell.people),
                              NumberFormat.grouped(cell.entries), NumberFormat.grouped(cell.entriesWithOnset),
                              NumberFormat.significant(slope.estimate, 3),
                              "\(NumberFormat.significant(slope.interval.lower, 3)) to "
                                + "\(NumberFormat.significant(slope.interval.upper, 3))"])
            }
            figures.append(HTML.element("div", ["class": "table-box"], table.html))
        }
        let cells = timeOfDay.timedFactorCells(lag: 1)
        if !cells.isEmpty {
            var table = HTMLTable(caption: "Factors by part of the day against the next day's score",
                                  header: ["factor", "symptom", "part", "people", "points per unit", "95 % interval"],
                                  labelColumns: 3)
            var rows: [ForestPlot.Row] = []
            for cell in cells {
                let label = "\(cell.factor) \(cell.part.rawValue) → \(cell.symptom)"
                guard smallCells.allows(cell.people), let slope = cell.slope else {
                    let why = smallCells.allows(cell.people) ? "not estimable" : suppressed
                    table.append([cell.factor, cell.symptom, cell.part.rawValue, smallCells.shown(cell.people), why, ""])
                    rows.append(ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil, note: why))
                    continue
                }
                let range = "\(NumberFormat.fixed(slope.interval.lower, 4)) to \(NumberFormat.fixed(slope.interval.upper, 4))"
                table.append([cell.factor, cell.symptom, cell.part.rawValue, NumberFormat.grouped(cell.people),
                              NumberFormat.fixed(slope.estimate, 4), range])
                rows.append(ForestPlot.Row(label: label, estimate: slope.estimate, lower: slope.interval.lower,
                                           upper: slope.interval.upper, note: "\(NumberFormat.fixed(slope.estimate, 4)) (\(range))"))
            }
            let bound = rows.flatMap { [$0.lower, $0.upper].compactMap { $0 }.map(abs) }.max() ?? 1
            let top = Self.axisTop(bound)
            figures.append(Self.figure(
                ForestPlot(title: "Next-day score per unit of the factor, by the part of the day it was taken in",
                           xTitle: "score points per unit (95 % interval)", domain: -top...top, decimals: 3, rows: rows,
                           plotWidth: 300).svg,
                table, caption: "Seed 000 Req 11: within-person slopes over the days the factor was taken in each part."))
        }
        return HTMLDocument.Section(id: "time-of-day", title: "Time of day", body: figures.joined(separator: "\n"))
    }
}
