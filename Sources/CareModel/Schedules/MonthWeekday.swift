import Foundation

/// A weekday within a month, RFC 5545 `BYDAY` on a monthly rule: every such weekday of the
/// month (`MO`), the n-th (`1MO` the first Monday, `2TU`) or the n-th from the end (`-1FR`
/// the last Friday).
public struct MonthWeekday: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let weekday: Weekday
    /// 1 to 5 from the start of the month, -1 to -5 from its end; nil for every one.
    public let ordinal: Int?

    /// A weekday of the month; `ordinal` must be 1 to 5 or -1 to -5 when given.
    public init(_ weekday: Weekday, ordinal: Int? = nil, field: String = "month_weekdays") throws(ScheduleError) {
        if let ordinal, ordinal == 0 || abs(ordinal) > 5 {
            throw .invalidOrdinal(field: field, value: "\(ordinal)\(weekday.code)")
        }
        self.weekday = weekday
        self.ordinal = ordinal
    }

    /// Reads `MO`, `1MO`, `+2TU`, `-1FR`, also with the weekday's name or three letters
    /// (`1mon`, `-1friday`), ignoring case.
    public init(parsing text: String, field: String = "month_weekdays") throws(ScheduleError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.prefix { "+-0123456789".contains($0) }
        let name = String(trimmed.dropFirst(digits.count))
        let weekday: Weekday
        do { weekday = try Weekday(parsing: name, field: field) } catch { throw .invalidOrdinal(field: field, value: text) }
        if digits.isEmpty {
            try self.init(weekday, field: field)
        } else {
            guard let ordinal = Int(digits), ordinal != 0, abs(ordinal) <= 5 else {
                throw .invalidOrdinal(field: field, value: text)
            }
            try self.init(weekday, ordinal: ordinal, field: field)
        }
    }

    /// The days of `month` in `year` this names, ascending.
    func days(year: Int, month: Int) -> [CalendarDay] {
        let count = CalendarDay.dayCount(year: year, month: month)
        let firstWeekday = CalendarDay(year: year, month: month, day: 1).weekday
        let firstMatch = 1 + (weekday.isoNumber - firstWeekday.isoNumber + 7) % 7
        let all = Array(stride(from: firstMatch, through: count, by: 7))
        let chosen: [Int]
        switch ordinal {
        case nil: chosen = all
        case let n? where n > 0: chosen = n <= all.count ? [all[n - 1]] : []
        case let n?: chosen = -n <= all.count ? [all[all.count + n]] : []
        }
        return chosen.map { CalendarDay(year: year, month: month, day: $0) }
    }

    /// `MO`, `1MO`, `-1FR`: the RFC 5545 form.
    public var description: String { (ordinal.map(String.init) ?? "") + weekday.code }

    public static func < (lhs: MonthWeekday, rhs: MonthWeekday) -> Bool {
        (lhs.ordinal ?? 0, lhs.weekday) < (rhs.ordinal ?? 0, rhs.weekday)
    }
}

extension MonthWeekday: Codable {
    /// Decodes the RFC 5545 form (`1MO`), validated.
    public init(from decoder: any Decoder) throws {
        try self.init(parsing: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the RFC 5545 form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
