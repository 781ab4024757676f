import CareStats
import Testing
@testable import CareCLI

@Suite struct StatsAdjustCommandTests {
    static let csv = """
        factor,symptom,p
        caffeine,headache,0.01
        sleep,"fatigue, morning",0.04
        steps,mood,NA
        alcohol,headache,0.03
        sugar,nausea,0.2

        """

    /// Benjamini-Hochberg over the 4 present p-values, worked out in
    /// PValueAdjustmentTests.benjaminiHochbergIsWorkedOutByHand: 0.04, 0.0533…, missing, 0.0533…, 0.2.
    @Test func addsTheAdjustedColumnAndKeepsEverythingElse() throws {
        let rows = try StatsRun.run(["adjust", "FILE", "--p", "p"], csv: Self.csv)
        #expect(rows[0] == ["factor", "symptom", "p", "p_bh"])
        #expect(rows[2][1] == "fatigue, morning")
        #expect(rows[3][2] == "NA" && rows[3][3] == "", "the input's NA is kept, the adjusted p is missing")
        let adjusted = try PValueAdjustment.benjaminiHochberg.adjust([0.01, 0.04, .nan, 0.03, 0.2])
        #expect(Double(rows[1][3]) == adjusted[0])
        #expect(Double(rows[2][3]) == adjusted[1])
        #expect(abs(Double(rows[2][3])! - 0.16 / 3) < 1e-12)
    }

    @Test func bonferroniMultipliesByTheNumberOfPresentTests() throws {
        let rows = try StatsRun.run(["adjust", "FILE", "--p", "p", "--method", "bonferroni"], csv: Self.csv)
        #expect(rows[0].last == "p_bonferroni")
        #expect(rows.dropFirst().map { $0[3] } == ["0.04", "0.16", "", "0.12", "0.8"])
    }

    @Test func pValueAboveOneIsBadDataWithItsPosition() {
        #expect {
            try StatsRun.run(["adjust", "FILE", "--p", "p"], csv: "id,p\n1,0.5\n2,1.5\n", name: "grid.csv")
        } throws: { error in
            StatsRun.exitCode(of: error) == 65 && "\(error)".hasSuffix("grid.csv:3:2: p-value 1.5 is not between 0 and 1")
        }
    }
}
