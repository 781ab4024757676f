import ArgumentParser
import CareModel
import CareReports
import CareScenario
import CareWorkflows
import Foundation

/// `carelab schedule occurrences`: prints when a rule occurs between two dates, so a user
/// can check a schedule before relying on it.
struct ScheduleOccurrencesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "occurrences",
        abstract: "Print the instants a schedule occurs at between two dates, one per line.",
        discussion: """
            EXAMPLE:
              carelab schedule occurrences --start 2026-03-01 --repeat daily --every 2 \\
                --times 08:00,20:00 --through 2026-03-10 --time-zone America/New_York
              carelab schedule occurrences --start 2026-01-05 --repeat weekly \\
                --weekdays mon,wed --times 07:30 --through 2026-02-28
              carelab schedule occurrences --file reminder.yaml --from 2026-03-01 \\
                --through 2026-03-31 -o march.txt
              carelab schedule occurrences --start 2026-01-31 --repeat monthly \\
                --times 09:00 --through 2026-06-30 --format table
              carelab schedule occurrences --start 2026-01-05 --times 09:00 \\
                --rrule 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=6'
              carelab schedule occurrences --start 2026-01-05 --repeat monthly \\
                --month-days -1 --times 18:00 --print-rrule

            Each line is an ISO 8601 instant with the time zone's offset, e.g.
            2026-03-08T03:30:00-04:00. With --format, a table instead: instant,
            local_date, local_time, weekday, utc_offset. The rule follows RFC 5545: a month without the
            start day (the 31st, 29 February) is skipped, a clock time that a
            daylight-saving change skips moves forward by the gap, a repeated one is its
            first occurrence. A schedule file has the keys time_zone, start, end, repeat,
            every, times and weekdays (see `ScheduleLoader` in CareScenario).

            Monthly rules may name days of the month (--month-days 31, or -1 for the
            last day; a month without the day is skipped), weekdays of the month
            (--month-weekdays 1mon for the first Monday, -1fri for the last Friday, mon
            for every Monday) and which of those to keep (--set-positions -1: with
            --month-weekdays mon,tue,wed,thu,fri, the last working day). --count N ends
            a rule after N days. --rrule reads an RFC 5545 RRULE instead of the rule
            options (with --start and --times for DTSTART); --print-rrule prints the
            rule as one and lists nothing.
            """
    )

    @Option(help: "A schedule file (YAML), instead of the rule options.", completion: .file(extensions: ["yaml", "yml"]))
    var file: String?

    @Option(help: "The rule's first day (YYYY-MM-DD).")
    var start: String?

    @Option(help: "The rule's last possible day (YYYY-MM-DD).")
    var end: String?

    @Option(name: .customLong("repeat"), help: "once, daily, weekly, monthly or yearly.")
    var frequency: String?

    @Option(help: "Every how many days, weeks, months or years (default 1).")
    var every: Int?

    @Option(help: "Clock times, comma-separated (e.g. 08:00,20:00).")
    var times: String?

    @Option(help: "Weekdays for daily and weekly rules, comma-separated (e.g. mon,wed,fri).")
    var weekdays: String?

    @Option(parsing: .unconditional, help: "Days of the month for a monthly rule, comma-separated (e.g. 31, or -1 for the last).")
    var monthDays: String?

    @Option(parsing: .unconditional, help: "Weekdays of the month for a monthly rule, comma-separated (e.g. 1mon,-1fri, or mon for every Monday).")
    var monthWeekdays: String?

    @Option(parsing: .unconditional, help: "Which of each month's chosen days to keep, comma-separated (1 the first, -1 the last).")
    var setPositions: String?

    @Option(help: "End the rule after this many days.")
    var count: Int?

    @Option(help: ArgumentHelp("An RFC 5545 RRULE, e.g. 'FREQ=MONTHLY;BYDAY=1MO', with --start and --times.",
                               valueName: "rrule"))
    var rrule: String?

    @Flag(help: "Print the rule as an RFC 5545 RRULE instead of its occurrences.")
    var printRrule = false

    @Option(help: "The time zone (default: the schedule file's, else this computer's).")
    var timeZone: String?

    @Option(help: "The first day to list (default: the rule's start).")
    var from: String?

    @Option(help: "The last day to list (default: the rule's end).")
    var through: String?

    @OptionGroup var output: OutputOptions

    /// The options that describe a rule in parts, which --rrule replaces.
    private var partOptionsGiven: Bool {
        [end, frequency, weekdays, monthDays, monthWeekdays, setPositions].contains { $0 != nil } || every != nil
            || count != nil
    }

    func validate() throws {
        if file != nil, partOptionsGiven || start != nil || times != nil || rrule != nil {
            throw ValidationError("give either --file or the rule options (--start, --repeat, --times, ...), not both")
        }
        if rrule != nil, partOptionsGiven {
            throw ValidationError("--rrule replaces --repeat, --every, --end, --count and the weekday and month options")
        }
        if file == nil, start == nil || times == nil || (frequency == nil && rrule == nil) {
            throw ValidationError("give a schedule: --file FILE, or --start, --repeat (or --rrule) and --times")
        }
    }

    func run() throws {
        let (rule, fileZone) = try schedule()
        if printRrule {
            try OutputFile.write(rule.rrule + "\n", to: output.output)
            return
        }
        let zone = try timeZone.map(ScheduleOccurrencesCommand.zone) ?? fileZone ?? .current
        let first = try from.map { try ScheduleOccurrencesCommand.day($0, option: "--from") } ?? rule.start
        guard let last = try through.map({ try ScheduleOccurrencesCommand.day($0, option: "--through") })
            ?? rule.end ?? rule.lastCountedDay() ?? (rule.frequency == .once ? rule.start : nil)
        else { throw ValidationError("--through is needed: the schedule has no end") }
        guard first <= last else { throw ValidationError("--through \(last) is before --from \(first)") }

        let style = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: zone)
        let instants = rule.occurrences(from: first.start(in: zone)!, to: last.adding(days: 1).start(in: zone)!, in: zone)
        guard let format = output.format else {
            try OutputFile.write(instants.map { $0.formatted(style) + "\n" }.joined(), to: output.output)
            return
        }
        var table = CSVTable(columns: Self.columns)
        let calendar = Calendar.gregorian(in: zone)
        for instant in instants {
            let day = CalendarDay(containing: instant, in: zone)
            let time = calendar.dateComponents([.hour, .minute], from: instant)
            table.append([instant.formatted(style), day.description,
                          ClockTime(hour: time.hour!, minute: time.minute!).description, day.weekday.rawValue,
                          Self.offset(zone.secondsFromGMT(for: instant))])
        }
        try OutputFile.write(format.render(table), to: output.output)
    }

    /// The columns of the table written with `--format`.
    static let columns = [
        TableColumn("instant", .text, "the occurrence, ISO 8601 with the zone's offset"),
        TableColumn("local_date", .date, "its date in the zone"), TableColumn("local_time", .text, "its clock time, HH:MM"),
        TableColumn("weekday", .text, "its weekday"), TableColumn("utc_offset", .text, "the zone's offset from UTC then"),
    ]

    /// An offset from UTC as ISO 8601 writes it, e.g. `-04:00`.
    private static func offset(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// The rule and time zone from the file or from the options.
    private func schedule() throws -> (RecurrenceRule, TimeZone?) {
        if let file {
            try Failure.requireInput(file)
            do {
                let loaded = try ScheduleLoader.load(contentsOf: file)
                return (loaded.rule, loaded.timeZone)
            } catch {
                throw Failure.badData(error.description)
            }
        }
        do {
            let start = try ScheduleOccurrencesCommand.day(start ?? "", option: "--start")
            let times = try Self.list(times).map { text throws(ScheduleError) in try ClockTime(parsing: text) }
            if let rrule { return (try RecurrenceRule(rrule: rrule, start: start, times: times), nil) }
            let rule = try RecurrenceRule(
                start: start,
                end: end.map { try ScheduleOccurrencesCommand.day($0, option: "--end") },
                times: times,
                frequency: Frequency(parsing: frequency ?? ""),
                interval: every ?? 1,
                weekdays: Set(Self.list(weekdays).map { text throws(ScheduleError) in try Weekday(parsing: text) }),
                monthDays: try Self.integers(monthDays, option: "--month-days"),
                monthWeekdays: Self.list(monthWeekdays).map { text throws(ScheduleError) in try MonthWeekday(parsing: text) },
                setPositions: try Self.integers(setPositions, option: "--set-positions"),
                count: count
            )
            return (rule, nil)
        } catch let error as ScheduleError {
            throw ValidationError("--" + error.description.replacingOccurrences(of: "_", with: "-"))
        }
    }

    private static func integers(_ text: String?, option: String) throws -> [Int] {
        try list(text).map { item in
            guard let value = Int(item) else { throw ValidationError("\(option) is '\(item)': expected whole numbers") }
            return value
        }
    }

    private static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func day(_ text: String, option: String) throws -> CalendarDay {
        guard let day = CalendarDay(iso8601: text) else {
            throw ValidationError("\(option) is '\(text)': expected a date such as 2026-03-01")
        }
        return day
    }

    private static func zone(_ identifier: String) throws -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else {
            throw ValidationError("--time-zone is '\(identifier)': expected a time zone name such as Europe/Berlin")
        }
        return zone
    }
}
