import CareModel
import CareStore
import Foundation

/// Reads Bearable's CSV export, a long table with one row per entry: columns `date
/// formatted` (YYYY-MM-DD), `time of day`, `category`, `rating/amount`, `detail` and
/// `notes` (others, such as `date` and `weekday`, are ignored).
///
/// Mapped categories: `Mood` (0-10 → a `mood` event, unit `bearable_0_10`), `Energy` and
/// `Sleep quality` (1-5 → `score` events, unit `bearable_1_5`), `Sleep` (`7:30` or `7.5`
/// hours → the `sleep` factor in hours, as Apple Health's sleep), `Symptom` (`Headache
/// (Mild)` → a symptom entry; the rating 0-4, or else the word: none 0, mild 1, moderate 2,
/// severe 3, extreme, unbearable or v. severe 4) and `Notes`. Every other category is kept
/// in `unmapped_row`. The notes column becomes free-text notes. Time-of-day slots: `am` or
/// `morning`, `mid` or `afternoon`, `pm` or `evening`, `pre` or `night`; blank means the
/// whole day. `Factors` (`Caffeine | Exercise`) become one `activity` event each, as
/// Daylio's activities; `Meds/Supplements` (`Ibuprofen 200mg | Vitamin D 1000 IU`) one
/// `dose` event each, the name and dose read by ``DoseString/named(_:)`` (a dose not
/// understood is kept in `unmapped_row`).
struct BearableReader: SourceReader {
    private static let parts: [String: TimeOfDay] = [
        "am": .morning, "morning": .morning, "mid": .afternoon, "afternoon": .afternoon,
        "pm": .evening, "evening": .evening, "pre": .night, "night": .night,
    ]
    private static let severityWords = ["none": 0, "mild": 1, "moderate": 2, "severe": 3, "extreme": 4,
                                        "unbearable": 4, "v. severe": 4, "very severe": 4]

    private let source: CSVSource
    private let date, part, category, rating, detail, notes: Int?
    let passedOver: [String: Int] = [:]

    init(path: String) throws(ImportError) {
        source = try CSVSource(path: path, required: ["date formatted", "category", "rating/amount", "detail"])
        let c = source.columns
        (date, part, category) = (c.index("date formatted"), c.index("time of day"), c.index("category"))
        (rating, detail, notes) = (c.index("rating/amount"), c.index("detail"), c.index("notes"))
    }

    mutating func read(_ handle: (ReaderOutput) throws -> Void) throws {
        while let next = try source.next() {
            guard case .success(let record) = next else {
                if case .failure(let problem) = next { try handle(.rejected(problem)) }
                continue
            }
            let fields = record.fields
            guard let day = TimestampParser.parseDay(fields.field(date)) else {
                try handle(.rejected(source.problem(record, at: date, reason: "'\(fields.field(date))' is not a YYYY-MM-DD date")))
                continue
            }
            let partText = fields.field(part).trimmingCharacters(in: .whitespaces).lowercased()
            let time: ImportedTime
            if partText.isEmpty || partText == "all day" {
                time = .day(day)
            } else if let slot = Self.parts[partText] {
                time = .partOfDay(day, slot)
            } else {
                try handle(.rejected(source.problem(record, at: part, reason: "'\(partText)' is not a time of day (am, mid, pm, pre)")))
                continue
            }
            switch item(category: fields.field(category), rating: fields.field(rating), detail: fields.field(detail),
                        notes: fields.field(notes)) {
            case .success(var items):
                let text = fields.field(notes).trimmingCharacters(in: .whitespacesAndNewlines)
                if !text.isEmpty, !items.contains(where: { if case .note = $0 { true } else { false } }) {
                    items.append(.note(source: "bearable", text: text))
                }
                try handle(.row(SourceRow(line: record.line, user: "", time: time, items: items)))
            case .failure(let failure):
                try handle(.rejected(source.problem(record, at: source.columns.index(failure.field), reason: failure.reason)))
            }
        }
    }

    private struct Failure: Error {
        var field: String
        var reason: String
    }

    private func item(category: String, rating: String, detail: String, notes: String) -> Result<[ImportedItem], Failure> {
        func scale(_ range: ClosedRange<Int>) -> Result<Double, Failure> {
            guard let value = DecimalNumber.parse(rating), Double(range.lowerBound)...Double(range.upperBound) ~= value else {
                return .failure(Failure(field: "rating/amount",
                                        reason: "'\(rating)' is not a \(category) rating (\(range.lowerBound)-\(range.upperBound))"))
            }
            return .success(value)
        }
        switch category.trimmingCharacters(in: .whitespaces).lowercased() {
        case "mood":
            return scale(0...10).map { [.other(kind: .mood, name: "mood", value: $0, unit: "bearable_0_10")] }
        case "energy":
            return scale(1...5).map { [.other(kind: .score, name: "energy", value: $0, unit: "bearable_1_5")] }
        case "sleep quality":
            return scale(1...5).map { [.other(kind: .score, name: "sleep_quality", value: $0, unit: "bearable_1_5")] }
        case "sleep":
            guard let hours = Self.hours(rating) else {
                return .failure(Failure(field: "rating/amount", reason: "'\(rating)' is not hours of sleep (7:30 or 7.5)"))
            }
            return .success([.factor(name: "sleep", measurement: .amount(hours, .hours))])
        case "symptom", "symptoms":
            return symptom(rating: rating, detail: detail)
        case "factors", "factor":
            return .success(Self.pieces(detail).map { .other(kind: .activity, name: $0, value: 1, unit: "present") })
        case "meds/supplements", "meds", "medication", "medications", "supplements":
            return .success(Self.pieces(detail).map { piece in
                guard let (name, dose) = DoseString.named(piece) else {
                    return .unmapped(kind: category, name: piece, value: rating, reason: "medication or dose not understood")
                }
                return .other(kind: .dose, name: name, value: dose.amount, unit: dose.unit)
            })
        case "notes", "note":
            let text = (notes.isEmpty ? detail : notes).trimmingCharacters(in: .whitespacesAndNewlines)
            return .success(text.isEmpty ? [] : [.note(source: "bearable", text: text)])
        default:
            return .success([.unmapped(kind: category, name: detail, value: rating,
                                       reason: "no CareLab kind for this Bearable category")])
        }
    }

    /// `Headache (Mild)` with the rating 0-4, or the word when the rating is blank.
    private func symptom(rating: String, detail: String) -> Result<[ImportedItem], Failure> {
        var name = detail.trimmingCharacters(in: .whitespaces)
        var word: String?
        if name.hasSuffix(")"), let open = name.lastIndex(of: "(") {
            word = String(name[name.index(after: open)..<name.index(before: name.endIndex)]).lowercased()
            name = name[..<open].trimmingCharacters(in: .whitespaces)
        }
        guard !name.isEmpty else { return .failure(Failure(field: "detail", reason: "names no symptom")) }
        let rank = rating.isEmpty ? word.flatMap { Self.severityWords[$0] } : DecimalNumber.integer(rating, in: 0...4)
        guard let severity = rank.flatMap(Severity.init(rawValue:)) else {
            return .failure(Failure(field: rating.isEmpty ? "detail" : "rating/amount",
                                    reason: "'\(rating.isEmpty ? detail : rating)' gives no severity (0-4, or mild … extreme)"))
        }
        return .success([.symptom(Symptom(name: name), severity: severity)])
    }

    /// The entries of a `detail` that lists several, separated by `|`, trimmed.
    private static func pieces(_ detail: String) -> [String] {
        detail.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `7:30` (hours and minutes) or `7.5`, from 0 to 24 hours.
    static func hours(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let value: Double?
        if parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), parts[1].count == 2, minutes < 60 {
            value = Double(hours) + Double(minutes) / 60
        } else {
            value = DecimalNumber.parse(text)
        }
        guard let value, PlausibleRange.hoursInADay.contains(value) else { return nil }
        return value
    }
}
