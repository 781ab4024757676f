import CareAnalytics
import CareModel

/// The person-day panel (``PersonDayPanel``) as a table: its columns in CSV and Parquet,
/// and each person's rows as CSV fields or Parquet values.
///
/// The fixed columns come first: `person_id` (the stored pseudonymous id), `date` (the
/// person's local day), `arm` and `logged`; then the daily columns. Conventions: an empty
/// CSV field or a Parquet null is missing, booleans are `true`/`false`, counts and scores
/// are integers and other values the shortest decimal that reads back as the same double.
public struct PanelTable: Sendable {
    /// The daily columns after the fixed ones.
    public let columns: [PanelColumn]
    /// The rows' days.
    public let period: StudyPeriod
    private let dates: [String]
    private let epochDays: [Int32]

    /// A table of `columns` over the days of `period`.
    public init(columns: [PanelColumn], period: StudyPeriod) {
        self.columns = columns
        self.period = period
        let days = (0..<period.dayCount).map { period.first.adding(days: $0) }
        dates = days.map(\.description)
        let epoch = CalendarDay(year: 1970, month: 1, day: 1)
        epochDays = days.map { Int32(epoch.days(to: $0)) }
    }

    /// The columns every panel starts with.
    public static let fixedColumns = [
        TableColumn("person_id", .integer, "the stored pseudonymous person id"),
        TableColumn("date", .date, "the person's local day"), TableColumn("arm", .text, "the person's arm"),
        TableColumn("logged", .boolean, "whether the person logged anything that day"),
    ]

    /// The CSV header's columns.
    public var tableColumns: [TableColumn] {
        Self.fixedColumns
            + columns.map { TableColumn($0.name, $0.content.isCount ? .integer : .number, "see docs/panel-export.md") }
    }

    /// The Parquet schema: `person_id` INT64 and `logged` BOOLEAN required, `date` a DATE,
    /// `arm` an optional string, scores and counts optional INT32, the rest optional DOUBLE.
    public var parquetColumns: [ParquetColumn] {
        [ParquetColumn("person_id", .int64, optional: false), ParquetColumn("date", .date, optional: false),
         ParquetColumn("arm", .string, optional: true), ParquetColumn("logged", .boolean, optional: false)]
            + columns.map { ParquetColumn($0.name, $0.content.isCount ? .int32 : .double, optional: true) }
    }

    /// One person's rows as CSV fields.
    public func csvRows(_ person: PersonDayPanel.PersonRows) -> [[String]] {
        let id = String(person.personID), arm = person.arm ?? ""
        let isCount = columns.map(\.content.isCount)
        return dates.indices.map { day in
            var row = [id, dates[day], arm, person.logged[day] ? "true" : "false"]
            row.reserveCapacity(4 + columns.count)
            for (c, values) in person.values.enumerated() {
                let value = values[day]
                row.append(value.isNaN ? "" : isCount[c] ? String(Int(value)) : NumberFormat.roundTrip(value))
            }
            return row
        }
    }

    /// One person's rows as Parquet values.
    public func parquetRows(_ person: PersonDayPanel.PersonRows) -> [[ParquetValue]] {
        let id = ParquetValue.int64(Int64(person.personID))
        let arm = person.arm.map(ParquetValue.string) ?? .null
        let isCount = columns.map(\.content.isCount)
        return epochDays.indices.map { day in
            var row = [id, .date(epochDays[day]), arm, .boolean(person.logged[day])]
            row.reserveCapacity(4 + columns.count)
            for (c, values) in person.values.enumerated() {
                let value = values[day]
                row.append(value.isNaN ? .null : isCount[c] ? .int32(Int32(value)) : .double(value))
            }
            return row
        }
    }
}
