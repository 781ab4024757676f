import ArgumentParser
import CareModel
import CareWorkflows

/// The CSV of dispensings every `carelab adherence` command reads, and the columns that
/// hold the person, the day and the days' supply.
struct RefillInputOptions: ParsableArguments {
    @Argument(help: "The CSV file of dispensings, or - for stdin.")
    var file: String

    @Option(help: ArgumentHelp("The column naming the person.", valueName: "column"))
    var id: String

    @Option(help: ArgumentHelp("The column with the day of each dispensing (YYYY-MM-DD).", valueName: "column"))
    var date: String

    @Option(help: ArgumentHelp("The column with the days' supply (a whole number, at least 1).", valueName: "column"))
    var supply: String

    /// Each person's history, in the order people first appear in the file, with each
    /// event's medication and daily dose from the columns `medication` and `dose` when given
    /// (``EpisodeChangeOptions``).
    ///
    /// - Throws: `Failure.badData` with file:line:column for a missing person, a day that is
    ///   not YYYY-MM-DD, a supply that is not a whole number of at least 1, a missing
    ///   medication or a dose that is not a number above 0.
    func histories(medication: String? = nil, dose: String? = nil) throws -> (input: CSVInput, people: [(id: String, history: RefillHistory)]) {
        let input = try CSVInput.read(file)
        let ids = try input.index(of: id), dates = try input.index(of: date), supplies = try input.index(of: supply)
        let medications = try medication.map { (name: $0, index: try input.index(of: $0)) }
        let doses = try dose.map { (name: $0, index: try input.index(of: $0)) }
        var order: [String] = [], events: [String: [RefillEvent]] = [:]
        for (record, line) in zip(input.records, input.lines) {
            func bad(_ column: Int, _ name: String, _ expected: String) -> Failure {
                .badData("\(input.name):\(line):\(column + 1): \"\(record[column])\" in column \"\(name)\" is not \(expected)")
            }
            let person = record[ids].trimmingCharacters(in: .whitespaces)
            guard !CSVInput.isMissing(person) else { throw bad(ids, id, "a person") }
            guard let day = CalendarDay(iso8601: record[dates].trimmingCharacters(in: .whitespaces)) else {
                throw bad(dates, date, "a day (YYYY-MM-DD)")
            }
            guard let amount = Double(record[supplies].trimmingCharacters(in: .whitespaces)), amount >= 1,
                  amount == amount.rounded(), amount <= Double(Int32.max)
            else { throw bad(supplies, supply, "a days' supply (a whole number of at least 1)") }
            let drug = try medications.map { column in
                let cell = record[column.index].trimmingCharacters(in: .whitespaces)
                guard !CSVInput.isMissing(cell) else { throw bad(column.index, column.name, "a medication") }
                return cell
            }
            let daily = try doses.map { column in
                guard let value = Double(record[column.index].trimmingCharacters(in: .whitespaces)),
                      value > 0, value.isFinite
                else { throw bad(column.index, column.name, "a daily dose (a number above 0)") }
                return value
            }
            guard let event = try? RefillEvent(day: day, daysSupply: Int(amount), medication: drug, dailyDose: daily)
            else { throw bad(supplies, supply, "a days' supply (a whole number of at least 1)") }
            if events[person] == nil { order.append(person) }
            events[person, default: []].append(event)
        }
        return (input, order.map { ($0, RefillHistory(events[$0]!)) })
    }
}

extension RefillInputOptions {
    /// Each person's day in `column` on their first dispensing's row (the earliest day; of
    /// rows on that day, the first in the file), as AdhereR reads a per-person
    /// `followup.window.start` column of dates.
    ///
    /// - Throws: `Failure.badData` with file:line:column for a cell on such a row that is not
    ///   YYYY-MM-DD; a missing column is a usage error.
    func firstDays(in column: String, of input: CSVInput) throws -> [String: CalendarDay] {
        let ids = try input.index(of: id), dates = try input.index(of: date), starts = try input.index(of: column)
        var first: [String: (day: CalendarDay, record: [String], line: Int)] = [:]
        for (record, line) in zip(input.records, input.lines) {
            let person = record[ids].trimmingCharacters(in: .whitespaces)
            guard let day = CalendarDay(iso8601: record[dates].trimmingCharacters(in: .whitespaces)) else { continue }
            if let known = first[person], known.day <= day { continue }
            first[person] = (day, record, line)
        }
        return try first.mapValues { row in
            let cell = row.record[starts].trimmingCharacters(in: .whitespaces)
            guard let start = CalendarDay(iso8601: cell) else {
                throw Failure.badData(
                    "\(input.name):\(row.line):\(starts + 1): \"\(cell)\" in column \"\(column)\" is not a day (YYYY-MM-DD)")
            }
            return start
        }
    }
}

/// A measure named on the command line, `cma1` to `cma9`.
enum MeasureName: String, CaseIterable, ExpressibleByArgument {
    case cma1, cma2, cma3, cma4, cma5, cma6, cma7, cma8, cma9

    /// The measure.
    var cma: CMA { CMA(rawValue: Int(rawValue.dropFirst(3))!)! }
}
