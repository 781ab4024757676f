import CareAnalytics
import CareModel
import CareStats
import Foundation

/// The files of a run's report: CSV tables, ASCII charts, a Markdown summary and an HTML page
/// with SVG charts (`report.html`), all byte-identical for the same run.
public struct RunReport: Sendable {
    /// What the report is about, for its opening paragraph.
    public struct Context: Sendable {
        /// The run's name, e.g. `default`.
        public var name: String
        /// Where the data came from, e.g. "simulated from `Scenarios/default.yaml`, seed 7".
        public var source: String
        /// The scenario's own description.
        public var description: String
        /// The planted effects, one sentence each; empty for imported data.
        public var plantedEffects: [String]
        /// What produced the data, one line each (CareLab's version, the scenario's hash,
        /// the seed): the same for every run of the same scenario and seed.
        public var provenance: [String]

        public init(name: String, source: String, description: String, plantedEffects: [String], provenance: [String] = []) {
            self.name = name
            self.source = source
            self.description = description
            self.plantedEffects = plantedEffects
            self.provenance = provenance
        }
    }

    public var context: Context
    public var overview: RunOverview
    /// Retention and dropout, when the analysis could be run.
    public var engagement: EngagementReport?
    /// Medication adherence, when the run has scheduled medications.
    public var adherence: AdherenceReport?
    /// Health measurements, when analysed (``MeasurementAnalysis``).
    public var measurements: MeasurementReport? { results[MeasurementAnalysis.self] }
    /// Standard questionnaires, when analysed (``QuestionnaireAnalysis``).
    public var questionnaires: QuestionnaireReport? { results[QuestionnaireAnalysis.self] }
    /// Relieving and aggravating factors on symptom entries (``SymptomFactorAnalysis``);
    /// empty when no entry carries one.
    public var symptomFactors: [SymptomFactorCell] { results[SymptomFactorAnalysis.self] ?? [] }
    /// Medical records and dental charts (seed 001), when analysed (``MedicalRecordAnalysis``).
    public var medicalRecord: MedicalRecordReport? { results[MedicalRecordAnalysis.self] }
    /// Symptom onsets and factors by part of the day, when the run models them or the data
    /// were imported (``TimeOfDayAnalysis``).
    public var timeOfDay: TimeOfDayReport? { results[TimeOfDayAnalysis.self] }
    /// Reward points and their redemptions (seed 004, DR6), when anyone earned points.
    public var rewards: RewardReport?
    /// The wellbeing card kit and journal keywords by week (seed 002, entries 2-49), when
    /// analysed (``CardsAnalysis``); its section appears only when someone used the kit.
    public var cards: CardsReport? { results[CardsAnalysis.self] }
    /// The learning modules (seed 004, DR8), when analysed (``ModuleAnalysis``).
    public var modules: ModuleReport? { results[ModuleAnalysis.self] }
    /// Sections used and log-ins by study week and cohort (seed 004 DR8), when analysed.
    public var sections: SectionReport?
    /// The results of the declared analyses (``AnalysisRegistry``), each of which adds its
    /// own section when it found something to show.
    public var results = AnalysisResults()
    /// Task completion by label and the edits of task groups (seed 003, stories 5, 12 and
    /// 17), when analysed (``TaskAnalysis``); its section appears only when an occurrence
    /// was settled.
    public var tasks: TaskReport? { results[TaskAnalysis.self] }
    /// The mood survey over time (seed 004 DR8), when analysed; its section appears only
    /// when someone answered.
    public var mood: MoodReport?
    /// The small-cell rule of every figure; a minimum of 1 for a database of one person.
    public var smallCells: SmallCellRule
    /// Whether the data were imported: a suppressed CSV row then leaves its names from the
    /// data empty too (``CSVTable/hidingDataLabelsOfSuppressedRows()``), as they can be a
    /// person's own words.
    public var isImported = false

    /// Creates a report.
    public init(context: Context, overview: RunOverview, engagement: EngagementReport? = nil,
                adherence: AdherenceReport? = nil,
                smallCells: SmallCellRule = SmallCellRule()) {
        self.context = context
        self.overview = overview
        self.engagement = engagement
        self.adherence = adherence
        // One person's report is that person's: the rule, which protects other people in a
        // shared table, would hide everything from the person it is about (issue 39).
        self.smallCells = overview.people == 1 ? SmallCellRule(minimumCount: 1) : smallCells
    }

    /// File names and contents, in the order they are listed in the README.
    public var files: [(name: String, contents: String)] {
        typealias File = (name: String, contents: String)
        var files: [File] = [("README.md", markdown)]
        if hasDailyScores { files.append((Self.dailyScoresFile, dailyScores.text)) }
        if showsCorrelations { files.append((Self.correlationsFile, correlations.text)) }
        let charts: [File] = [(Self.chartFile, chart), (Self.trendFile, trendChart), (Self.heatmapFile, heatmap)]
        files += charts.filter { chartFiles.contains($0.name) }
        if hasDailyScores || showsCorrelations { files.append((Self.dictionaryFile, dataDictionary)) }
        if hasDropoutCurve { files.append((Self.dropoutFile, dropoutChart)) }
        files.append((Self.htmlFile, html))
        return files
    }

    /// The chart files with something to draw, in the order the README lists them.
    var chartFiles: [String] {
        [(Self.chartFile, hasDoseResponse), (Self.trendFile, hasTrendChart), (Self.heatmapFile, hasHeatmap)]
            .filter(\.1).map(\.0)
    }

    static let dailyScoresFile = "daily_scores_mean.csv"
    static let correlationsFile = "lagged_correlations.csv"
    static let chartFile = "dose_response.txt"
    static let trendFile = "daily_scores_chart.txt"
    static let heatmapFile = "correlation_heatmap.txt"
    static let dictionaryFile = "data_dictionary.md"

    /// The population's mean daily score of every symptom (at most six) over the run.
    var trendChart: String {
        let symptoms = Set(overview.dailyMeans.filter { $0.level == .symptom }.map(\.name)).sorted().prefix(6)
        let days = overview.period.dayCount
        guard !symptoms.isEmpty, days > 1 else { return "No daily scores to chart.\n" }
        let series = symptoms.map { symptom in
            var values = [Double](repeating: .nan, count: days)
            for mean in overview.dailyMeans where mean.level == .symptom && mean.name == symptom && smallCells.allows(mean.people) {
                values[overview.period.first.days(to: mean.day)] = mean.meanScore
            }
            return LineChart.Series(name: symptom, values: values)
        }
        return LineChart(
            title: "Mean daily symptom score of the people who logged that day",
            yTitle: "mean score (points)", xTitle: "date",
            xStart: overview.period.first.description, xEnd: overview.period.last.description,
            series: Array(series), decimals: 2).text
    }

    /// Pearson r of every factor against every symptom at a lag of one day (or the smallest
    /// lag when there is no one-day lag).
    var heatmap: String {
        let cells = overview.correlations.cells.filter { $0.level == .symptom }
        let lag = cells.contains { $0.lagDays == 1 } ? 1 : (cells.map(\.lagDays).min() ?? 0)
        let pairs = cells.filter { $0.lagDays == lag }
        // Only rows and columns with a cell to show: a name logged by few people is not drawn.
        let shown = pairs.filter { smallCells.allows($0.within.people) }
        let factors = Set(shown.map(\.factor)).sorted(), symptoms = Set(shown.map(\.outcome)).sorted()
        guard !factors.isEmpty, !symptoms.isEmpty else { return "No correlations to chart.\n" }
        let values = factors.map { factor in
            symptoms.map { symptom in
                pairs.first { $0.factor == factor && $0.outcome == symptom }.flatMap { cell in
                    smallCells.allows(cell.within.people) && !cell.within.r.isNaN ? cell.pooled.r : nil
                } ?? .nan
            }
        }
        let when = lag == 0 ? "the same day" : lag == 1 ? "the next day" : "\(lag) days later"
        return CorrelationHeatmap(title: "Pearson r: daily factor total against the symptom score \(when)",
                                  rowLabels: factors, columnLabels: symptoms, values: values).text
    }

    /// Population mean score per day, category and symptom.
    var dailyScores: CSVTable {
        var table = CSVTable(columns: [
            TableColumn("date", .date, "the local calendar day scored"),
            TableColumn("level", .text, "`category` or `symptom`"),
            TableColumn("name", .text, "the category's or symptom's name", isDataLabel: true),
            TableColumn("people", .integer, "people who logged anything that day"),
            TableColumn("mean_score_points", .number, "their mean score, in points"),
        ])
        for mean in overview.dailyMeans {
            table.append([mean.day.description, mean.level.rawValue, mean.name, String(mean.people),
                          NumberFormat.fixed(mean.meanScore, 4)])
        }
        let shown = smallCells.suppressingSmallCells(in: table, countColumn: "people",
                                                     blanking: ["people", "mean_score_points"])
        return isImported ? shown.hidingDataLabelsOfSuppressedRows() : shown
    }

    /// Every factor against every category and symptom score at each lag: the table
    /// `carelab analyze correlations` writes for the same grid.
    var correlations: CSVTable {
        let table = CorrelationGridTable.table(overview.correlations.cells, smallCells: smallCells)
        return isImported ? table.hidingDataLabelsOfSuppressedRows() : table
    }

    /// The dose-response chart of the strongest lagged pair.
    var chart: String {
        guard let dose = overview.doseResponse else { return "No factor and symptom pair could be correlated.\n" }
        let bars = dose.bands.map { band in
            let label = "\(NumberFormat.fixed(band.lowest, 0))-\(NumberFormat.fixed(band.highest, 0)) \(dose.unit)"
            return smallCells.allows(band.people)
                ? BarChart.Bar(label: label, value: band.meanScore,
                               annotation: "\(NumberFormat.fixed(band.meanScore, 2))  (n=\(band.personDays))")
                : BarChart.Bar(label: label, value: 0, annotation: "suppressed (fewer than \(smallCells.minimumCount) people)")
        }
        let title = "Mean \(dose.symptom) score (points) \(dayPhrase(dose.lagDays)) by daily \(dose.factor) (\(dose.unit))"
        return BarChart(title: title, bars: bars).text
    }

    private func dayPhrase(_ lag: Int) -> String {
        switch lag {
        case 0: "the same day"
        case 1: "the next day"
        default: "\(lag) days later"
        }
    }
}
