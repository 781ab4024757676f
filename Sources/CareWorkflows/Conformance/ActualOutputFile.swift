import CareModel
import CareReports
import Foundation

/// An app's output file, read and checked against the vectors' manifest before any value
/// is compared: every problem that would make a comparison meaningless (a missing column,
/// an unknown person, a date outside the vectors, another rule version, a key given twice,
/// a number that is not one) is an error naming the file and line, never a silent pass.
public struct ActualOutputFile {
    /// The family the file's name says it holds.
    public let family: OutputFamily
    /// The rows by key (the key columns' values joined by a tab), each with its line.
    public let rows: [String: (line: Int, values: [String: String])]

    /// Reads `path`; `expectedVersion` is the rule version of the vectors' rows.
    public init(path: String, manifest: VectorManifest, expectedVersion: String) throws(Failure) {
        let name = (path as NSString).lastPathComponent
        guard let family = OutputFamily.allCases.first(where: { $0.fileName == name }) else {
            throw .badData("\(path): not an output of the vectors; name the file one of "
                + OutputFamily.allCases.map(\.fileName).joined(separator: ", "))
        }
        self.family = family
        try Failure.requireInput(path)
        guard let table = try GoldenFile.read(path) else { throw .noInput("\(path): no such file") }
        let required = family.keyColumns + family.valueColumns.map(\.name)
        let expectedColumns = "expected the columns " + required.joined(separator: ",")
            + " (rule_version and case may be added)"
        if let duplicate = table.header.first(where: { column in table.header.filter { $0 == column }.count > 1 }) {
            throw .badData("\(path):1: column \(duplicate) is given twice; \(expectedColumns)")
        }
        let missing = required.filter { !table.header.contains($0) }
        if !missing.isEmpty {
            throw .badData("\(path):1: missing \(English.word("column", count: missing.count)) \(missing.joined(separator: ", ")); \(expectedColumns)")
        }
        if let unknown = table.header.first(where: { !required.contains($0) && !OutputFamily.leadingColumns.contains($0) }) {
            throw .badData("\(path):1: unknown column \(unknown); \(expectedColumns)")
        }
        let people = Dictionary(uniqueKeysWithValues: manifest.people.map { ($0.personID, $0) })
        let kinds = Dictionary(uniqueKeysWithValues: family.valueColumns.map { ($0.name, $0.kind) })
        var rows: [String: (line: Int, values: [String: String])] = [:]
        for (index, fields) in table.rows.enumerated() {
            let line = index + 2
            let values = Dictionary(uniqueKeysWithValues: zip(table.header, fields).map { ($0, $1) })
            let where_ = "\(path):\(line)"
            if let version = values["rule_version"], version != expectedVersion {
                throw .badData("\(where_): rule_version is \(version), but the vectors are for version \(expectedVersion) of the \(family.rawValue) rule; compute the outputs under that version or write vectors for yours")
            }
            guard let id = Int(values["person_id"]!), let person = people[id] else {
                throw .badData("\(where_): person_id \(values["person_id"]!) is not a person of the vectors; expected one of "
                    + Self.ranges(manifest.people.map(\.personID)))
            }
            try Self.checkDate(values[family.dateColumn]!, column: family.dateColumn, person: person, at: where_)
            for (column, kind) in kinds {
                let text = values[column]!
                switch kind {
                case .integer where Int(text) == nil:
                    throw .badData("\(where_): \(column) is '\(text)': expected a whole number")
                case .real where !text.isEmpty && Double(text) == nil:
                    throw .badData("\(where_): \(column) is '\(text)': expected a number, or nothing when there is none")
                default: break
                }
            }
            let key = family.keyColumns.map { values[$0]! }.joined(separator: "\t")
            if let earlier = rows[key] {
                throw .badData("\(where_): the row of \(family.keyColumns.map { "\($0) \(values[$0]!)" }.joined(separator: ", ")) is given twice (also line \(earlier.line)); expected one row per key")
            }
            rows[key] = (line, values)
        }
        self.rows = rows
    }

    /// A date column must name a day (or month) of the person's vectors.
    private static func checkDate(_ text: String, column: String, person: VectorManifest.Person, at place: String) throws(Failure) {
        let range = "person \(person.personID)'s days in the vectors (\(person.firstDate) to \(person.lastDate))"
        if column == "month" {
            guard text.count == 7, text >= String(person.firstDate.prefix(7)), text <= String(person.lastDate.prefix(7)) else {
                throw .badData("\(place): month \(text) is outside \(range); expected YYYY-MM")
            }
            return
        }
        guard let day = CalendarDay(iso8601: text), day.description == text else {
            throw .badData("\(place): \(column) is '\(text)': expected a date YYYY-MM-DD")
        }
        guard text >= person.firstDate, text <= person.lastDate else {
            throw .badData("\(place): \(column) \(text) is outside \(range)")
        }
    }

    /// Identifiers as runs, e.g. `1-11, 101-112`.
    public static func ranges(_ ids: [Int]) -> String {
        var runs: [(Int, Int)] = []
        for id in ids.sorted() {
            if let last = runs.last, last.1 + 1 == id { runs[runs.count - 1].1 = id } else { runs.append((id, id)) }
        }
        return runs.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)-\($0.1)" }.joined(separator: ", ")
    }
}
