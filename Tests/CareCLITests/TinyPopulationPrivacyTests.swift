import Foundation
import Testing
@testable import CareCLI

/// A run of four people (two arms of about two) through `simulate` and its whole report:
/// no file the report writes may show a count of fewer than the small-cell minimum (11)
/// people, a statistic of a cell that small, or a person's identifier.
@Suite struct TinyPopulationPrivacyTests {
    /// The report folder of a 4-person run of `Fixtures/programme.yaml`, made once.
    static let run: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-tiny-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("tiny.yaml")
        let text = try! String(contentsOf: CarelabProcess.packageRoot.appendingPathComponent("Tests/CareCLITests/Fixtures/programme.yaml"),
                               encoding: .utf8)
        try! text.replacingOccurrences(of: "people: 300", with: "people: 4").write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    /// Every text file of the report (the database aside, which is the researcher's own).
    static func reportFiles() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: run.path).sorted()
            .filter { !$0.hasSuffix(".sqlite") && !$0.hasPrefix(".") && $0 != "truth.json" }
            .map { ($0, try String(contentsOf: run.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func noCSVColumnOfPeopleHoldsACountBelowTheMinimum() throws {
        for (name, text) in try Self.reportFiles() where name.hasSuffix(".csv") {
            let table = try CSVInput.parse(text, name: name).table
            let header = table[0]
            for (index, column) in header.enumerated() where column == "people" || column.hasSuffix("_people") {
                for row in table.dropFirst() {
                    #expect(row[index].isEmpty || Int(row[index])! >= 11, "\(name): \(column) = \(row[index])")
                }
            }
            // A suppressed row keeps no number but its lag: only its labels and the flag.
            if let flag = header.firstIndex(of: "suppressed") {
                for row in table.dropFirst() where row[flag] == "true" {
                    for (index, cell) in row.enumerated() where index != flag && Double(cell) != nil {
                        #expect(["lag_days"].contains(header[index]), "\(name): \(header[index]) = \(cell) in a suppressed row")
                    }
                }
            }
        }
    }

    @Test func theMarkdownReportShowsNoSmallCountOrTestOfSmallGroups() throws {
        let readme = try #require(try Self.reportFiles().first { $0.name == "README.md" }?.text)
        #expect(readme.contains("| people | fewer than 11 |"))
        #expect(!readme.contains("| people | 4 |"))
        #expect(!readme.contains(" of 4 people"))
        #expect(!readme.contains("Log-rank test") && !readme.contains("Hazard ratio"))
        // The adherence section is there, with every group suppressed.
        #expect(readme.contains("## Medication adherence"))
        #expect(readme.contains("| iron | all | suppressed |"))
        #expect(!readme.contains("| iron | all | 1") && !readme.contains("| iron | all | 0"))
        // Markdown tables with a people column show no count below 11.
        for line in readme.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if let count = cells.last.flatMap({ Int($0.replacingOccurrences(of: ",", with: "")) }) {
                #expect(count >= 11 || line.contains("days"), "\(line)")
            }
        }
    }

    /// A band of the dose-response chart holds many person-days of few people: it is
    /// judged by its people, so with four people no band is drawn.
    @Test func theDoseResponseChartShowsNoBandOfFewPeople() throws {
        let chart = try #require(try Self.reportFiles().first { $0.name == "dose_response.txt" }?.text)
        #expect(!chart.contains("(n="))
        #expect(chart.contains("suppressed (fewer than 11 people)"))
    }

    /// report.html follows the Markdown report: the same suppressed cells, no count below 11
    /// in any column of people (or people at risk, or active users), no test between arms of
    /// two people, and no curve of fewer people than the minimum.
    @Test func theHTMLReportShowsNoSmallCountOrTestOfSmallGroups() throws {
        let html = try #require(try Self.reportFiles().first { $0.name == "report.html" }?.text)
        #expect(html.contains("<td>people</td><td>fewer than 11</td>"))
        #expect(!html.contains(" of 4 people") && !html.contains("Log-rank test") && !html.contains("Hazard ratio"))
        #expect(html.contains("<td>iron</td><td>all</td><td class=\"num\">suppressed</td>"))
        #expect(html.contains("suppressed (fewer than 11 people)"))
        #expect(!html.contains("<path d=\"M") || !html.contains("Number at risk"), "no Kaplan-Meier curve of 4 people")
        let counted = ["people", "at risk", "daily", "weekly", "monthly"]
        for table in html.components(separatedBy: "<table>").dropFirst() {
            let rows = table.components(separatedBy: "</table>")[0].components(separatedBy: "<tr>").dropFirst()
            let cells = rows.map { row in
                row.matches(of: /<t[hd][^>]*>([^<]*)<\/t[hd]>/).map { String($0.output.1) }
            }
            guard let header = cells.first else { continue }
            for (index, column) in header.enumerated() where counted.contains(column) || column.hasSuffix(" people") {
                for row in cells.dropFirst() where index < row.count {
                    let cell = row[index]
                    #expect(cell.isEmpty || cell == "fewer than 11" || (Int(cell.replacingOccurrences(of: ",", with: "")) ?? 0) >= 11,
                            "\(column) = \(cell)")
                }
            }
        }
    }

    /// Four people fill no bin of the score distributions and no week of adherence: no bar,
    /// no point, every non-empty cell suppressed.
    @Test func theHTMLChartsDrawNoBinOrWeekOfFewPeople() throws {
        let html = try #require(try Self.reportFiles().first { $0.name == "report.html" }?.text)
        func section(_ id: String) throws -> String {
            let start = try #require(html.range(of: "<section id=\"\(id)\">"), "\(id)")
            return String(html[start.lowerBound...]).components(separatedBy: "</section>")[0]
        }
        let distributions = try section("score-distributions")
        #expect(!distributions.contains("<rect") && distributions.contains("fewer than 11"))
        let adherence = try section("adherence")
        #expect(adherence.contains("by week"))
        #expect(!adherence.contains("<circle") && !adherence.contains("<path d=\"M"))
        #expect(!adherence.contains(" %</td>"))
    }

    @Test func noFileNamesAPerson() throws {
        // The scenario's SHA-256 (provenance) is the one 64-digit hash a report may show.
        let provenance = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.run.appendingPathComponent("provenance.json")))
        let scenarioHash = try #require((provenance as? [String: Any])?["scenario_sha256"] as? String)
        for (name, text) in try Self.reportFiles() {
            #expect(!text.contains("person_id"), "\(name)")
            #expect(text.replacingOccurrences(of: scenarioHash, with: "").range(of: "[0-9a-f]{64}", options: .regularExpression)
                    == nil, "\(name) holds a pseudonym-like hash")
            #expect(text.range(of: "person-[0-9]", options: .regularExpression) == nil, "\(name)")
        }
    }
}
