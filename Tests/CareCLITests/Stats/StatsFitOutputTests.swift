@testable import CareCLI
import CareReports
import CareStats
import Foundation
import Testing

/// Fitted results go to the output, not only to stderr: `stats ols --fit`, `stats cox
/// --fit` and `stats km --medians` write the fit as a table, with the numbers the fitted
/// model itself holds (CareStats' models are checked against statsmodels, R and lifelines
/// in their own tests).
@Suite struct StatsFitOutputTests {
    /// Six subjects in three clusters; y rises with x.
    static let regressionCSV = """
        id,cluster,x,y
        1,a,1,2.1
        2,a,2,3.9
        3,b,3,6.2
        4,b,4,7.8
        5,c,5,10.1
        6,c,6,12.3

        """

    @Test func olsFitHoldsTheModelsRSquaredAndClusters() throws {
        let rows = try StatsRun.run(["ols", "FILE", "--y", "y", "--x", "x", "--cluster", "cluster", "--fit"], csv: Self.regressionCSV)
        #expect(rows[0] == StatsOLSCommand.fitColumns.map(\.name))
        let model = try LinearRegression.ordinaryLeastSquares(
            y: [2.1, 3.9, 6.2, 7.8, 10.1, 12.3], predictors: [Predictor(name: "x", values: [1, 2, 3, 4, 5, 6])],
            clusters: ["a", "a", "b", "b", "c", "c"])
        #expect(rows[1] == ["6", NumberFormat.roundTrip(model.rSquared), NumberFormat.roundTrip(model.adjustedRSquared), "2",
                            "cluster-robust", "3"])
    }

    static let survivalCSV = """
        t,e,g,x
        1,1,a,0
        2,1,a,1
        3,0,a,0
        4,1,a,1
        5,1,b,0
        6,0,b,1
        7,1,b,0
        8,0,b,1

        """

    @Test func coxFitHoldsTheModelsThreeTests() throws {
        let rows = try StatsRun.run(["cox", "FILE", "--time", "t", "--event", "e", "--x", "x", "--fit"], csv: Self.survivalCSV)
        let model = try CoxRegression.fit(time: [1, 2, 3, 4, 5, 6, 7, 8], event: [true, true, false, true, true, false, true, false],
                                          covariates: [[0, 1, 0, 1, 0, 1, 0, 1]], names: ["x"], ties: .efron, level: 0.95)
        #expect(rows.dropFirst().map { $0[0] } == ["likelihood_ratio", "wald", "score"])
        #expect(rows[1][1] == NumberFormat.roundTrip(model.likelihoodRatioTest.statistic))
        #expect(rows[2][3] == NumberFormat.csvProbability(model.waldTest.pValue))
        #expect(rows.dropFirst().allSatisfy { $0[4] == "8" && $0[5] == "5" })
    }

    @Test func kmMediansAreEmptyWhereTheCurveNeverFallsToOneHalf() throws {
        let rows = try StatsRun.run(["km", "FILE", "--time", "t", "--event", "e", "--group", "g", "--medians"],
                                    csv: Self.survivalCSV)
        let a = try SurvivalCurve.kaplanMeier(time: [1, 2, 3, 4], event: [true, true, false, true])
        #expect(rows[0] == ["group", "observations", "events", "median_time"])
        #expect(rows[1] == ["a", "4", "3", NumberFormat.roundTrip(a.medianSurvivalTime)])
        let b = try SurvivalCurve.kaplanMeier(time: [5, 6, 7, 8], event: [true, false, true, false])
        #expect(rows[2] == ["b", "4", "2", b.medianSurvivalTime.isFinite ? NumberFormat.roundTrip(b.medianSurvivalTime) : ""])
    }
}
