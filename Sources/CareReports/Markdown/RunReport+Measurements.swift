import CareAnalytics
import CareStats

extension RunReport {
    /// Health measurements per reading (seed 000 Req 20-28): people, readings, the mean
    /// per-person trend and variability, the share in the target range and the readings
    /// per day of use by source, with a chart of the in-range shares. Readings taken by
    /// fewer people than the small-cell minimum are suppressed.
    var measurementsSection: [String] {
        guard let measurements, !measurements.summaries.isEmpty else { return [] }
        var lines = [
            "## Health measurements",
            "",
            "Per reading: each person's trend is the least-squares slope of their readings on time, per 30 days "
                + "(people with at least 3 readings over at least 7 days); variability is the standard deviation of "
                + "a person's readings (SD) and that over their mean (CV); in range is the mean per-person share of "
                + "readings in the target range. Means over people with 95 % intervals. Measurements against "
                + "symptom scores: `carelab analyze correlations --exposures measurement`.",
            "",
            "| reading | unit | people | readings | mean | trend per 30 days | 95 % interval | SD | CV | target | in range |",
            "|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for s in measurements.summaries {
            guard smallCells.allows(s.people) else {
                lines.append("| \(s.name) | \(s.unit) | fewer than \(smallCells.minimumCount) | suppressed | | | | | | | |")
                continue
            }
            let trend = smallCells.allows(s.slopes.count) ? s.meanSlope : nil
            lines.append("| \(s.name) | \(s.unit) | \(NumberFormat.grouped(s.people)) | \(NumberFormat.grouped(s.readings)) | "
                + "\(Self.number(s.meanValue, 1)) | \(Self.number(trend, 2)) | "
                + "\(trend.map { "\(NumberFormat.fixed($0.interval.lower, 2)) to \(NumberFormat.fixed($0.interval.upper, 2))" } ?? "") | "
                + "\(Self.number(s.meanWithinSD, 1)) | \(Self.number(s.meanCoefficientOfVariation, 3)) | "
                + "\(s.targetRange.map(\.description) ?? "") | "
                + "\(s.meanInRangeShare.map { "\(NumberFormat.fixed($0.estimate * 100, 1)) %" } ?? "") |")
        }
        lines += [
            "",
            "Completeness: readings per day of use (a day the person used the app or entered a reading by hand), "
                + "per person with readings from the source.",
            "",
            "| reading | source | people | readings | per day of use | 95 % interval |",
            "|---|---|---|---|---|---|",
        ]
        for s in measurements.summaries {
            for c in s.completeness {
                guard smallCells.allows(c.people) else {
                    lines.append("| \(s.name) | \(c.source.rawValue) | fewer than \(smallCells.minimumCount) | suppressed | | |")
                    continue
                }
                let rate = c.readingsPerDayOfUse
                lines.append("| \(s.name) | \(c.source.rawValue) | \(NumberFormat.grouped(c.people)) | "
                    + "\(NumberFormat.grouped(c.readings)) | \(Self.number(rate, 2)) | "
                    + "\(rate.map { "\(NumberFormat.fixed($0.interval.lower, 2))-\(NumberFormat.fixed($0.interval.upper, 2))" } ?? "") |")
            }
        }
        lines += ["", "```text", inRangeChart.trimmingSuffixNewline, "```", ""]
        return lines
    }

    /// The mean per-person share of readings in the target range, one bar per reading
    /// that has a range.
    var inRangeChart: String {
        let ranged = (measurements?.summaries ?? []).filter { $0.targetRange != nil }
        guard !ranged.isEmpty else { return "No reading has a target range.\n" }
        let bars = ranged.map { s in
            let label = "\(s.name) \(s.targetRange!)"
            guard smallCells.allows(s.people), let share = s.meanInRangeShare else {
                return BarChart.Bar(label: label, value: 0, annotation: "suppressed (fewer than \(smallCells.minimumCount) people)")
            }
            return BarChart.Bar(label: label, value: share.estimate * 100,
                                annotation: "\(NumberFormat.fixed(share.estimate * 100, 1)) %  (n=\(s.people))")
        }
        return BarChart(title: "Mean per-person share of readings in the target range (%)", bars: bars).text
    }

    private static func number(_ mean: GroupMean?, _ digits: Int) -> String {
        mean.map { NumberFormat.fixed($0.estimate, digits) } ?? "NA"
    }
}
