import Foundation
import Testing
@testable import CareCLI

/// `carelab analyze single-subject`, and `analyze correlations` and `report` on a database of
/// one person (issue 39), on the shipped Daylio example: one person, 42 days.
@Suite struct SingleSubjectCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-single-\(UUID().uuidString)")
    var db: String { scratch.appendingPathComponent("daylio.sqlite").path }
    static let privacyNote = "single-subject: small-cell suppression does not apply; do not share this table as population data"

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let imported = try CarelabProcess.run(["import", "daylio", "Examples/daylio/daylio_export.csv", "--db", db,
                                               "--user", "P018", "--quiet"])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    /// The rows of a CSV table written to stdout, by column name.
    func rows(_ csv: String) throws -> [[String: String]] {
        let table = try CSVInput.parse(csv, name: "stdout").table
        let header = try #require(table.first)
        return table.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    @Test func theDaylioExampleGetsIntervalsForEveryActivityAgainstMood() throws {
        let outcome = try CarelabProcess.run(["analyze", "single-subject", "--db", db, "--exposures", "imported",
                                              "--outcomes", "mood", "--max-lag", "0"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains(Self.privacyNote))
        let rows = try rows(outcome.stdout)
        let mood = rows.filter { $0["outcome_level"] == "mood" }
        #expect(mood.count >= 5)
        for row in mood where row["note"] == "" {
            let lower = try #require(Double(row["ci_lower"] ?? "")), upper = try #require(Double(row["ci_upper"] ?? ""))
            let slope = try #require(Double(row["slope"] ?? ""))
            #expect(lower < slope && slope < upper)
            #expect(Int(row["hac_lags"] ?? "") == 3)
            #expect(row["suppressed"] == nil)
        }
        // The example plants a better mood after a walk (Examples/README.md).
        let walk = try #require(mood.first { $0["exposure"] == "activity: walk" })
        #expect(try #require(Double(walk["slope"] ?? "")) > 0)
        #expect(!outcome.stdout.contains("P018") && !outcome.stderr.contains("P018"))
    }

    @Test func weekdayAdjustmentIsStatedInEveryRow() throws {
        let outcome = try CarelabProcess.run(["analyze", "single-subject", "--db", db, "--exposures", "imported",
                                              "--outcomes", "mood", "--max-lag", "1", "--weekday-adjust"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = try rows(outcome.stdout)
        #expect(!rows.isEmpty && rows.allSatisfy { $0["weekday_adjusted"] == "true" })
        #expect(Set(rows.map { $0["lag_days"] ?? "" }) == ["0", "1"])
    }

    @Test func correlationsOnOnePersonWriteTheSingleSubjectTableAndSaySo() throws {
        let outcome = try CarelabProcess.run(["analyze", "correlations", "--db", db, "--exposures", "imported",
                                              "--outcomes", "mood", "--max-lag", "0"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("the database holds one person"))
        #expect(outcome.stderr.contains("carelab analyze single-subject"))
        #expect(outcome.stdout.hasPrefix("exposure,exposure_unit,outcome,"))
        #expect(!outcome.stdout.contains("suppressed"))
        #expect(try rows(outcome.stdout).contains { $0["exposure"] == "activity: walk" && $0["ci_lower"] != "" })
    }

    @Test func theReportOfOnePersonShowsTheStudyOfOneAndNoEmptySection() throws {
        let folder = scratch.appendingPathComponent("report")
        let outcome = try CarelabProcess.run(["report", "--db", db, "--out", folder.path, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(readme.contains("## A study of one"))
        #expect(readme.contains("| people | 1 (a study of one) |"))
        #expect(html.contains("<section id=\"single-subject\">"))
        for absent in ["fewer than 11", "## Time of day", "No daily scores to chart", "the dropout curve above",
                       "## Findings", "No correlations to chart", "P018"] {
            #expect(!readme.contains(absent), "README.md shows \(absent)")
        }
        #expect(!html.contains("<section id=\"time-of-day\">") && !html.contains("<section id=\"correlations\">"))
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!written.contains("dropout_curve.txt") && !written.contains("lagged_correlations.csv"))
    }

    @Test func aLargerDatabaseNeedsAPerson() throws {
        let other = try CarelabProcess.run(["import", "bearable", "Examples/bearable/bearable_export.csv", "--db", db,
                                            "--user", "P019", "--quiet"])
        #expect(other.status == 0, "\(other.stderr)")
        let unnamed = try CarelabProcess.run(["analyze", "single-subject", "--db", db, "--exposures", "imported",
                                              "--outcomes", "mood", "--max-lag", "0"])
        #expect(unnamed.status == 1)
        #expect(unnamed.stderr.contains("holds 2 people") && unnamed.stderr.contains("--person ID"))
        let chosen = try CarelabProcess.run(["analyze", "single-subject", "--db", db, "--person", "1", "--exposures",
                                             "imported", "--outcomes", "mood", "--max-lag", "0"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(try rows(chosen.stdout).contains { $0["exposure"] == "activity: walk" })
        let unknown = try CarelabProcess.run(["analyze", "single-subject", "--db", db, "--person", "9"])
        #expect(unknown.status == 1 && unknown.stderr.contains("has no person 9"))
    }
}
