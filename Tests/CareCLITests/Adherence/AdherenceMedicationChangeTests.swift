import Testing
@testable import CareCLI
@testable import CareWorkflows

/// `carelab adherence episodes` and `per-episode` with a medication-class column and a
/// daily-dose column, against AdhereR 0.8.1 itself run from its sources (commit 224a532)
/// with TZ=UTC on the same rows, `c <- list(ID.colname="id", event.date.colname="date",
/// event.duration.colname="supply", event.daily.dose.colname="per_day",
/// medication.class.colname="drug", date.format="%Y-%m-%d")`:
/// `compute.treatment.episodes(d, maximum.permissible.gap=30, followup.window.duration="fu")`
/// (fu: first dispensing to the last plus its supply, A 273 days, B 71), the same with
/// `followup.window.start=10, followup.window.duration=120`, and `CMA_per_episode("CMA9", d,
/// maximum.permissible.gap=30, followup.window.duration=300, observation.window.duration=300)`,
/// all with AdhereR's defaults for the rest; and on ``startColumnCSV`` (its `start` column
/// read with `as.Date`) `compute.treatment.episodes(d, maximum.permissible.gap=30,
/// followup.window.start="start", followup.window.duration=120)`.
@Suite struct AdherenceMedicationChangeTests {
    static let csv = """
        id,date,supply,drug,per_day
        A,2026-01-01,30,medA,2
        A,2026-01-20,30,medA,1
        A,2026-03-01,30,medB,1
        A,2026-03-20,60,medB,2
        A,2026-09-01,30,medB,2
        B,2026-01-10,30,medA,1
        B,2026-02-01,30,medA,3
        B,2026-02-20,30,medA,3

        """
    static let columns = ["--medication", "drug", "--dose", "per_day", "--gap", "30"]

    static func run(_ command: String, _ options: [String] = [], csv: String = csv) throws -> [[String]] {
        try AdherenceCommandTests.run(command, columns + options, csv: csv)
    }

    @Test func episodesSplitAtAChangeOfMedicationAndRescaleAtAChangeOfDose() throws {
        #expect(try Self.run("episodes") == [
            ["id", "episode", "start", "gap", "end", "duration"],
            ["A", "1", "2026-01-01", "0", "2026-03-01", "59"],
            ["A", "2", "2026-03-01", "99", "2026-05-24", "84.5"],
            ["A", "3", "2026-09-01", "0", "2026-10-01", "30"],
            ["B", "1", "2026-01-10", "0", "2026-03-22", "71"],
        ])
    }

    @Test func followUpStartsDaysAfterEachPersonsFirstDispensing() throws {
        #expect(try Self.run("episodes", ["--follow-up-start-days", "10", "--follow-up-days", "120"]) == [
            ["id", "episode", "start", "gap", "end", "duration"],
            ["A", "1", "2026-01-20", "10", "2026-02-19", "30"],
            ["A", "2", "2026-03-01", "0", "2026-05-11", "71"],
            ["B", "1", "2026-02-01", "48", "2026-04-02", "60"],
        ])
    }

    /// The rows of ``csv`` out of order, with a follow-up start on each row: only the one on
    /// each person's first dispensing counts.
    static let startColumnCSV = """
        id,date,supply,drug,per_day,start
        A,2026-01-20,30,medA,1,2026-03-01
        A,2026-01-01,30,medA,2,2026-01-15
        A,2026-03-01,30,medB,1,2026-03-01
        A,2026-03-20,60,medB,2,2026-03-01
        A,2026-09-01,30,medB,2,2026-03-01
        B,2026-01-10,30,medA,1,2026-02-01
        B,2026-02-01,30,medA,3,2026-01-01
        B,2026-02-20,30,medA,3,2026-01-01

        """

    @Test func followUpStartsOnTheDayInAColumnOnEachPersonsFirstDispensing() throws {
        let options = ["--follow-up-start-column", "start", "--follow-up-days", "120"]
        #expect(try Self.run("episodes", options, csv: Self.startColumnCSV) == [
            ["id", "episode", "start", "gap", "end", "duration"],
            ["A", "1", "2026-01-20", "10", "2026-02-19", "30"],
            ["A", "2", "2026-03-01", "0", "2026-05-15", "75"],
            ["B", "1", "2026-02-01", "60", "2026-04-02", "60"],
        ])
    }

    @Test func aBadFollowUpStartNamesTheFileLineAndColumn() throws {
        let csv = "id,date,supply,drug,per_day,start\nA,2026-01-01,30,medA,1,soon\n"
        let error = #expect(throws: Failure.self) {
            try Self.run("episodes", ["--follow-up-start-column", "start"], csv: csv)
        }
        #expect(error?.description.hasSuffix(":2:6: \"soon\" in column \"start\" is not a day (YYYY-MM-DD)") == true)
    }

    @Test func twoFollowUpStartsAreAUsageError() {
        #expect(throws: (any Error).self) {
            try Self.run("episodes", ["--follow-up-start-days", "10", "--follow-up-start-column", "start"])
        }
    }

    @Test func perEpisodeUsesTheEpisodesOfTheMedicationChanges() throws {
        let rows = try Self.run("per-episode", ["--measure", "cma9", "--follow-up-days", "300"])
        #expect(rows.map { Array($0[0..<6]) } == [
            ["id", "episode", "start", "gap", "end", "duration"],
            ["A", "1", "2026-01-01", "0", "2026-03-01", "59"],
            ["A", "2", "2026-03-01", "93", "2026-05-31", "91"],
            ["A", "3", "2026-09-01", "27", "2026-10-28", "57"],
            ["B", "1", "2026-01-10", "210", "2026-04-10", "90"],
        ])
        let expected = [1, 0.98901098901098905, 0.52631578947368429, 1]
        #expect(zip(rows.dropFirst(), expected).allSatisfy { AdherenceCommandTests.close($0[7], $1) })
    }

    @Test func withoutTheColumnsEveryDispensingIsOneMedication() throws {
        let rows = try AdherenceCommandTests.run("episodes", ["--gap", "30"], csv: Self.csv)
        #expect(rows.dropFirst().map { $0[1] } == ["1", "2", "1"])
    }

    @Test func aDoseChangeStartsAnEpisodeWhenAsked() throws {
        let rows = try Self.run("episodes", ["--dose-change-starts-episode", "--ignore-dose-changes"])
        #expect(rows.dropFirst().map { [$0[0], $0[1], $0[2]] } == [
            ["A", "1", "2026-01-01"], ["A", "2", "2026-01-20"], ["A", "3", "2026-03-01"],
            ["A", "4", "2026-03-20"], ["A", "5", "2026-09-01"],
            ["B", "1", "2026-01-10"], ["B", "2", "2026-02-01"],
        ])
    }

    @Test func aMissingMedicationNamesTheFileLineAndColumn() throws {
        let error = #expect(throws: Failure.self) {
            try Self.run("episodes", csv: "id,date,supply,drug,per_day\nA,2026-01-01,30,,1\n")
        }
        #expect(error?.description.hasSuffix(":2:4: \"\" in column \"drug\" is not a medication") == true)
    }

    @Test func aDoseOfZeroNamesTheFileLineAndColumn() throws {
        let error = #expect(throws: Failure.self) {
            try Self.run("episodes", csv: "id,date,supply,drug,per_day\nA,2026-01-01,30,medA,0\n")
        }
        #expect(error?.description.hasSuffix(":2:5: \"0\" in column \"per_day\" is not a daily dose (a number above 0)") == true)
        #expect(error.map { StatsRun.exitCode(of: $0) } == 65)
    }
}
