import CareAnalytics
import CareModel

extension RunReport {
    /// When symptoms start and factors are taken (seed 000, Req 3 and 11,
    /// ``TimeOfDayAnalysis``): each symptom's share of onsets per part of the day with a
    /// chart, and the next-day score against each factor taken in more than one part of the
    /// day, part by part. Only in reports given the analysis; a part with onsets from fewer
    /// people than the small-cell minimum is suppressed.
    var timeOfDaySection: [String] {
        guard let timeOfDay, !timeOfDay.isEmpty else { return [] }
        var lines = [
            "## Time of day",
            "",
            "Symptom onsets by part of the day (seed 000 Req 3): the share of each symptom's onsets in the part, "
                + "with a 95 % interval clustered by person, and over people with at least "
                + "\(TimeOfDayAnalysis.minimumPersonOnsets) onsets of it, the median of their own share and how many have "
                + "the most onsets in the part. All parts, lags and windows of hours: `carelab analyze time-of-day`.",
            "",
            "| symptom | part | onsets | share | 95 % interval | people | median own share | most often |",
            "|---|---|---|---|---|---|---|---|",
        ]
        var bars: [BarChart.Bar] = []
        for row in timeOfDay.onsets {
            guard smallCells.allows(row.peopleInPart), let share = row.share else {
                lines.append("| \(row.symptom) | \(row.part.rawValue) | suppressed | | | fewer than \(smallCells.minimumCount) | | |")
                bars.append(BarChart.Bar(label: "\(row.symptom), \(row.part.rawValue)", value: 0, annotation: "suppressed"))
                continue
            }
            let mostOften = row.peopleMostOften == 0 || smallCells.allows(row.peopleMostOften)
                ? NumberFormat.grouped(row.peopleMostOften) : "fewer than \(smallCells.minimumCount)"
            lines.append("| \(row.symptom) | \(row.part.rawValue) | \(NumberFormat.grouped(row.onsets)) | "
                + "\(Self.percentOf(share.estimate)) | \(Self.percentOf(share.interval.lower))-\(Self.percentOf(share.interval.upper)) | "
                + "\(NumberFormat.grouped(row.peopleInPart)) | \(row.personShares.map { Self.percentOf($0.median) } ?? "") | \(mostOften) |")
            bars.append(BarChart.Bar(label: "\(row.symptom), \(row.part.rawValue)", value: share.estimate * 100,
                                     annotation: Self.percentOf(share.estimate)))
        }
        lines += ["", "```text", BarChart(title: "Share of each symptom's onsets by part of the day (%)", bars: bars, width: 32)
            .text.trimmingSuffixNewline, "```", ""]
        lines += hourLagLines(timeOfDay)
        let cells = timeOfDay.timedFactorCells(lag: 1)
        guard !cells.isEmpty else { return lines }
        lines += [
            "Factors taken in more than one part of the day (seed 000 Req 11) against the next day's symptom score: the "
                + "within-person slope over the days the factor was taken in each part (person fixed effects, errors "
                + "clustered by person), in score points per unit; q is Benjamini-Hochberg over the analysis' cells. "
                + "Slopes that differ between parts say the factor's effect depends on when it is taken.",
            "",
            "| factor | symptom | part | people | days | points per unit | 95 % interval | q |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for cell in cells {
            let labels = "| \(cell.factor) (\(cell.unit)) | \(cell.symptom) | \(cell.part.rawValue) |"
            guard smallCells.allows(cell.people) else {
                lines.append(labels + " fewer than \(smallCells.minimumCount) | | suppressed | | |")
                continue
            }
            let slope = cell.slope
            lines.append(labels + " \(NumberFormat.grouped(cell.people)) | \(NumberFormat.grouped(cell.personDays)) | "
                + "\(slope.map { NumberFormat.fixed($0.estimate, 4) } ?? "not estimable") | "
                + "\(slope.map { "\(NumberFormat.fixed($0.interval.lower, 4)) to \(NumberFormat.fixed($0.interval.upper, 4))" } ?? "") | "
                + "\(cell.qValue.isNaN ? "" : NumberFormat.pValue(cell.qValue)) |")
        }
        lines.append("")
        return lines
    }

    /// The hour-lag cells with q below 0.05 (seed 000, Req 3 and 11: lags in hours), or
    /// nothing when there are none.
    private func hourLagLines(_ timeOfDay: TimeOfDayReport) -> [String] {
        let findings = timeOfDay.hourLagFindings
        guard !findings.isEmpty else { return [] }
        var lines = [
            "Lags in hours (seed 000 Req 3, 11): factor entries followed by an onset of a symptom within a window of hours, "
                + "the more the more of the factor, with q < 0.05 (Benjamini-Hochberg over every factor, symptom and window). "
                + "The slope is the within-person change of the chance of an onset in the window per unit of the factor.",
            "",
            "| factor | symptom | window | people | entries | with an onset | chance per unit | 95 % interval | q |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        for cell in findings {
            let labels = "| \(cell.factor) (\(cell.unit)) | \(cell.symptom) | \(cell.window) |"
            guard smallCells.allows(cell.people), let slope = cell.slope else {
                lines.append(labels + " fewer than \(smallCells.minimumCount) | | | suppressed | | |")
                continue
            }
            lines.append(labels + " \(NumberFormat.grouped(cell.people)) | \(NumberFormat.grouped(cell.entries)) | "
                + "\(NumberFormat.grouped(cell.entriesWithOnset)) | \(NumberFormat.significant(slope.estimate, 3)) | "
                + "\(NumberFormat.significant(slope.interval.lower, 3)) to \(NumberFormat.significant(slope.interval.upper, 3)) | "
                + "\(NumberFormat.pValue(cell.qValue)) |")
        }
        return lines + [""]
    }

    /// A share as a percentage with one decimal.
    static func percentOf(_ share: Double) -> String {
        NumberFormat.fixed(share * 100, 1) + " %"
    }
}

extension TimeOfDayReport {
    /// The hour-lag cells with a q-value below 0.05, in the analysis' order.
    var hourLagFindings: [HourLagCell] {
        hourLags.filter { $0.qValue < 0.05 }
    }

    /// The factor-by-part cells at `lag` of the factors taken in more than one part of the
    /// day: the ones whose part can be compared.
    func timedFactorCells(lag: Int) -> [FactorPartCell] {
        var parts: [String: Set<TimeOfDay>] = [:]
        for cell in factorParts where cell.lagDays == lag { parts[cell.factor + "\u{1F}" + cell.unit, default: []].insert(cell.part) }
        return factorParts.filter { $0.lagDays == lag && parts[$0.factor + "\u{1F}" + $0.unit]!.count > 1 }
    }
}
