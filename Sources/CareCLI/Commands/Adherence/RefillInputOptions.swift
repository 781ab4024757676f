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

    /// Each person's history, in the order people first appear in the file.
    ///
    /// - Throws: `Failure.badData` with file:line:column for a missing person, a day that is
    ///   not YYYY-MM-DD or a supply that is not a whole number of at least 1.
    func histories() throws -> (input: CSVInput, people: [(id: String, history: RefillHistory)]) {
        let input = try CSVInput.read(file)
        let ids = try input.index(of: id), dates = try input.index(of: date), supplies = try input.index(of: supply)
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
                  amount == amount.rounded(), amount <= Double(Int32.max),
                  let event = try? RefillEvent(day: day, daysSupply: Int(amount))
            else { throw bad(supplies, supply, "a days' supply (a whole number of at least 1)") }
            if events[person] == nil { order.append(person) }
            events[person, default: []].append(event)
        }
        return (input, order.map { ($0, RefillHistory(events[$0]!)) })
    }
}

/// A measure named on the command line, `cma1` to `cma9`.
enum MeasureName: String, CaseIterable, ExpressibleByArgument {
    case cma1, cma2, cma3, cma4, cma5, cma6, cma7, cma8, cma9

    /// The measure.
    var cma: CMA { CMA(rawValue: Int(rawValue.dropFirst(3))!)! }
}
