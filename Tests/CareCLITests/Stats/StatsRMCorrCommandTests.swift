import CareStats
import Testing
@testable import CareCLI

@Suite struct StatsRMCorrCommandTests {
    static let csv = """
        person,sleep_h,mood
        a,6,2
        a,7,3
        a,8,3
        b,5,1
        b,7,4
        b,NA,2
        c,7,2
        c,9,5
        c,8,3
        NA,8,3
        d,6,2

        """

    @Test func writesTheRepeatedMeasuresCorrelationOfRowsWithASubject() throws {
        let rows = try StatsRun.run(["rmcorr", "FILE", "--subject", "person", "--x", "sleep_h", "--y", "mood"], csv: Self.csv)
        #expect(rows[0] == ["x", "y", "subjects", "n", "r", "df", "ci_lower", "ci_upper", "level", "p"])
        let expected = try RepeatedMeasuresCorrelation.compute(
            subjects: ["a", "a", "a", "b", "b", "b", "c", "c", "c", "d"],
            x: [6, 7, 8, 5, 7, .nan, 7, 9, 8, 6], y: [2, 3, 3, 1, 4, 2, 2, 5, 3, 2])
        #expect(rows[1][2] == "4")
        #expect(rows[1][3] == "9")
        #expect(Double(rows[1][4]) == expected.r)
        #expect(rows[1][5] == "4")  // 9 observations − 4 subjects − 1
        #expect(Double(rows[1][9]) == expected.pValue)
    }

    @Test func perSubjectRowsSayWhyACorrelationIsUndefined() throws {
        let rows = try StatsRun.run(["rmcorr", "FILE", "--subject", "person", "--x", "sleep_h", "--y", "mood",
                                     "--per-subject"], csv: Self.csv)
        #expect(rows[0] == ["subject", "n", "r", "p", "note"])
        #expect(rows.dropFirst().map { $0[0] } == ["a", "b", "c", "d"])
        #expect(rows[2] == ["b", "2", "", "", "undefined: needs at least 3 complete observations, got 2"])
        #expect(rows[4][1] == "1")
        let a = try Correlation.pearson([6, 7, 8], [2, 3, 3])
        #expect(Double(rows[1][2]) == a.r)
    }
}
