import CareModel
import Foundation
import CareStore

/// Reads Daylio's CSV export: one row per entry, newest first, columns `full_date, date,
/// weekday, time, mood, activities, note_title, note` (older versions: `year, date,
/// weekday, time, mood, activities, note`, with dates such as `18 May`).
///
/// The mood becomes a `mood` event named by its word with its rank on Daylio's default
/// five-point scale (rad 5, good 4, meh 3, bad 2, awful 1; unit `daylio_1_5`); a renamed
/// or added mood has no known rank and is kept in `unmapped_row`. Each activity (separated
/// by `|`) becomes an `activity` event; the note title and note become one free-text note.
/// Times are wall-clock times in the person's time zone.
struct DaylioReader: SourceReader {
    /// Daylio's default moods and their ranks.
    static let moods = ["rad": 5, "good": 4, "meh": 3, "bad": 2, "awful": 1]

    private let source: CSVSource
    private let fullDate, year, date, time, mood, activities, noteTitle, note: Int?
    let passedOver: [String: Int] = [:]

    init(path: String) throws(ImportError) {
        source = try CSVSource(path: path, required: ["date", "time", "mood", "activities"])
        let c = source.columns
        (fullDate, year, date, time) = (c.index("full_date"), c.index("year"), c.index("date"), c.index("time"))
        (mood, activities, noteTitle, note) = (c.index("mood"), c.index("activities"), c.index("note_title"), c.index("note"))
        if fullDate == nil, year == nil {
            throw .missingColumns(file: path, missing: ["full_date"], found: c.header)
        }
    }

    mutating func read(_ handle: (ReaderOutput) throws -> Void) throws {
        while let next = try source.next() {
            guard case .success(let record) = next else {
                if case .failure(let problem) = next { try handle(.rejected(problem)) }
                continue
            }
            let fields = record.fields
            let dateField = fullDate ?? date
            guard let day = day(fields) else {
                try handle(.rejected(source.problem(record, at: dateField, reason: """
                    '\(fields.field(dateField))' is not a date Daylio writes (2026-03-01, or 1 March with a year column)
                    """)))
                continue
            }
            let timeText = fields.field(time)
            guard let (hour, minute) = ClockText.parse(timeText) else {
                try handle(.rejected(source.problem(record, at: time, reason: "'\(timeText)' is not a time (21:40 or 9:40 pm)")))
                continue
            }
            var items: [ImportedItem] = []
            let word = fields.field(mood).trimmingCharacters(in: .whitespaces)
            if let rank = Self.moods[word.lowercased()] {
                items.append(.other(kind: .mood, name: word.lowercased(), value: Double(rank), unit: "daylio_1_5"))
            } else {
                items.append(.unmapped(kind: "mood", name: word, value: "", reason: "a custom Daylio mood has no known rank"))
            }
            for activity in fields.field(activities).split(separator: "|") {
                let name = activity.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { items.append(.other(kind: .activity, name: name, value: 1, unit: "present")) }
            }
            let text = [fields.field(noteTitle), fields.field(note)]
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.joined(separator: "\n")
            if !text.isEmpty { items.append(.note(source: "daylio", text: text)) }
            try handle(.row(SourceRow(line: record.line, user: "", time: .local(day, hour: hour, minute: minute, second: 0),
                                      items: items)))
        }
    }

    /// `full_date` (YYYY-MM-DD), or the older `year` plus `date` such as `18 May`.
    private func day(_ fields: [String]) -> CalendarDay? {
        if fullDate != nil { return TimestampParser.parseDay(fields.field(fullDate)) }
        guard let yearNumber = DecimalNumber.integer(fields.field(year), in: 1...9999) else { return nil }
        return MonthDayText.parse(fields.field(date), year: yearNumber)
    }
}
