import ArgumentParser
import CareModel
import CareWorkflows

/// Each person's follow-up window for `carelab adherence`: AdhereR's
/// `followup.window.start` (a day for everyone, days after each person's first
/// dispensing, or a column of each person's day) and `.duration`, in days.
struct FollowUpOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Start everyone's follow-up on this day (YYYY-MM-DD).", valueName: "date"))
    var followUpStart: String?

    @Flag(help: "Start each person's follow-up on their first dispensing (the default).")
    var followUpFromFirstEvent = false

    @Option(help: ArgumentHelp("Start each person's follow-up this many days after their first dispensing.",
                               valueName: "days"))
    var followUpStartDays: Int?

    @Option(help: ArgumentHelp(
        "The column with each person's follow-up start (YYYY-MM-DD), read on their first dispensing's row.",
        valueName: "column"))
    var followUpStartColumn: String?

    @Option(help: ArgumentHelp("""
        Follow-up length; by default to the last dispensing plus its supply.
        """, valueName: "days"))
    var followUpDays: Int?

    func validate() throws {
        if followUpStart != nil, followUpFromFirstEvent {
            throw ValidationError("give --follow-up-start or --follow-up-from-first-event, not both")
        }
        if [followUpStart != nil, followUpStartDays != nil, followUpStartColumn != nil].filter({ $0 }).count > 1 {
            throw ValidationError("give one of --follow-up-start, --follow-up-start-days and --follow-up-start-column")
        }
        if let followUpStartDays, followUpStartDays < 0 {
            throw ValidationError("--follow-up-start-days must be at least 0, got \(followUpStartDays)")
        }
        if let followUpStart, CalendarDay(iso8601: followUpStart) == nil {
            throw ValidationError("--follow-up-start must be a day (YYYY-MM-DD), got \"\(followUpStart)\"")
        }
        if let followUpDays, followUpDays < 1 {
            throw ValidationError("--follow-up-days must be at least 1, got \(followUpDays)")
        }
    }

    /// Each person's start from --follow-up-start-column, empty without it.
    func starts(in csv: CSVInput, of input: RefillInputOptions) throws -> [String: CalendarDay] {
        try followUpStartColumn.map { try input.firstDays(in: $0, of: csv) } ?? [:]
    }

    /// The follow-up window of `history`, from `start` when the person has one of their own
    /// (``starts(in:of:)``); nil for a person without dispensings or whose default window
    /// would be empty.
    func window(for history: RefillHistory, start own: CalendarDay? = nil) -> DayWindow? {
        guard let first = history.events.first, let last = history.events.last else { return nil }
        let start = own ?? followUpStart.flatMap { CalendarDay(iso8601: $0) }
            ?? first.day.adding(days: followUpStartDays ?? 0)
        let days = followUpDays ?? start.days(to: last.day.adding(days: last.daysSupply))
        return try? DayWindow(start: start, days: days)
    }
}

/// The observation window inside the follow-up window: AdhereR's
/// `observation.window.start` (days after the follow-up starts) and `.duration`.
struct ObservationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Days from the start of follow-up to the observation window.", valueName: "days"))
    var observationOffset = 0

    @Option(help: ArgumentHelp("Observation length; by default the rest of the follow-up.", valueName: "days"))
    var observationDays: Int?

    func validate() throws {
        if observationOffset < 0 {
            throw ValidationError("--observation-offset must be at least 0, got \(observationOffset)")
        }
        if let observationDays, observationDays < 1 {
            throw ValidationError("--observation-days must be at least 1, got \(observationDays)")
        }
    }

    /// The observation window in `followUp`.
    ///
    /// - Throws: `AdherenceError` when it would be empty or reach past the follow-up.
    func window(in followUp: DayWindow) throws(AdherenceError) -> DayWindow {
        let window = try DayWindow(start: followUp.start.adding(days: observationOffset),
                                   days: observationDays ?? followUp.dayCount - observationOffset)
        guard window.end <= followUp.end else {
            throw .observationOutsideFollowUp(observation: window, followUp: followUp)
        }
        return window
    }
}

/// The permissible gap between treatment episodes: AdhereR's `maximum.permissible.gap`.
struct EpisodeGapOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A gap longer than this many days ends an episode (default 90).", valueName: "days"))
    var gap: Int?

    @Option(help: ArgumentHelp("The gap as a percentage of the supply before it instead.", valueName: "percent"))
    var gapPercent: Double?

    @Flag(help: "Add the permissible gap to the end of an episode that a longer gap ends.")
    var appendGap = false

    func validate() throws {
        if gap != nil, gapPercent != nil { throw ValidationError("give --gap or --gap-percent, not both") }
        do {
            _ = try permissibleGap.validated()
        } catch {
            throw ValidationError(gap != nil ? "--gap must be at least 0 days" : "--gap-percent must be at least 0")
        }
    }

    /// The permissible gap given, 90 days by default (AdhereR's for treatment episodes).
    var permissibleGap: PermissibleGap {
        gapPercent.map { .percent($0) } ?? .days(gap ?? 90)
    }

    /// The rule with this gap and AdhereR's defaults for the rest.
    func rule() throws -> EpisodeRule {
        try EpisodeRule(permissibleGap: permissibleGap, appendsGap: appendGap)
    }
}

/// A number of days, whole when it is.
func dayCount(_ days: Double) -> String {
    days == days.rounded() && abs(days) < 1e15 ? String(Int(days)) : String(days)
}

extension Failure {
    /// Adherence that a person's data cannot give: bad data (65), naming the person.
    static func adherence(_ error: AdherenceError, in input: CSVInput, person: String) -> Failure {
        .badData("\(input.name): person \(person): \(error.description)")
    }
}
