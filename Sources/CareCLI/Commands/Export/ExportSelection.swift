import ArgumentParser
import CareAnalytics
import CareModel
import CareStore

/// The options that choose what `carelab export` reads: the database, people and days.
struct ExportSelection: ParsableArguments {
    @Option(help: ArgumentHelp("The run's database (carelab.sqlite). " + DatabaseSelection.help, valueName: "file"),
            completion: .file(extensions: ["sqlite"]))
    var db: [String] = []

    @Option(name: .customLong("person"),
            help: ArgumentHelp("Only this person_id (repeat for several).", valueName: "id"))
    var people: [Int] = []

    @Option(help: ArgumentHelp("The first local day (default: the first day of the data).", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(help: ArgumentHelp("The last local day (default: the last day of the data).", valueName: "YYYY-MM-DD"))
    var through: String?

    func validate() throws {
        if db.isEmpty { throw ValidationError("Missing expected argument '--db <file>'") }
        let first = try firstDay, last = try lastDay
        if let first, let last, last < first {
            throw ValidationError("--through \(last) is before --from \(first)")
        }
    }

    /// `--from` as a day.
    var firstDay: CalendarDay? { get throws { try from.map { try Self.day($0, option: "--from") } } }

    /// `--through` as a day.
    var lastDay: CalendarDay? { get throws { try through.map { try Self.day($0, option: "--through") } } }

    /// The days of `database` (``StudyPeriod/of(_:)``) within `--from` and `--through`.
    func period(of database: CareDatabase) throws -> StudyPeriod {
        let data = try StudyPeriod.of(database)
        let period = StudyPeriod(first: max(data.first, try firstDay ?? data.first),
                                 last: min(data.last, try lastDay ?? data.last))
        guard period.first <= period.last else {
            throw ValidationError("--from and --through leave no day of the data (\(data.first) to \(data.last))")
        }
        return period
    }

    private static func day(_ text: String, option: String) throws -> CalendarDay {
        guard let day = CalendarDay(iso8601: text) else {
            throw ValidationError("\(option) is '\(text)': expected a date such as 2026-03-01")
        }
        return day
    }
}
