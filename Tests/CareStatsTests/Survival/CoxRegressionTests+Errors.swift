import Testing
@testable import CareStats

/// Six people, three per arm, four events: valid data that each test breaks in one place.
private let time: [Double] = [1, 2, 3, 4, 5, 6]
private let event = [true, false, true, true, false, true]
private let arm: [Double] = [0, 1, 0, 1, 1, 0]

extension CoxRegressionTests {
    @Test func theValidDataFit() throws {
        let model = try CoxRegression.fit(time: time, event: event, covariates: [arm], names: ["arm"])
        #expect(model.events == 4)
        #expect(model.terms.map(\.name) == ["arm"])
    }

    @Test func noEventsIsUndefined() {
        #expect(throws: StatisticsError.noEvents) {
            try CoxRegression.fit(time: time, event: event.map { _ in false }, covariates: [arm], names: ["arm"])
        }
    }

    @Test func lengthsMustAgree() {
        #expect(throws: StatisticsError.lengthMismatch(x: 6, y: 5)) {
            try CoxRegression.fit(time: time, event: Array(event.dropLast()), covariates: [arm], names: ["arm"])
        }
        #expect(throws: StatisticsError.lengthMismatch(x: 6, y: 5)) {
            try CoxRegression.fit(time: time, event: event, covariates: [Array(arm.dropLast())], names: ["arm"])
        }
        #expect(throws: StatisticsError.lengthMismatch(x: 2, y: 1)) {
            try CoxRegression.fit(time: time, event: event, covariates: [arm], names: ["arm", "dose"])
        }
        #expect(throws: StatisticsError.lengthMismatch(x: 6, y: 5)) {
            try CoxRegression.fit(time: time, event: event, covariates: [arm], names: ["arm"], clusters: [1, 1, 2, 2, 3])
        }
        #expect(throws: StatisticsError.lengthMismatch(x: 5, y: 6)) {
            try CoxRegression.fit(start: [0, 0, 0, 0, 0], stop: time, event: event, covariates: [arm], names: ["arm"])
        }
    }

    @Test func nonFiniteValuesNameTheirColumnAndRow() {
        #expect(throws: StatisticsError.nonFinite(name: "arm", row: 2)) {
            try CoxRegression.fit(time: time, event: event, covariates: [[0, 1, .nan, 1, 1, 0]], names: ["arm"])
        }
        #expect(throws: StatisticsError.nonFinite(name: "time", row: 0)) {
            try CoxRegression.fit(time: [.infinity, 2, 3, 4, 5, 6], event: event, covariates: [arm], names: ["arm"])
        }
        #expect(throws: StatisticsError.nonFinite(name: "start", row: 5)) {
            try CoxRegression.fit(start: [0, 0, 0, 0, 0, .nan], stop: time, event: event, covariates: [arm],
                                  names: ["arm"])
        }
    }

    @Test func intervalsMustStartBeforeTheyStop() {
        #expect(throws: StatisticsError.emptyInterval(row: 2, start: 3, stop: 3)) {
            try CoxRegression.fit(start: [0, 0, 3, 0, 0, 0], stop: time, event: event, covariates: [arm],
                                  names: ["arm"])
        }
    }

    /// dose = 2 · arm + 1 carries no information beyond arm.
    @Test func collinearCovariatesAreRankDeficient() {
        #expect(throws: StatisticsError.rankDeficient(rank: 1, columns: 2)) {
            try CoxRegression.fit(time: time, event: event, covariates: [arm, arm.map { 2 * $0 + 1 }],
                                  names: ["arm", "dose"])
        }
    }

    @Test func aConstantCovariateIsNamed() {
        #expect(throws: StatisticsError.constantInput(column: "site")) {
            try CoxRegression.fit(time: time, event: event, covariates: [arm, [3, 3, 3, 3, 3, 3]],
                                  names: ["arm", "site"])
        }
    }

    /// The covariate orders the events perfectly (the highest dies first, the next second),
    /// so the likelihood rises towards 0 as β → ∞; coxph too "ran out of iterations and did
    /// not converge" on these data.
    @Test func aDivergingCoefficientDoesNotConverge() {
        #expect(throws: StatisticsError.notConverged(iterations: 20)) {
            try CoxRegression.fit(time: [1, 2, 3], event: [true, true, false], covariates: [[2, 1, 0]], names: ["x"])
        }
    }

    @Test func robustVarianceNeedsTwoClusters() {
        #expect(throws: StatisticsError.tooFewGroups(needed: 2, got: 1)) {
            try CoxRegression.fit(time: time, event: event, covariates: [arm], names: ["arm"],
                                  clusters: [String](repeating: "everyone", count: 6))
        }
    }

    @Test func aModelNeedsACovariateAndAValidLevel() {
        #expect(thrownCase { () throws(StatisticsError) in
            try CoxRegression.fit(time: time, event: event, covariates: [], names: [])
        } == "outOfRange")
        #expect(thrownCase { () throws(StatisticsError) in
            try CoxRegression.fit(time: time, event: event, covariates: [arm], names: ["arm"], level: 1)
        } == "outOfRange")
    }
}
