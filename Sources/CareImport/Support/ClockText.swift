import CareModel
import Foundation

/// Clock times as apps write them: `21:40`, `9:40`, `9:40 pm`, `12:05 AM`.
enum ClockText {
    /// Hour (0-23) and minute, or nil. In the 12-hour form 12 am is 00 and 12 pm is 12.
    static func parse(_ text: String) -> (hour: Int, minute: Int)? {
        var rest = text.trimmingCharacters(in: .whitespaces).lowercased()
        var meridiem: String?
        for suffix in ["am", "pm", "a.m.", "p.m."] where rest.hasSuffix(suffix) {
            meridiem = String(suffix.prefix(1))
            rest = String(rest.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            break
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count <= 2, parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<60).contains(minute)
        else { return nil }
        switch meridiem {
        case nil: return (0..<24).contains(hour) ? (hour, minute) : nil
        case "a": return (1...12).contains(hour) ? (hour % 12, minute) : nil
        default: return (1...12).contains(hour) ? (hour % 12 + 12, minute) : nil
        }
    }
}

/// Day-and-month texts as older Daylio exports write them: `18 May`, `May 18`, `18 Sep`.
enum MonthDayText {
    private static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                                 "september", "october", "november", "december"]

    /// The date in `year`, or nil when `text` names no real day.
    static func parse(_ text: String, year: Int) -> CalendarDay? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
        guard words.count == 2 else { return nil }
        let (dayWord, monthWord) = Int(words[0]) != nil ? (words[0], words[1]) : (words[1], words[0])
        guard let day = Int(dayWord), monthWord.count >= 3,
              let month = months.firstIndex(where: { $0.hasPrefix(monthWord) }) else { return nil }
        return CivilDate.day(year: year, month: month + 1, day: day)
    }
}
