import CareModel
import CareStore
import Foundation

/// Reads CareLab's generic long CSV: one event per row, columns `user_id`, `timestamp`,
/// `kind`, `name`, `value`, `unit`, and optionally `person`, `category`, `time_zone`,
/// `relieving`, `aggravating`, `source`, `due`, `arm` and `cohort` (documented in `docs/generic-csv.md`, examples in
/// `docs/examples/`).
struct GenericCSVReader: SourceReader {
    static let required = ["user_id", "timestamp", "kind", "name", "value", "unit"]

    private let source: CSVSource
    private let user, timestamp, kind, name, value, unit: Int?
    /// The optional columns.
    private let person, category, zone, relieving, aggravating, readingSource, due, arm, cohort: Int?
    /// The zones named so far, by their text in the file.
    private var zones: [String: TimeZone] = [:]
    let passedOver: [String: Int] = [:]

    init(path: String) throws(ImportError) {
        source = try CSVSource(path: path, required: Self.required)
        let columns = source.columns
        (user, timestamp, kind, name, value, unit) = (
            columns.index("user_id"), columns.index("timestamp"), columns.index("kind"),
            columns.index("name"), columns.index("value"), columns.index("unit")
        )
        (person, category, zone) = (columns.index("person"), columns.index("category"), columns.index("time_zone"))
        (relieving, aggravating) = (columns.index("relieving"), columns.index("aggravating"))
        (readingSource, due) = (columns.index("source"), columns.index("due"))
        (arm, cohort) = (columns.index("arm"), columns.index("cohort"))
    }

    mutating func read(_ handle: (ReaderOutput) throws -> Void) throws {
        while let next = try source.next() {
            let record: CSVRecord
            switch next {
            case .failure(let problem):
                try handle(.rejected(problem))
                continue
            case .success(let sound):
                record = sound
            }
            let fields = record.fields
            let userID = fields.field(user)
            guard !userID.isEmpty else {
                try handle(.rejected(source.problem(record, at: user, reason: "is empty")))
                continue
            }
            let timeText = fields.field(timestamp)
            guard let time = TimestampParser.parse(timeText) else {
                try handle(.rejected(source.problem(record, at: timestamp, reason: """
                    '\(timeText)' is not an ISO 8601 date or time (2026-03-01, 2026-03-01T08:30:00, \
                    2026-03-01T08:30:00Z or 2026-03-01T08:30:00+01:00)
                    """)))
                continue
            }
            let zoneText = fields.field(zone)
            var rowZone: TimeZone?
            if !zoneText.isEmpty {
                guard let known = zones[zoneText] ?? TimeZone(identifier: zoneText) else {
                    try handle(.rejected(source.problem(record, at: zone, reason: """
                        '\(zoneText)' is not an IANA time zone such as Europe/London or Asia/Tokyo
                        """)))
                    continue
                }
                zones[zoneText] = known
                rowZone = known
            }
            switch GenericEventRules.check(kind: fields.field(kind), name: fields.field(name),
                                           value: fields.field(value), unit: fields.field(unit)) {
            case .item(let item):
                var item = item
                if let problem = Self.addEntryColumns(fields, category: category, relieving: relieving,
                                                      aggravating: aggravating, to: &item) {
                    try handle(.rejected(source.problem(record, at: problem.column, reason: problem.reason)))
                    continue
                }
                var measurementSource: MeasurementSource?
                if let reason = Self.addSource(fields.field(readingSource), to: &item, row: &measurementSource) {
                    try handle(.rejected(source.problem(record, at: readingSource, reason: reason)))
                    continue
                }
                if let problem = Self.addDue(fields.field(due), to: &item) {
                    try handle(.rejected(source.problem(record, at: due, reason: problem)))
                    continue
                }
                // One account may log for several people (a caregiver): each pair is a person.
                let personText = fields.field(person)
                let who = personText.isEmpty ? userID : userID + "\u{1F}" + personText
                let attributes = PersonAttributes(arm: Self.nonEmpty(fields.field(arm)), cohort: Self.nonEmpty(fields.field(cohort)))
                try handle(.row(SourceRow(line: record.line, user: who, attributes: attributes, timeZone: rowZone, time: time,
                                          measurementSource: measurementSource, items: [item])))
            case .problem(let field, let reason):
                try handle(.rejected(source.problem(record, at: source.columns.index(field), reason: reason)))
            }
        }
    }

    /// Puts the row's `category`, `relieving` and `aggravating` (seed 000, Req 1, 5-6) on its
    /// symptom entry; a problem when another kind of row fills them in.
    private static func addEntryColumns(
        _ fields: [String], category: Int?, relieving: Int?, aggravating: Int?, to item: inout ImportedItem
    ) -> (column: Int?, reason: String)? {
        let categoryText = fields.field(category)
        let relievingText = fields.field(relieving), aggravatingText = fields.field(aggravating)
        guard case .symptom(let symptom, let severity, _, _) = item else {
            for (column, text, what) in [(category, categoryText, "a category"), (relieving, relievingText, "relieving factors"),
                                         (aggravating, aggravatingText, "aggravating factors")] where !text.isEmpty {
                return (column, "'\(text)' is \(what), which only a symptom row has; leave it empty")
            }
            return nil
        }
        item = .symptom(categoryText.isEmpty ? symptom : Symptom(name: symptom.name, category: SymptomCategory(categoryText)),
                        severity: severity, relieving: factorNames(relievingText), aggravating: factorNames(aggravatingText))
        return nil
    }

    /// Puts the row's `source` (seed 000, Req 20-28: entered by hand or synced from a device)
    /// on its reading: one of a quantity CareModel measures with one reading becomes a
    /// measurement, a member of a blood pressure says where it came from so that
    /// ``BloodPressurePairing`` makes the pair one; why not, for another kind of row or a
    /// reading of no such quantity.
    private static func addSource(_ text: String, to item: inout ImportedItem, row: inout MeasurementSource?) -> String? {
        guard !text.isEmpty else { return nil }
        guard let source = MeasurementSource(rawValue: text) else { return "'\(text)' is not a source: write manual or device" }
        guard case .other(.measurement, let name, let value, let unit) = item else {
            return "'\(text)' is where a measurement came from, which only a measurement row has; leave it empty"
        }
        if name == HealthReading.systolicName || name == HealthReading.diastolicName {
            row = source
            return nil
        }
        guard let reading = HealthValue(reading: HealthReading(name: name, value: value, unit: unit)) else {
            return "CareLab records where a reading came from for heart_rate, oxygen_saturation, steps (a whole number), "
                + "blood_pressure_systolic and _diastolic and blood_glucose only; leave it empty for \(name)"
        }
        item = .measurement(reading, source: source)
        return nil
    }

    /// Puts the row's `due` on its task outcome; why not, for another kind of row or a time
    /// that is not one.
    private static func addDue(_ text: String, to item: inout ImportedItem) -> String? {
        guard !text.isEmpty else { return nil }
        guard case .taskOutcome(let task, _, let snooze) = item else {
            return "'\(text)' is when a task was due, which only a task row has; leave it empty"
        }
        guard let time = TimestampParser.parse(text) else {
            return "'\(text)' is not an ISO 8601 time (2026-03-01T08:30:00, with Z or an offset, or without for local time)"
        }
        item = .taskOutcome(task: task, due: time, snoozeMinutes: snooze)
        return nil
    }

    /// `text` trimmed, or nil when that leaves nothing.
    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = Name.trimmed(text)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Semicolon-separated factor names, trimmed, empty ones dropped: `rest; heating pad`.
    static func factorNames(_ text: String) -> [String] {
        text.split(separator: ";").map { Name.trimmed(String($0)) }.filter { !$0.isEmpty }
    }
}
