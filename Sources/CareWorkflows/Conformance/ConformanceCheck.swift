import CareModel
import CareReports
import Foundation

/// `carelab rules check --expected DIR --actual FILE...`: an app's outputs compared with
/// conformance vectors, each difference reported with its case and the inputs that
/// produced it.
public struct ConformanceCheck {
    /// One family's comparison.
    public struct FileResult {
        public var family: OutputFamily
        public var path: String
        /// Every case label of the family's expected rows, sorted.
        public var cases: [String]
        public var differences: [ConformanceDifference]
    }

    /// The vectors folder.
    public let folder: String
    public let manifest: VectorManifest

    /// Opens the vectors in `folder`.
    public init(expected folder: String) throws(Failure) {
        try Failure.requireInput(folder, "folder")
        self.folder = folder
        manifest = try VectorManifest.read(folder: folder)
    }

    /// Compares each of `paths` with the expected file of the same name.
    public func compare(_ paths: [String]) throws(Failure) -> [FileResult] {
        var results: [FileResult] = []
        for path in paths {
            let name = (path as NSString).lastPathComponent
            if let earlier = results.first(where: { $0.family.fileName == name }) {
                throw .badData("\(path): \(name) is given twice (also \(earlier.path)); give each output once")
            }
            let expectedPath = (folder as NSString).appendingPathComponent(name)
            let expected = OutputFamily.allCases.contains { $0.fileName == name } ? try GoldenFile.read(expectedPath) : nil
            let version = expected?.rows.first?[0] ?? ""
            let actual = try ActualOutputFile(path: path, manifest: manifest, expectedVersion: version)
            guard let expected else { throw .badData("\(expectedPath): missing from the vectors; write them again with carelab rules vectors") }
            results.append(FileResult(family: actual.family, path: path, cases: Set(expected.rows.map { $0[1] }).sorted(),
                                      differences: ConformanceComparison.differences(expected: expected, actual: actual)))
        }
        return results
    }

    /// The differences as text, grouped by file, case, person and date, each group with
    /// the person's input lines of those days (at most `inputLimit` per group).
    public func report(_ results: [FileResult], inputLimit: Int = 20) -> String {
        let inputs = inputLines()
        var out = ""
        for result in results where !result.differences.isEmpty {
            out += "\(result.family.fileName) (\(result.path)): \(English.count(result.differences.count, "difference"))\n"
            var groups: [(key: String, items: [ConformanceDifference])] = []
            for difference in result.differences {
                let key = "\(difference.label)\t\(difference.personID)\t\(difference.date)"
                if groups.last?.key == key { groups[groups.count - 1].items.append(difference) } else { groups.append((key, [difference])) }
            }
            for group in groups {
                let first = group.items[0]
                out += "  case \(first.label), person \(first.personID), \(first.date)\n"
                for difference in group.items { out += "    \(difference.text)\n" }
                let lines = (inputs[first.personID] ?? []).filter { covers(first, $0.date) }.map(\.line)
                out += lines.isEmpty ? "    inputs: none that day\n" : "    inputs:\n"
                for line in lines.prefix(inputLimit) { out += "      \(line)\n" }
                if lines.count > inputLimit { out += "      … and \(lines.count - inputLimit) more\n" }
            }
        }
        return out
    }

    /// Whether the inputs of local day `day` belong to the row of `difference`.
    private func covers(_ difference: ConformanceDifference, _ day: String) -> Bool {
        if difference.family == .monthlyPoints { return day.hasPrefix(difference.date + "-") }
        if let last = difference.lastDate { return difference.date <= day && day <= last }
        return day == difference.date
    }

    /// The input lines of each person with their local dates.
    private func inputLines() -> [Int: [(date: String, line: String)]] {
        let path = (folder as NSString).appendingPathComponent(VectorsFolder.inputsFile)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var lines: [Int: [(date: String, line: String)]] = [:]
        for line in text.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let person = object["person_id"] as? Int, let date = object["local_date"] as? String else { continue }
            lines[person, default: []].append((date, String(line)))
        }
        return lines
    }
}
