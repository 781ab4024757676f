import CareReports

/// One kind of expected output in conformance vectors: its file, the rule it tests, and its
/// columns. Every file starts with `rule_version` and `case`, then the key columns (which
/// identify a row) and the value columns (which an app must reproduce).
public enum OutputFamily: String, CaseIterable, Sendable {
    case dailyScores = "daily-score"
    case scheduleOccurrences = "schedule"
    case doseAdherence = "dose-adherence"
    case periodAdherence = "period-adherence"
    case monthlyPoints = "monthly-points"
    case missedTasks = "missed-tasks"

    /// How a column's values are compared.
    public enum ColumnKind: Sendable {
        /// Exactly, as text.
        case text
        /// Exactly, as whole numbers.
        case integer
        /// Within ``OutputFamily/relativeTolerance``; empty means "no value" and only equals empty.
        case real
    }

    /// Two reals agree when they differ by at most this much relative to the larger (and
    /// by at most this much absolutely near 0).
    public static let relativeTolerance = 1e-9

    /// The columns every file starts with.
    public static let leadingColumns = ["rule_version", "case"]

    /// The file name in a vectors folder and among an app's actual outputs.
    public var fileName: String {
        switch self {
        case .dailyScores: "daily_scores.csv"
        case .scheduleOccurrences: "schedule_occurrences.csv"
        case .doseAdherence: "dose_adherence.csv"
        case .periodAdherence: "period_adherence.csv"
        case .monthlyPoints: "monthly_points.csv"
        case .missedTasks: "missed_tasks.csv"
        }
    }

    /// The columns that identify a row.
    public var keyColumns: [String] {
        switch self {
        case .dailyScores: ["person_id", "date", "level", "name"]
        case .scheduleOccurrences: ["person_id", "schedule", "date"]
        case .doseAdherence: ["person_id", "medication", "scheduled_at"]
        case .periodAdherence: ["person_id", "medication", "week_first"]
        case .monthlyPoints: ["person_id", "month"]
        case .missedTasks: ["person_id", "date"]
        }
    }

    /// The columns an app must reproduce, with how each is compared.
    public var valueColumns: [(name: String, kind: ColumnKind)] {
        switch self {
        case .dailyScores: [("score_points", .integer)]
        case .scheduleOccurrences: [("occurrences", .integer), ("local_times", .text), ("instants_utc", .text)]
        case .doseAdherence: [("date", .text), ("taken", .integer), ("on_time", .integer), ("doses", .integer)]
        case .periodAdherence:
            [("week_last", .text), ("scheduled", .integer), ("taken", .integer), ("on_time", .integer),
             ("extra", .integer), ("taken_share", .real), ("on_time_rate", .real)]
        case .monthlyPoints: [("points", .integer)]
        case .missedTasks:
            [("scheduled", .integer), ("done", .integer), ("missed", .integer), ("open", .integer),
             ("missed_tasks", .text)]
        }
    }

    /// The column that dates a row (a day, or a month for monthly points): it must lie
    /// in the person's period.
    public var dateColumn: String {
        switch self {
        case .dailyScores, .scheduleOccurrences, .doseAdherence, .missedTasks: "date"
        case .periodAdherence: "week_first"
        case .monthlyPoints: "month"
        }
    }

    /// Every column of the expected file, in order.
    public var header: [String] { Self.leadingColumns + keyColumns + valueColumns.map(\.name) }

    /// The expected file's description, as every table CareLab writes has one: its columns'
    /// kinds (the key columns and text values as text, whole numbers as integers, reals as
    /// numbers), against which the file is checked before it is written.
    public var columns: [TableColumn] {
        Self.leadingColumns.map { TableColumn($0, $0 == "rule_version" ? .integer : .text) }
            + keyColumns.map { TableColumn($0, $0 == "person_id" ? .integer : .text) }
            + valueColumns.map { column in
                switch column.kind {
                case .text: TableColumn(column.name, .text)
                case .integer: TableColumn(column.name, .integer)
                case .real: TableColumn(column.name, .number)
                }
            }
    }

    /// The `case` label of a row of this family with `edge`.
    public func label(_ edge: ConformanceEdge) -> String { "\(rawValue):\(edge.rawValue)" }
}
