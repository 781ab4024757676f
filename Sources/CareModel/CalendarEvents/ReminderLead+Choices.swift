/// The reminder leads the app offers and how they are written (seed 004, DR7.FR9.2: users
/// "decide how far in advance they want to be notified"; DR5.FR9.1: a notification "on the
/// day of their entered event").
extension ReminderLead {
    /// The leads a user can choose for a calendar event, shortest first: 15 and 30 minutes,
    /// 1 and 2 hours, on the day at 08:00 (the seed's default), 1, 2 and 7 days.
    public static let offered: [ReminderLead] = [
        .minutes(15), .minutes(30), .hours(1), .hours(2), .onTheDay(at: ClockTime(hour: 8, minute: 0)),
        .days(1), .days(2), .days(7),
    ]

    /// How far ahead a reminder comes, in the three bands the calendar analysis compares
    /// (issue 18: "reminders a day ahead raise appointment attendance").
    public enum Band: String, CaseIterable, Codable, Sendable {
        /// No reminder.
        case none
        /// A reminder less than a day ahead: minutes, hours below 24, or on the day.
        case underADay = "under 1 day"
        /// A reminder a day or more ahead.
        case aDayOrMore = "1 day or more"

        /// The band of `lead`; `.none` when there is no reminder.
        public init(_ lead: ReminderLead?) {
            switch lead {
            case nil: self = .none
            case .minutes(let count)?: self = count >= 24 * 60 ? .aDayOrMore : .underADay
            case .hours(let count)?: self = count >= 24 ? .aDayOrMore : .underADay
            case .days(let count)?: self = count >= 1 ? .aDayOrMore : .underADay
            case .onTheDay?: self = .underADay
            }
        }
    }

    /// The lead as scenarios, the store and reports write it: `15 minutes`, `1 hour`,
    /// `2 days`, `on the day at 08:00`.
    public var spelling: String {
        func counted(_ count: Int, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s")" }
        return switch self {
        case .minutes(let count): counted(count, "minute")
        case .hours(let count): counted(count, "hour")
        case .days(let count): counted(count, "day")
        case .onTheDay(let time): "on the day at \(time)"
        }
    }

    /// The lead written as ``spelling``; nil for any other text.
    public init?(spelling: String) {
        if spelling.hasPrefix("on the day at "), let time = ClockTime(String(spelling.dropFirst(14))) {
            self = .onTheDay(at: time)
            return
        }
        let parts = spelling.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].allSatisfy(\.isASCII), let count = Int(parts[0]), count >= 0 else { return nil }
        let lead: ReminderLead? = switch parts[1].hasSuffix("s") ? parts[1].dropLast() : parts[1] {
        case "minute": .minutes(count)
        case "hour": .hours(count)
        case "day": .days(count)
        default: nil
        }
        guard let lead, lead.spelling == spelling else { return nil }
        self = lead
    }
}
