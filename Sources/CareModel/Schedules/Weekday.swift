import Foundation

/// A day of the week, numbered as ISO 8601 does (Monday 1 to Sunday 7).
public enum Weekday: String, CaseIterable, Codable, Comparable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// 1 for Monday to 7 for Sunday (ISO 8601).
    public var isoNumber: Int { Weekday.allCases.firstIndex(of: self)! + 1 }

    /// The RFC 5545 two-letter code, e.g. `MO`.
    public var code: String { String(rawValue.prefix(2)).uppercased() }

    /// Reads a weekday from its full name (`monday`), its three-letter abbreviation (`mon`)
    /// or its RFC 5545 code (`MO`), ignoring case.
    public init(parsing text: String, field: String = "weekdays") throws(ScheduleError) {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        let match = Weekday.allCases.first { day in
            key == day.rawValue || key == String(day.rawValue.prefix(3)) || key == day.code.lowercased()
        }
        guard let match else { throw .unknownWeekday(field: field, value: text) }
        self = match
    }

    /// The weekday of a Foundation `Calendar` weekday number (1 = Sunday).
    init(calendarWeekday: Int) {
        self = Weekday.allCases[(calendarWeekday + 5) % 7]
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.isoNumber < rhs.isoNumber }
}
