import CareReports
import CareWorkflows

/// Every table a command writes, with its description: `docs/tables.md` is generated from
/// it, and a test fails when that file and the code disagree.
enum TableCatalogue {
    /// One table: the command that writes it, what a row is, and its columns.
    struct Entry {
        var command: String
        var rows: String
        var columns: [TableColumn]
    }

    /// The tables, in the order the README's tour meets their commands; the small-cell
    /// rule's default minimum shows in the `suppressed` columns.
    static var entries: [Entry] {
        let rule = SmallCellRule()
        return [
            Entry(command: "carelab scores", rows: "one per person, day, category and symptom",
                  columns: ScoresCommand.columns),
            Entry(command: "carelab export panel", rows: "one per person and local day; after these, one column per "
                  + "symptom score, factor total, dose count, measurement mean and mood (docs/panel-export.md)",
                  columns: PanelTable.fixedColumns),
            Entry(command: "carelab export events", rows: "one per stored event", columns: ExportEventsCommand.columns),
            Entry(command: "carelab import --summary FILE", rows: "one per stored kind, name and unit",
                  columns: ImportCommand.summaryColumns
                    + [TableColumn("suppressed", .boolean, "true when fewer than \(rule.minimumCount) people back the row: "
                                   + "`name`, `people`, `events` are then empty")]),
            Entry(command: "carelab analyze correlations (and a run's lagged_correlations.csv)",
                  rows: "one per exposure, outcome and lag; `--findings` adds `rank` first",
                  columns: CorrelationGridTable.columns(smallCells: rule)),
            Entry(command: "carelab analyze truth", rows: "one per planted parameter, then one per false discovery",
                  columns: TruthTable.columns(rule)),
            Entry(command: "carelab fit --check-against TRUTH", rows: "one per planted value the fit estimates",
                  columns: FitCheck.columns),
            Entry(command: "carelab analyze engagement | adherence | rewards | mood | sections"
                    + longTableAnalyses.map { " | \($0.name)" }.joined(),
                  rows: LongTable.rows, columns: LongTable.columns(rule)),
        ] + AnalysisRegistry.all.filter { $0.tableRows != LongTable.rows }.map { analysis in
            Entry(command: "carelab analyze \(analysis.name)", rows: analysis.tableRows, columns: analysis.columns(rule))
        } + [
            Entry(command: "carelab analyze adherence --per-person", rows: "one per person and medication",
                  columns: AnalyzeAdherenceCommand.perPersonColumns),
            Entry(command: "carelab stats correlate", rows: "one", columns: StatsCorrelateCommand.columns),
            Entry(command: "carelab stats rmcorr", rows: "one", columns: StatsRMCorrCommand.columns),
            Entry(command: "carelab stats rmcorr --per-subject", rows: "one per subject",
                  columns: StatsRMCorrCommand.perSubjectColumns),
            Entry(command: "carelab stats ols", rows: "one per term", columns: StatsOLSCommand.columns),
            Entry(command: "carelab stats ols --fit", rows: "one", columns: StatsOLSCommand.fitColumns),
            Entry(command: "carelab stats km", rows: "one per (group and) time with an event or censoring; `group` first "
                  + "with --group", columns: StatsKMCommand.curveColumns),
            Entry(command: "carelab stats km --test", rows: "one per group", columns: StatsKMCommand.logRankColumns),
            Entry(command: "carelab stats km --medians", rows: "one per group; `group` first with --group",
                  columns: StatsKMCommand.medianColumns),
            Entry(command: "carelab stats cox", rows: "one per covariate", columns: StatsCoxCommand.columns),
            Entry(command: "carelab stats cox --fit", rows: "one per test", columns: StatsCoxCommand.fitColumns),
            Entry(command: "carelab stats adjust", rows: "the input's rows, with its columns (typed number when every "
                  + "field is one) and then `P_METHOD`, the adjusted p-value", columns: []),
            Entry(command: "carelab adherence cma", rows: "one per person",
                  columns: [AdherenceColumns.id, AdherenceColumns.measure, AdherenceColumns.value]),
            Entry(command: "carelab adherence episodes", rows: "one per person and treatment episode",
                  columns: [AdherenceColumns.id, AdherenceColumns.episode, AdherenceColumns.episodeStart, AdherenceColumns.gap,
                            AdherenceColumns.episodeEnd, AdherenceColumns.duration]),
            Entry(command: "carelab adherence per-episode", rows: "one per person and treatment episode",
                  columns: [AdherenceColumns.id, AdherenceColumns.episode, AdherenceColumns.episodeStart, AdherenceColumns.gap,
                            AdherenceColumns.episodeEnd, AdherenceColumns.duration, AdherenceColumns.measure,
                            AdherenceColumns.value]),
            Entry(command: "carelab adherence sliding", rows: "one per person and window",
                  columns: [AdherenceColumns.id, AdherenceColumns.window, AdherenceColumns.windowStart,
                            AdherenceColumns.windowEnd, AdherenceColumns.measure, AdherenceColumns.value]),
            Entry(command: "carelab schedule occurrences --format csv", rows: "one per occurrence",
                  columns: ScheduleOccurrencesCommand.columns),
            Entry(command: "carelab rules check/diff golden daily_scores.csv", rows: "one per person, day, category and symptom",
                  columns: RuleOutcomeTables.dailyScoresColumns),
            Entry(command: "carelab rules check/diff golden monthly_points.csv", rows: "one per person and month",
                  columns: RuleOutcomeTables.monthlyPointsColumns),
            Entry(command: "carelab power: replicates.csv", rows: "one per grid point, replicate and effect, then one "
                  + "`null_cells` row per grid point and replicate; after `people`, one column per --vary path",
                  columns: PowerReport.replicatesColumns(varyPaths: [])),
            Entry(command: "carelab power: power.csv", rows: "one per grid point and effect, then one `null_cells` row per "
                  + "grid point; after `people`, one column per --vary path", columns: PowerReport.powerColumns(varyPaths: [])),
        ]
    }

    /// The declared analyses that write the tidy long table.
    private static var longTableAnalyses: [any DeclaredAnalysis.Type] {
        AnalysisRegistry.all.filter { $0.tableRows == LongTable.rows }
    }

    /// `docs/tables.md`.
    static var markdown: String {
        var lines = [
            "# Every table CareLab writes",
            "",
            "Generated from the tables' descriptions in the code (`TableCatalogue`); a test fails when this file and the",
            "code disagree. Every command writes its table as `--format csv` (RFC 4180, the default), `tsv`, `json` or",
            "`table`, and checks every field against the description before writing. One convention everywhere: an empty",
            "field (JSON `null`) is missing or suppressed; `true`/`false`; numbers as numbers; dates `YYYY-MM-DD`; p- and",
            "q-values above 0 (one too small for a double is `5e-324`); no summary rows (summaries go to stderr). A run",
            "folder's own CSV files are described in its `data_dictionary.md`; the database in `Sources/CareStore/README.md`.",
            "`--format table` rounds numbers to four significant digits for reading; the other formats keep every digit.",
            "",
        ]
        for entry in entries {
            lines.append("## `\(entry.command)`")
            lines.append("")
            lines.append("Rows: \(entry.rows).")
            lines.append("")
            if !entry.columns.isEmpty {
                lines.append(contentsOf: CSVTable(columns: entry.columns).dictionary)
                lines.append("")
            }
        }
        return lines.joined(separator: "\n")
    }
}
