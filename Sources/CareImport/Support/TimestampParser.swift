import CareModel

/// Parses the ISO 8601 forms that exports write, fast and strictly.
///
/// Accepted: `2026-03-01` (a date), `2026-03-01T08:30`, `2026-03-01T08:30:15` and
/// `2026-03-01T08:30:15.250` (wall-clock times, resolved in the person's time zone), and any
/// of those times followed by `Z`, `+01:00`, `+0100`, `+01`, or a space and an offset, as
/// Apple Health writes (`2026-03-01 08:30:15 +0100`): exact instants. A space may stand for
/// the `T`. Fractions of a second are dropped.
enum TimestampParser {
    /// The time `text` names, or nil when it is not one of the accepted forms or names a
    /// date that does not exist (2026-02-30, 25:00).
    static func parse(_ text: String) -> ImportedTime? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// A `YYYY-MM-DD` date, or nil.
    static func parseDay(_ text: String) -> CalendarDay? {
        guard case .day(let day) = parse(text) else { return nil }
        return day
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> ImportedTime? {
        var cursor = Cursor(bytes: bytes)
        guard let year = cursor.digits(4), cursor.skip("-"), let month = cursor.digits(2), cursor.skip("-"),
              let dayOfMonth = cursor.digits(2),
              let day = CivilDate.day(year: year, month: month, day: dayOfMonth)
        else { return nil }
        if cursor.atEnd { return .day(day) }
        guard cursor.skip("T") || cursor.skip(" "), let hour = cursor.digits(2), hour < 24, cursor.skip(":"),
              let minute = cursor.digits(2), minute < 60
        else { return nil }
        var second = 0
        if cursor.skip(":") {
            guard let value = cursor.digits(2), value < 60 else { return nil }
            second = value
            if cursor.skip(".") || cursor.skip(",") {
                guard cursor.skipDigits() else { return nil }
            }
        }
        if cursor.atEnd { return .local(day, hour: hour, minute: minute, second: second) }
        _ = cursor.skip(" ")
        let offset: Int
        if cursor.skip("Z") {
            offset = 0
        } else {
            let sign: Int
            if cursor.skip("+") { sign = 1 } else if cursor.skip("-") { sign = -1 } else { return nil }
            guard let hours = cursor.digits(2), hours <= 18 else { return nil }
            var minutes = 0
            if !cursor.atEnd {
                _ = cursor.skip(":")
                guard let value = cursor.digits(2), value < 60 else { return nil }
                minutes = value
            }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard cursor.atEnd else { return nil }
        let days = CivilDate.daysSinceEpoch(year: day.year, month: day.month, day: day.day)
        return .instant(Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset))
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }

        mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<count {
                let byte = bytes[index + offset]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }

        mutating func skipDigits() -> Bool {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index > start
        }
    }
}
