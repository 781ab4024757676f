import CareStats
import Testing
@testable import CareCLI

@Suite struct StatsOLSCommandTests {
    static let csv = """
        person,score,caffeine,sleep
        a,3,100,7
        a,4,200,6
        a,2,0,8
        b,5,150,5
        b,6,250,6
        b,NA,100,7
        c,1,0,9
        c,2,50,8
        c,3,100,7.5

        """

    static let y: [Double] = [3, 4, 2, 5, 6, .nan, 1, 2, 3]
    static let caffeine: [Double] = [100, 200, 0, 150, 250, 100, 0, 50, 100]
    static let sleep: [Double] = [7, 6, 8, 5, 6, 7, 9, 8, 7.5]
    static let people = ["a", "a", "a", "b", "b", "b", "c", "c", "c"]

    @Test func commaSeparatedAndRepeatedPredictorsGiveTheSameFit() throws {
        let comma = try StatsRun.run(["ols", "FILE", "--y", "score", "--x", "caffeine,sleep"], csv: Self.csv)
        let repeated = try StatsRun.run(["ols", "FILE", "--y", "score", "--x", "caffeine", "--x", "sleep"], csv: Self.csv)
        #expect(comma == repeated)
        #expect(comma[0] == ["term", "estimate", "std_error", "t", "p", "ci_lower", "ci_upper", "level"])
        #expect(comma.dropFirst().map { $0[0] } == ["intercept", "caffeine", "sleep"])
        let fit = try LinearRegression.ordinaryLeastSquares(
            y: Self.y, predictors: [Predictor(name: "caffeine", values: Self.caffeine),
                                    Predictor(name: "sleep", values: Self.sleep)])
        for (row, term) in zip(comma.dropFirst(), fit.terms) {
            #expect(Double(row[1]) == term.estimate)
            #expect(Double(row[2]) == term.standardError)
            #expect(Double(row[4]) == term.pValue)
        }
    }

    @Test func withinFitCentresOnTheClusterColumn() throws {
        let rows = try StatsRun.run(["ols", "FILE", "--y", "score", "--x", "caffeine", "--cluster", "person", "--within"],
                                    csv: Self.csv)
        let fit = try LinearRegression.withinSubjects(
            y: Self.y, predictors: [Predictor(name: "caffeine", values: Self.caffeine)], subjects: Self.people)
        #expect(rows.count == 2)
        #expect(rows[1][0] == "caffeine")
        #expect(Double(rows[1][1]) == fit.terms[0].estimate)
        #expect(Double(rows[1][2]) == fit.terms[0].standardError)
    }

    @Test func withinWithoutClusterIsAUsageError() {
        #expect {
            try StatsRun.run(["ols", "FILE", "--y", "score", "--x", "caffeine", "--within"], csv: Self.csv)
        } throws: { error in
            StatsRun.exitCode(of: error) == 64
        }
    }

    @Test func collinearPredictorsAreBadDataSayingSo() {
        let csv = "y,a,b\n1,1,2\n2,2,4\n4,3,6\n3,4,8\n"
        #expect {
            try StatsRun.run(["ols", "FILE", "--y", "y", "--x", "a,b"], csv: csv)
        } throws: { error in
            StatsRun.exitCode(of: error) == 65 && "\(error)".contains("collinear")
        }
    }
}
