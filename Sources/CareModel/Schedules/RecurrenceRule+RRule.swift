import Foundation

extension RecurrenceRule {
    /// Reads an RFC 5545 recurrence rule, as app teams store them
    /// (`FREQ=MONTHLY;BYDAY=-1FR;COUNT=12`, optionally after `RRULE:`), with the start day and
    /// clock times standing for `DTSTART`.
    ///
    /// Supported parts: `FREQ` (`DAILY`, `WEEKLY`, `MONTHLY`, `YEARLY`), `INTERVAL`, `COUNT`,
    /// `UNTIL`, `BYDAY` (weekdays; with ordinals such as `1MO` or `-1FR` on a monthly rule),
    /// `BYMONTHDAY` and `BYSETPOS` (monthly rules), and `WKST=MO`. `UNTIL` is a date
    /// (`20261231`) or a date-time (`20261231T235959`, a trailing `Z` is read as the same
    /// wall-clock time): the rule ends with that day when the time is at or after every one of
    /// the rule's times, with the day before when it is before all of them; a time between
    /// them is refused, since the rule's last day holds every time or none. Anything else
    /// (`BYMONTH`, `BYYEARDAY`, `BYWEEKNO`, `BYHOUR`, `FREQ=HOURLY`, …) is a
    /// ``ScheduleError/unsupportedRRule(field:value:reason:)`` naming the part.
    public init(rrule text: String, start: CalendarDay, times: [ClockTime]) throws(ScheduleError) {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.uppercased().hasPrefix("RRULE:") { body = String(body.dropFirst(6)) }
        var parts: [String: String] = [:]
        for part in body.split(separator: ";", omittingEmptySubsequences: true) {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, !pair[1].isEmpty else { throw Self.unsupported(String(part), "NAME=VALUE") }
            let name = pair[0].uppercased()
            guard parts[name] == nil else { throw Self.unsupported(String(part), "\(name) once") }
            parts[name] = pair[1].uppercased()
        }
        let supported: Set<String> = ["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYDAY", "BYMONTHDAY", "BYSETPOS", "WKST"]
        if let other = parts.keys.sorted().first(where: { !supported.contains($0) }) {
            throw Self.unsupported("\(other)=\(parts[other]!)", "one of " + supported.sorted().joined(separator: ", "))
        }
        guard let freq = parts["FREQ"] else { throw Self.unsupported(body, "a FREQ part") }
        let frequencies: [String: Frequency] = ["DAILY": .daily, "WEEKLY": .weekly, "MONTHLY": .monthly, "YEARLY": .yearly]
        guard let frequency = frequencies[freq] else {
            throw Self.unsupported("FREQ=\(freq)", "FREQ=DAILY, WEEKLY, MONTHLY or YEARLY")
        }
        if let wkst = parts["WKST"], wkst != "MO" { throw Self.unsupported("WKST=\(wkst)", "WKST=MO (weeks start on Monday)") }
        if parts["COUNT"] != nil, parts["UNTIL"] != nil { throw Self.unsupported(body, "COUNT or UNTIL, not both") }
        let interval = try Self.integer(parts["INTERVAL"], "INTERVAL") ?? 1
        let count = try Self.integer(parts["COUNT"], "COUNT")
        let end = try parts["UNTIL"].map { (until) throws(ScheduleError) in try Self.endDay(until: until, times: times) }
        var weekdays: Set<Weekday> = [], monthWeekdays: [MonthWeekday] = []
        for code in parts["BYDAY"].map({ $0.split(separator: ",").map(String.init) }) ?? [] {
            if frequency == .monthly {
                monthWeekdays.append(try MonthWeekday(parsing: code, field: "BYDAY"))
            } else {
                guard code.count == 2 else { throw Self.unsupported("BYDAY=\(code)", "an ordinal weekday on a monthly rule only") }
                weekdays.insert(try Weekday(parsing: code, field: "BYDAY"))
            }
        }
        let monthDays = try Self.integers(parts["BYMONTHDAY"], "BYMONTHDAY")
        let setPositions = try Self.integers(parts["BYSETPOS"], "BYSETPOS")
        try self.init(start: start, end: end, times: times, frequency: frequency, interval: interval, weekdays: weekdays,
                      monthDays: monthDays, monthWeekdays: monthWeekdays, setPositions: setPositions, count: count)
    }

    /// The rule as an RFC 5545 `RRULE` value (without `DTSTART`, which is the start day at
    /// each time): `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261231T235959`. A one-off item
    /// is `FREQ=DAILY;COUNT=1`, which reads back as a daily rule of one day.
    public var rrule: String {
        var parts = ["FREQ=" + (frequency == .once ? "DAILY" : frequency.rawValue.uppercased())]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if frequency == .once { parts.append("COUNT=1") }
        if let count { parts.append("COUNT=\(count)") }
        if let end { parts.append("UNTIL=" + end.description.replacingOccurrences(of: "-", with: "") + "T235959") }
        if !weekdays.isEmpty { parts.append("BYDAY=" + weekdays.sorted().map(\.code).joined(separator: ",")) }
        if !monthWeekdays.isEmpty { parts.append("BYDAY=" + monthWeekdays.map(\.description).joined(separator: ",")) }
        if !monthDays.isEmpty { parts.append("BYMONTHDAY=" + monthDays.map(String.init).joined(separator: ",")) }
        if !setPositions.isEmpty { parts.append("BYSETPOS=" + setPositions.map(String.init).joined(separator: ",")) }
        return parts.joined(separator: ";")
    }

    private static func unsupported(_ part: String, _ expected: String) -> ScheduleError {
        .unsupportedRRule(field: "rrule", value: part, reason: expected)
    }

    private static func integer(_ text: String?, _ name: String) throws(ScheduleError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text) else { throw unsupported("\(name)=\(text)", "a whole number for \(name)") }
        return value
    }

    private static func integers(_ text: String?, _ name: String) throws(ScheduleError) -> [Int] {
        guard let text else { return [] }
        var values: [Int] = []
        for item in text.split(separator: ",") {
            guard let value = Int(item) else { throw unsupported("\(name)=\(text)", "whole numbers for \(name)") }
            values.append(value)
        }
        return values
    }

    /// The last day of a rule that runs until `until` (a date or a date-time).
    private static func endDay(until: String, times: [ClockTime]) throws(ScheduleError) -> CalendarDay {
        let text = until.hasSuffix("Z") ? String(until.dropLast()) : until
        let date = text.prefix(8)
        guard date.count == 8, date.allSatisfy(\.isNumber),
              let day = CalendarDay(iso8601: "\(date.prefix(4))-\(date.dropFirst(4).prefix(2))-\(date.suffix(2))")
        else { throw unsupported("UNTIL=\(until)", "a date YYYYMMDD or a date-time YYYYMMDDTHHMMSS") }
        guard text.count > 8 else { return day }
        let clock = text.dropFirst(9)
        guard text.dropFirst(8).first == "T", clock.count == 6, clock.allSatisfy(\.isNumber),
              let hour = Int(clock.prefix(2)), let minute = Int(clock.dropFirst(2).prefix(2)), hour < 24, minute < 60
        else { throw unsupported("UNTIL=\(until)", "a date YYYYMMDD or a date-time YYYYMMDDTHHMMSS") }
        let seconds = hour * 3600 + minute * 60 + (Int(clock.suffix(2)) ?? 0)
        let starts = times.map { $0.hour * 3600 + $0.minute * 60 }
        if starts.allSatisfy({ $0 <= seconds }) { return day }
        if starts.allSatisfy({ $0 > seconds }) { return day.adding(days: -1) }
        throw unsupported("UNTIL=\(until)", "a time of day at or after every time of the rule, or before all of them")
    }
}
