import CareModel
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 5-6: each factor documented on a symptom entry against the severity of the
/// person's next entry of that symptom, within persons.
@Suite struct SymptomFactorAnalysisTests {
    static let pain = Symptom(name: "back pain")
    static let headache = Symptom(name: "headache", category: SymptomCategory("Head"))

    static func entry(
        _ symptom: Symptom = pain, day: Int, _ severity: Severity, relieving: [String] = [], aggravating: [String] = []
    ) -> SymptomEntry {
        SymptomEntry(symptom: symptom, timestamp: HandBuiltRun.at(day, hour: 9), timeOfDay: .morning, severity: severity,
                     relievingFactors: relieving, aggravatingFactors: aggravating, notes: ["not read"])
    }

    /// Person 1's back-pain pairs: heat → 1, none → 3, heat → 1, none → 2 (headaches in
    /// between pair with each other only); person 2's: heat (named twice) → 2, none → 3,
    /// heat → 2. Within sums: person 1 covariance −3/2 over variance 1, person 2 −2/3 over
    /// 2/3; the pooled slope is −(3/2 + 2/3) / (5/3) = −1.3.
    static let people = [
        PersonRecord(personID: 1, timeZone: HandBuiltRun.zone, symptomEntries: [
            entry(day: 0, .severe, relieving: ["heating pad"], aggravating: ["stress"]),
            entry(headache, day: 0, .mild, aggravating: ["stress"]),
            entry(day: 1, .mild),
            entry(day: 2, .severe, relieving: ["heating pad"]),
            entry(headache, day: 3, .debilitating),
            entry(day: 3, .mild),
            entry(day: 4, .moderate),
        ]),
        PersonRecord(personID: 2, timeZone: HandBuiltRun.zone, symptomEntries: [
            entry(day: 0, .moderate, relieving: ["heating pad", "heating pad"]),
            entry(day: 1, .moderate),
            entry(day: 2, .severe, relieving: ["heating pad"]),
            entry(day: 5, .moderate),
        ]),
    ]

    func cells() throws -> [SymptomFactorCell] {
        try SymptomFactorAnalysis().run(on: try HandBuiltRun(days: 6, people: Self.people).database)
    }

    @Test func req5TheNextEntrysSeverityIsRegressedOnTheFactorWithinPersons() throws {
        let heat = try #require(try cells().first { $0.symptom == "back pain" && $0.factor == "heating pad" })
        #expect(heat.role == .relieving)
        #expect((heat.people, heat.peopleWithFactor, heat.pairs, heat.pairsWithFactor) == (2, 2, 7, 4))
        let slope = try #require(heat.slope)
        #expect(abs(slope.estimate + 1.3) < 1e-12)
        #expect(slope.interval.lower < slope.estimate && slope.estimate < slope.interval.upper)
        #expect(slope.interval.level == 0.95)
    }

    @Test func req6EachSymptomPairsWithItsOwnEntriesAndUndefinedSlopesSayWhy() throws {
        let cells = try cells()
        #expect(cells.map { "\($0.symptom) \($0.role.rawValue) \($0.factor)" } == [
            "back pain aggravating stress", "back pain relieving heating pad", "headache aggravating stress",
        ])
        let headacheStress = try #require(cells.last)
        #expect((headacheStress.people, headacheStress.pairs, headacheStress.pairsWithFactor) == (1, 1, 1))
        #expect(headacheStress.slope == nil)
        #expect(headacheStress.undefined != nil)
        #expect(headacheStress.qValue == nil)
    }

    @Test func req5And6TheQValueIsBenjaminiHochbergOverTheCellsWithAP() throws {
        let cells = try cells()
        let p = cells.map { $0.slope?.pValue ?? .nan }
        let q = try PValueAdjustment.benjaminiHochberg.adjust(p)
        for (cell, expected) in zip(cells, q) where !expected.isNaN {
            #expect(cell.qValue == expected)
        }
        #expect(cells.contains { $0.qValue != nil })
    }

    @Test func req5And6ARunWithoutFactorsHasNoCells() throws {
        let plain = PersonRecord(personID: 1, timeZone: HandBuiltRun.zone, symptomEntries: [
            SymptomEntry(symptom: Self.pain, timestamp: HandBuiltRun.at(0, hour: 9), timeOfDay: nil, severity: .mild),
            SymptomEntry(symptom: Self.pain, timestamp: HandBuiltRun.at(1, hour: 9), timeOfDay: nil, severity: .severe),
        ])
        #expect(try SymptomFactorAnalysis().run(on: try HandBuiltRun(days: 2, people: [plain]).database).isEmpty)
    }
}
