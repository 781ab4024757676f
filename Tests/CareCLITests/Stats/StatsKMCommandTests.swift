import CareStats
import Testing
@testable import CareCLI

@Suite struct StatsKMCommandTests {
    static let csv = """
        person,days,gone,arm
        1,4,1,control
        2,2,0,control
        3,3,1,control
        4,1,1,control
        5,5,1,reminders
        6,7,0,reminders
        7,6,true,reminders
        8,NA,1,reminders

        """

    /// Control: times 1 2 3 4 with events at 1, 3, 4: S = 1, 3/4, 3/4, 3/8, 0 (see
    /// KaplanMeierTests.handWorkedCurve).
    @Test func writesOneCurvePerGroupFromTimeZero() throws {
        let rows = try StatsRun.run(["km", "FILE", "--time", "days", "--event", "gone", "--group", "arm"], csv: Self.csv)
        #expect(rows[0] == ["group", "time", "at_risk", "events", "censored", "survival", "ci_lower", "ci_upper", "level"])
        let control = rows.filter { $0[0] == "control" }
        #expect(control.map { $0[1] } == ["0.0", "1.0", "2.0", "3.0", "4.0"])
        #expect(control.map { $0[2] } == ["4", "4", "3", "2", "1"])
        let survival = control.map { Double($0[5])! }
        #expect(zip(survival, [1, 0.75, 0.75, 0.375, 0]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(rows.filter { $0[0] == "reminders" }.map { $0[1] } == ["0.0", "5.0", "6.0", "7.0"])
    }

    @Test func withoutAGroupThereIsNoGroupColumn() throws {
        let rows = try StatsRun.run(["km", "FILE", "--time", "days", "--event", "gone"], csv: Self.csv)
        #expect(rows[0].first == "time")
        #expect(rows.count == 1 + 8)  // time 0 and the 7 distinct times
    }

    @Test func testFlagWritesTheLogRankTest() throws {
        let rows = try StatsRun.run(["km", "FILE", "--time", "days", "--event", "gone", "--group", "arm", "--test"],
                                    csv: Self.csv)
        #expect(rows[0] == ["group", "n", "observed", "expected", "chi_squared", "df", "p"])
        let expected = try LogRankTest.compare(time: [4, 2, 3, 1, 5, 7, 6], event: [true, false, true, true, true, false, true],
                                               groups: ["control", "control", "control", "control", "reminders", "reminders", "reminders"])
        #expect(rows[1][0...2] == ["control", "4", "3"])
        #expect(Double(rows[1][4]) == expected.chiSquared)
        #expect(Double(rows[2][6]) == expected.pValue)
    }

    @Test func testWithoutGroupIsAUsageError() {
        #expect {
            try StatsRun.run(["km", "FILE", "--time", "days", "--event", "gone", "--test"], csv: Self.csv)
        } throws: { error in
            StatsRun.exitCode(of: error) == 64
        }
    }

    @Test func negativeTimeIsBadData() {
        #expect {
            try StatsRun.run(["km", "FILE", "--time", "t", "--event", "e"], csv: "t,e\n1,1\n-2,0\n")
        } throws: { error in
            StatsRun.exitCode(of: error) == 65 && "\(error)".contains("time = -2.0 is out of range")
        }
    }
}
