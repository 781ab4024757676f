import CareReports
import Foundation

/// One way an app's output differs from the vectors.
public struct ConformanceDifference: Sendable {
    /// The family of the file.
    public var family: OutputFamily
    /// The `case` label of the row.
    public var label: String
    /// The person.
    public var personID: Int
    /// The row's date column (a day, a week's first day or a month).
    public var date: String
    /// The last day the row covers (a week's last day), for finding its inputs.
    public var lastDate: String?
    /// What differs, e.g. `symptom fatigue: score_points expected 2, actual 0`.
    public var text: String
}

/// Compares an app's output file with the expected file of its family, row by row.
public enum ConformanceComparison {
    /// The differences between `expected` (the vectors' table) and `actual`, in the
    /// expected rows' order, then rows the vectors do not have.
    public static func differences(expected: CSVTable, actual: ActualOutputFile) -> [ConformanceDifference] {
        let family = actual.family
        let column = Dictionary(uniqueKeysWithValues: expected.header.enumerated().map { ($1, $0) })
        var labelOfDay: [String: String] = [:]
        var expectedKeys = Set<String>()
        var differences: [ConformanceDifference] = []
        for row in expected.rows {
            let key = family.keyColumns.map { row[column[$0]!] }.joined(separator: "\t")
            expectedKeys.insert(key)
            let person = Int(row[column["person_id"]!])!
            let date = row[column[family.dateColumn]!]
            labelOfDay["\(person)\t\(date)"] = labelOfDay["\(person)\t\(date)"] ?? row[1]
            let lastDate = family == .periodAdherence ? row[column["week_last"]!] : nil
            let name = describe(family.keyColumns.filter { $0 != "person_id" && $0 != family.dateColumn }.map { row[column[$0]!] })
            func difference(_ text: String) -> ConformanceDifference {
                ConformanceDifference(family: family, label: row[1], personID: person, date: date, lastDate: lastDate,
                                      text: name + text)
            }
            guard let given = actual.rows[key] else {
                differences.append(difference("no row in the actual file (expected "
                    + family.valueColumns.map { "\($0.name) \(shown(row[column[$0.name]!]))" }.joined(separator: ", ") + ")"))
                continue
            }
            for (name, kind) in family.valueColumns {
                let want = row[column[name]!], got = given.values[name]!
                if !agree(want, got, kind) {
                    differences.append(difference("\(name) expected \(shown(want)), actual \(shown(got)) (line \(given.line))"))
                }
            }
        }
        for (key, given) in actual.rows.sorted(by: { $0.value.line < $1.value.line }) where !expectedKeys.contains(key) {
            let person = Int(given.values["person_id"]!)!
            let date = given.values[family.dateColumn]!
            differences.append(ConformanceDifference(
                family: family, label: labelOfDay["\(person)\t\(date)"] ?? family.label(.ordinary), personID: person,
                date: date, lastDate: nil,
                text: "line \(given.line): a row the vectors do not have ("
                    + family.keyColumns.map { "\($0) \(given.values[$0]!)" }.joined(separator: ", ") + ")"))
        }
        return differences
    }

    /// Whether two values agree: integers and texts exactly, reals within
    /// ``OutputFamily/relativeTolerance``.
    public static func agree(_ expected: String, _ actual: String, _ kind: OutputFamily.ColumnKind) -> Bool {
        switch kind {
        case .text: return expected == actual
        case .integer: return Int(expected) == Int(actual)
        case .real:
            guard let want = Double(expected), let got = Double(actual) else { return expected.isEmpty && actual.isEmpty }
            return abs(want - got) <= OutputFamily.relativeTolerance * max(1, abs(want), abs(got))
        }
    }

    private static func describe(_ parts: [String]) -> String {
        parts.isEmpty ? "" : parts.joined(separator: " ") + ": "
    }

    private static func shown(_ value: String) -> String { value.isEmpty ? "(empty)" : value }
}
