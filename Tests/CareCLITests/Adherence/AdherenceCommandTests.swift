import Testing
@testable import CareCLI
@testable import CareWorkflows

/// `carelab adherence` on a small CSV against AdhereR 0.8.1 itself, run from its sources
/// with TZ=UTC on the same rows (each person's follow-up and observation window from the
/// first dispensing to the last plus its supply: A 211 days, B 159, C 28), e.g.
/// `CMA7(d, ID.colname="id", event.date.colname="date", event.duration.colname="supply",
/// date.format="%Y-%m-%d", followup.window.start=0, followup.window.duration="fu",
/// observation.window.start=0, observation.window.duration="ow")`,
/// `compute.treatment.episodes(…, maximum.permissible.gap=30,
/// medication.change.means.new.treatment.episode=FALSE)`, `CMA_per_episode("CMA7", …,
/// maximum.permissible.gap=30)` and `CMA_sliding_window("CMA9", …,
/// sliding.window.duration=60, sliding.window.step.duration=45)`.
@Suite struct AdherenceCommandTests {
    static let csv = """
        id,date,supply
        A,2026-01-01,30
        A,2026-02-05,30
        A,2026-02-05,30
        A,2026-06-01,60
        B,2026-01-10,30
        B,2026-01-10,14
        B,2026-03-20,90
        C,2026-03-01,28

        """
    static let columns = ["FILE", "--id", "id", "--date", "date", "--supply", "supply"]

    static func run(_ command: String, _ options: [String] = [], csv: String = csv) throws -> [[String]] {
        try StatsRun.run([command] + columns + options, csv: csv, group: "adherence")
    }

    static func close(_ cell: String, _ expected: Double) -> Bool {
        Double(cell).map { abs($0 - expected) < 1e-9 } ?? false
    }

    /// AdhereR's CMA1-CMA9 for A, B and C (nil is NA).
    static let adhereR: [(measure: String, values: [Double?])] = [
        ("cma1", [0.59602649006622521, 0.6376811594202898, nil]),
        ("cma2", [0.7109004739336493, 0.84276729559748431, 1]),
        ("cma3", [0.59602649006622521, 0.6376811594202898, nil]),
        ("cma4", [0.7109004739336493, 0.84276729559748431, 1]),
        ("cma5", [0.5960264900662251, 0.6376811594202898, nil]),
        ("cma6", [0.7109004739336493, 0.84276729559748431, 1]),
        ("cma7", [0.7109004739336493, 0.84276729559748431, 1]),
        ("cma8", [0.7109004739336493, 0.84276729559748431, 1]),
        ("cma9", [0.7109004739336493, 0.84276729559748431, 1]),
    ]

    @Test(arguments: adhereR)
    func cmaWritesOneRowPerPersonAsAdhereR(measure: String, values: [Double?]) throws {
        let rows = try Self.run("cma", ["--measure", measure])
        #expect(rows[0] == ["id", "measure", "value"])
        #expect(rows.dropFirst().map { $0[0] } == ["A", "B", "C"])
        #expect(rows.dropFirst().allSatisfy { $0[1] == measure.uppercased() })
        for (row, expected) in zip(rows.dropFirst(), values) {
            if let expected { #expect(Self.close(row[2], expected), "\(row)") } else { #expect(row[2] == "") }
        }
    }

    @Test func episodesMatchAdhereR() throws {
        let rows = try Self.run("episodes", ["--gap", "30"])
        #expect(rows == [
            ["id", "episode", "start", "gap", "end", "duration"],
            ["A", "1", "2026-01-01", "56", "2026-04-06", "95"],
            ["A", "2", "2026-06-01", "0", "2026-07-31", "60"],
            ["B", "1", "2026-01-10", "0", "2026-06-18", "159"],
            ["C", "1", "2026-03-01", "0", "2026-03-29", "28"],
        ])
    }

    @Test func perEpisodeMatchesAdhereR() throws {
        let rows = try Self.run("per-episode", ["--measure", "cma7", "--gap", "30"])
        #expect(rows[0] == ["id", "episode", "start", "gap", "end", "duration", "measure", "value"])
        #expect(rows.dropFirst().map { Array($0[0..<6]) } == [
            ["A", "1", "2026-01-01", "56", "2026-04-06", "95"],
            ["A", "2", "2026-06-01", "0", "2026-07-31", "60"],
            ["B", "1", "2026-01-10", "0", "2026-06-18", "159"],
            ["C", "1", "2026-03-01", "0", "2026-03-29", "28"],
        ])
        let expected = [0.94736842105263164, 1, 0.84276729559748431, 1]
        #expect(zip(rows.dropFirst(), expected).allSatisfy { Self.close($0[7], $1) })
    }

    @Test func slidingWindowsMatchAdhereR() throws {
        let rows = try Self.run("sliding", ["--measure", "cma9", "--window-days", "60", "--step-days", "45"])
        #expect(rows[0] == ["id", "window", "start", "end", "measure", "value"])
        #expect(rows.dropFirst().map { [$0[0], $0[1], $0[2], $0[3]] } == [
            ["A", "1", "2026-01-01", "2026-03-02"], ["A", "2", "2026-02-15", "2026-04-16"],
            ["A", "3", "2026-04-01", "2026-05-31"], ["A", "4", "2026-05-16", "2026-07-15"],
            ["B", "1", "2026-01-10", "2026-03-11"], ["B", "2", "2026-02-24", "2026-04-25"],
            ["B", "3", "2026-04-10", "2026-06-09"],
        ])  // C's 28-day follow-up holds no 60-day window
        let expected = [0.71551724137931028, 0.51724137931034475, 0.51724137931034475, 0.87126436781609196,
                        0.6376811594202898, 0.85507246376811585, 1]
        #expect(zip(rows.dropFirst(), expected).allSatisfy { Self.close($0[5], $1) })
    }

    @Test func aBadDateNamesTheFileLineAndColumn() throws {
        let error = #expect(throws: Failure.self) {
            try Self.run("cma", csv: "id,date,supply\nA,2026-01-01,30\nA,2026-02-30,30\n")
        }
        #expect(error?.description.hasSuffix(":3:2: \"2026-02-30\" in column \"date\" is not a day (YYYY-MM-DD)") == true)
        #expect(error.map { StatsRun.exitCode(of: $0) } == 65)
    }

    @Test func aBadSupplyNamesTheFileLineAndColumn() throws {
        let error = #expect(throws: Failure.self) {
            try Self.run("episodes", csv: "id,date,supply\nA,2026-01-01,0\n")
        }
        #expect(error?.description.contains(":2:3: \"0\" in column \"supply\" is not a days' supply") == true)
    }

    @Test func anObservationWindowPastTheFollowUpIsBadData() throws {
        let error = #expect(throws: Failure.self) {
            try Self.run("cma", ["--follow-up-days", "30", "--observation-offset", "10", "--observation-days", "30"])
        }
        #expect(error?.description.contains("person A: observation window is") == true)
    }

    @Test func gapAndGapPercentTogetherAreAUsageError() {
        #expect(throws: (any Error).self) { try Self.run("episodes", ["--gap", "30", "--gap-percent", "50"]) }
    }
}
