import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze record`: the population's medical records and dental charts as of the
/// last day (seed 001), with the small-cell rule applied on the holders of each row. Its
/// report section is ``RunReport/medicalRecordSection``.
extension MedicalRecordAnalysis: DeclaredAnalysis {
    public static let name = "record"
    public static let abstract = "Prevalence of conditions, allergies, medications and blood types; tooth status by FDI number."
    public static let example = "carelab analyze record --db /tmp/run/carelab.sqlite -o record.csv"
    public static let discussion = """
        Each person's medical record as of the end of the study's last day in their
        home time zone (seed 001), over the people whose record holds anything.
        measure prevalence (kind condition, allergy, medication or blood_type, item
        the name or the blood type): holders people hold it, value their share of
        the people with a record (of those with a blood type, for blood types).
        measure tooth_status (kind the status, item the tooth, with its fdi and
        universal numbers): the share of the people who charted the tooth who
        charted it with that status. measure mistakes_per_year (kind deleted_items,
        or tooth_corrections: half the edits of a charted tooth's status): the mean
        per person with a record per year of the study. Shares have Wilson 95 %
        intervals, means intervals robust to unequal variances. A row held by fewer
        people than --min-cell is suppressed: its figures are empty.

        One person's record: carelab record --db DB --person ID.
        """
    public static let tableRows = "one per item's prevalence, tooth and status, and mistake"
    public static let nothingToRead = "the database has no medical records"

    /// The table's columns before the `suppressed` column.
    static let unsuppressedColumns = [
        TableColumn("measure", .text, "`prevalence`, `tooth_status` or `mistakes_per_year`; `--measure` keeps some"),
        TableColumn("kind", .text, "a prevalence's kind (`condition`, `allergy`, `medication`, `blood_type`), a tooth's "
                    + "status, or a mistake (`deleted_items`, `tooth_corrections`)"),
        TableColumn("item", .text, "the item's name, the blood type, or the tooth", isDataLabel: true),
        TableColumn("fdi", .integer, "the tooth's FDI (ISO 3950) number"),
        TableColumn("universal", .text, "the tooth's Universal number (1-32, A-T for primary teeth)"),
        TableColumn("value", .number, "the share (0-1), or the mean per person-year"),
        TableColumn("ci_lower", .number, "its 95 % interval, lower end"),
        TableColumn("ci_upper", .number, "its 95 % interval, upper end"),
        TableColumn("holders", .integer, "people with it (for mistakes: people with a record)"),
        TableColumn("people", .integer, "people it is a share of"),
    ]

    public static func columns(_ smallCells: SmallCellRule) -> [TableColumn] {
        suppressing(CSVTable(columns: unsuppressedColumns), smallCells).columns
    }

    public static func run(on database: CareDatabase) throws -> MedicalRecordReport {
        try MedicalRecordAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: MedicalRecordReport) -> Bool { result.people == 0 }

    public static func table(_ report: MedicalRecordReport, smallCells: SmallCellRule) -> CSVTable {
        var table = CSVTable(columns: unsuppressedColumns)
        for share in report.shares {
            table.append(row("prevalence", share.kind, share.item, fdi: "", universal: "", share.proportion?.estimate,
                             share.proportion?.interval, holders: share.holders, people: share.people))
        }
        for tooth in report.teeth {
            for status in ToothStatus.allCases where tooth.count(status) > 0 {
                let share = try? Proportion.wilson(successes: tooth.count(status), trials: tooth.charted)
                table.append(row("tooth_status", status.rawValue, tooth.tooth.kind, fdi: String(tooth.tooth.fdi),
                                 universal: tooth.tooth.universal, share?.estimate, share?.interval,
                                 holders: tooth.count(status), people: tooth.charted))
            }
        }
        for (kind, mean) in [("deleted_items", report.deletedItemsPerYear), ("tooth_corrections", report.toothCorrectionsPerYear)] {
            guard let mean else { continue }
            table.append(row("mistakes_per_year", kind, "", fdi: "", universal: "", mean.estimate, mean.interval,
                             holders: mean.people, people: mean.people))
        }
        return suppressing(table, smallCells)
    }

    /// `table` with the small-cell rule applied on `holders`, which adds the `suppressed` column.
    private static func suppressing(_ table: CSVTable, _ rule: SmallCellRule) -> CSVTable {
        rule.suppressingSmallCells(in: table, countColumn: "holders", blanking: ["value", "ci_lower", "ci_upper", "holders", "people"])
    }

    private static func row(_ measure: String, _ kind: String, _ item: String, fdi: String, universal: String,
                            _ value: Double?, _ interval: ConfidenceInterval?, holders: Int, people: Int) -> [String] {
        [measure, kind, item, fdi, universal, AnalysisCSV.number(value), AnalysisCSV.number(interval?.lower),
         AnalysisCSV.number(interval?.upper), String(holders), String(people)]
    }

    public static func markdown(_ result: MedicalRecordReport, in report: RunReport) -> [String] { report.medicalRecordSection }

    public static func html(_ result: MedicalRecordReport, in report: RunReport) -> HTMLDocument.Section? {
        report.medicalRecordHTML
    }
}
