import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze measurements`: health measurements per reading: trend, variability,
/// share in the target range and completeness by source (seed 000 Req 20-28). Its report
/// section is ``RunReport/measurementsSection``.
extension MeasurementAnalysis: DeclaredAnalysis {
    public static let name = "measurements"
    public static let abstract = "Health measurements per reading: trend, variability, share in target range, completeness by source."
    public static let example = "carelab analyze measurements --db /tmp/run/carelab.sqlite -o measurements.csv"
    public static let discussion = """
        One row group per reading (item): heart_rate (bpm), oxygen_saturation (%),
        steps, blood_pressure_systolic and blood_pressure_diastolic (mmHg),
        blood_glucose (mg/dL, whatever unit it was entered in) (seed 000 Req 20-28).

        The summary is a long table (measure,item,group,period,value,ci_lower,
        ci_upper,people,suppressed): people and readings; mean_value, the mean of
        the per-person means; mean_slope_per_30_days, the mean of each person's
        ordinary-least-squares slope of their readings on time (per 30 days; people
        with at least 3 readings over at least 7 days), and slope_per_30_days with
        period mean, median, q1 and q3 of that distribution; mean_within_sd and
        mean_cv, the mean per-person standard deviation and coefficient of
        variation; mean_in_range_share, the mean per-person share of readings in
        the target range, and readings_in_range_share, the share of all readings
        (interval clustered by person). Target ranges: blood glucose 70-180 mg/dL
        (time in range, Battelino et al. 2019), blood pressure below 130/80 mmHg
        (ACC/AHA 2017), heart rate 60-100 bpm (AHA), oxygen saturation 95-100 %
        (WHO 2011); steps have none. readings_per_day_of_use, with group device
        (synced) or manual (entered by hand): per person with readings from the
        source, readings from it per day of use (a day they used the app or entered
        a reading by hand). Means are over people with 95 % intervals robust to
        unequal variances.

        Measurements against symptom scores, the same day and lagged, within
        persons: carelab analyze correlations --exposures measurement.
        """
    public static let nothingToRead = "the database has no health measurements"

    public static func run(on database: CareDatabase) throws -> MeasurementReport {
        try MeasurementAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: MeasurementReport) -> Bool { result.summaries.isEmpty }

    public static func table(_ report: MeasurementReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        for summary in report.summaries {
            let item = summary.name
            table.add("people", item: item, count: summary.people, people: summary.people)
            table.add("readings", item: item, count: summary.readings, people: summary.people)
            table.add("mean_value", item: item, summary.meanValue?.estimate, summary.meanValue?.interval,
                      people: summary.people)
            table.add("mean_slope_per_30_days", item: item, summary.meanSlope?.estimate, summary.meanSlope?.interval,
                      people: summary.slopes.count)
            table.add("slope_per_30_days", item: item, summary: try? DistributionSummary(summary.slopes))
            for (measure, mean) in [("mean_within_sd", summary.meanWithinSD),
                                    ("mean_cv", summary.meanCoefficientOfVariation)] {
                table.add(measure, item: item, mean?.estimate, mean?.interval, people: mean?.people ?? 0)
            }
            if summary.targetRange != nil {
                table.add("mean_in_range_share", item: item, summary.meanInRangeShare?.estimate,
                          summary.meanInRangeShare?.interval, people: summary.people)
                table.add("readings_in_range_share", item: item, summary.readingsInRange?.estimate,
                          summary.readingsInRange?.interval, people: summary.people)
            }
            for source in summary.completeness {
                table.add("readings_per_day_of_use", item: item, group: source.source.rawValue,
                          source.readingsPerDayOfUse?.estimate, source.readingsPerDayOfUse?.interval, people: source.people)
            }
        }
        return table.table
    }

    public static func markdown(_ result: MeasurementReport, in report: RunReport) -> [String] { report.measurementsSection }

    public static func html(_ result: MeasurementReport, in report: RunReport) -> HTMLDocument.Section? {
        report.measurementsHTML
    }
}
