import ArgumentParser
import CareAnalytics
import CareModel
import CareReports

/// The options of `carelab analyze tasks` (``TaskAnalysis``): the time frame and the
/// caregiver's view of each person.
struct TaskArguments: AnalysisArguments {
    typealias Analysis = TaskAnalysis

    @Option(help: ArgumentHelp("The time frame's first day, YYYY-MM-DD (default: the study period's first).",
                               valueName: "date"))
    var from: String?

    @Option(help: ArgumentHelp("The time frame's last day, YYYY-MM-DD (default: the study period's last).",
                               valueName: "date"))
    var through: String?

    @Flag(help: "One row per person: the caregiver's view of the frame (missed tasks by name, the congratulation).")
    var perPerson = false

    func validate() throws {
        for (option, text) in [("--from", from), ("--through", through)] {
            if let text, CalendarDay(iso8601: text) == nil {
                throw ValidationError("\(option) \(text) is not a date; expected YYYY-MM-DD, e.g. 2026-03-01")
            }
        }
        if let first = from.flatMap(CalendarDay.init(iso8601:)), let last = through.flatMap(CalendarDay.init(iso8601:)),
           last < first {
            throw ValidationError("--through \(last) is before --from \(first)")
        }
    }

    func options() throws -> TaskOptions {
        TaskOptions(from: from.flatMap(CalendarDay.init(iso8601:)), through: through.flatMap(CalendarDay.init(iso8601:)),
                    perPerson: perPerson)
    }
}
