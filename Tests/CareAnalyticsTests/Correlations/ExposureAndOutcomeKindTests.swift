import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Correlations over every kind of stored event: the daily columns each kind gives, and a
/// grid that finds a planted association between an imported activity and an imported mood.
@Suite struct ExposureAndOutcomeKindTests {
    static let grid = PersonDayGrid(DayGrid(timeZone: HandBuiltRun.zone, first: HandBuiltRun.start, dayCount: 4))

    static func other(_ kind: EventKind, _ name: String, _ value: Double?, _ unit: String?, day: Int) -> OtherEvent {
        OtherEvent(kind: kind.rawValue, timestamp: HandBuiltRun.at(day, hour: 20), name: name, value: value, unit: unit)
    }

    /// Four days; the person logs in on days 0-2 and not on day 3. A walk on days 0 and 2
    /// (twice on day 2), two doses on day 1, a Daylio mood of 4 and 2 on day 0 and 5 on day 2,
    /// a heart rate of 60 and 70 on day 1, a PHQ-9 of 12 on day 2.
    static func person() throws -> PersonRecord {
        var person = HandBuiltRun.person(1, loginDays: [0, 1, 2])
        person.otherEvents = [
            other(.activity, "walk", 1, "present", day: 0), other(.activity, "walk", 1, "present", day: 2),
            other(.activity, "walk", 1, "present", day: 2),
            other(.mood, "good", 4, "daylio_1_5", day: 0), other(.mood, "bad", 2, "daylio_1_5", day: 0),
            other(.mood, "rad", 5, "daylio_1_5", day: 2),
        ]
        person.doseLogs = [DoseLog(medication: "iron", at: HandBuiltRun.at(1, hour: 8)),
                           DoseLog(medication: "iron", at: HandBuiltRun.at(1, hour: 20))]
        person.measurements = try [60.0, 70.0].map {
            try HealthMeasurement(timestamp: HandBuiltRun.at(1, hour: 9), value: .heartRate(beatsPerMinute: $0), source: .device)
        }
        person.questionnaires = [QuestionnaireAnswer(
            at: HandBuiltRun.at(2, hour: 10),
            score: QuestionnaireScore(questionnaire: .phq9, total: 12, answeredItems: 9, selfHarmItemPositive: false))]
        return person
    }

    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isNaN ? $1.isNaN : $0 == $1 }
    }

    @Test func eachKindGivesItsDailyColumn() throws {
        let person = try Self.person()
        var layout = PanelLayout(symptoms: [])
        var days = PersonDays(log: person, layout: &layout, grid: Self.grid, rule: .version1)
        days.addExposures(of: person, kinds: Set(ExposureKind.allCases), layout: &layout, grid: Self.grid)
        func column(_ name: String, _ unit: String) -> [Double] {
            days.factorTotals[layout.factorIndex(name, unit: unit)]
        }
        // Counts: 0 on a logged day without one, NaN on the day nothing was logged; an
        // activity counts once a day.
        #expect(Self.same(column("activity: walk", "present"), [1, 0, 1, .nan]))
        #expect(Self.same(column("dose: iron", "doses"), [0, 2, 0, .nan]))
        // Values: the day's mean, NaN on days without one.
        #expect(Self.same(column("mood", "daylio_1_5"), [3, .nan, 5, .nan]))
        #expect(Self.same(column("measurement: heart_rate", "bpm"), [.nan, 65, .nan, .nan]))
        #expect(Self.same(column("questionnaire: PHQ-9", "score"), [.nan, .nan, 12, .nan]))
    }

    @Test func outcomeColumnsAreMissingOnDaysWithoutAValue() throws {
        let person = try Self.person()
        var layout = PanelLayout(symptoms: [])
        let days = PersonDays(log: person, layout: &layout, grid: Self.grid, rule: .version1)
        let columns = [OutcomeColumn.mood(scale: "daylio_1_5"), OutcomeColumn(level: .measurement, name: "heart_rate"),
                       OutcomeColumn(level: .questionnaire, name: "PHQ-9"), OutcomeColumn.mood(scale: "valence")]
        let values = days.outcomeColumns(of: person, columns: columns, grid: Self.grid)
        #expect(Self.same(values[0], [3, .nan, 5, .nan]))
        #expect(Self.same(values[1], [.nan, 65, .nan, .nan]))
        #expect(Self.same(values[2], [.nan, .nan, 12, .nan]))
        #expect(values[3].allSatisfy { $0.isNaN })
        #expect(columns[0].name == "mood (daylio_1_5)" && columns[3].name == "mood")
    }

    /// Twenty people over 40 days: on days with a walk the Daylio mood is one point higher.
    /// With imported exposures and mood outcomes, the grid finds walk → mood at lag 0 and no
    /// cell of the mood against itself on the same day.
    @Test func anImportedActivityIsFoundToGoWithAnImportedMood() throws {
        let people = (1...20).map { id in
            var person = HandBuiltRun.person(id, loginDays: [])
            for day in 0..<40 {
                let walked = (day * 7 + id * 3) % 5 < 2
                if walked { person.otherEvents.append(Self.other(.activity, "walk", 1, "present", day: day)) }
                let mood = 2.0 + (walked ? 1 : 0) + Double((day * 11 + id) % 3) - 1
                person.otherEvents.append(Self.other(.mood, "m", mood, "daylio_1_5", day: day))
            }
            return person
        }
        let run = try HandBuiltRun(days: 40, people: people)
        let grid = try CorrelationGridAnalysis(maxLag: 1, exposures: [.imported, .mood], outcomes: [.scores, .mood])
            .run(on: run.database)
        let walk = try #require(grid.cells.first {
            $0.factor == "activity: walk" && $0.outcome == "mood (daylio_1_5)" && $0.lagDays == 0
        })
        #expect(walk.level == .mood && walk.within.r > 0.5 && walk.within.qValue < 0.05)
        #expect(!grid.cells.contains { $0.factor == "mood" && $0.outcome == "mood (daylio_1_5)" && $0.lagDays == 0 })
        #expect(grid.cells.contains { $0.factor == "mood" && $0.outcome == "mood (daylio_1_5)" && $0.lagDays == 1 })
    }

    /// Measurements alone: no lifestyle factor, by amount or by level, joins the grid.
    @Test func aGridWithoutFactorExposuresHasNoFactorCells() throws {
        var person = try Self.person()
        person.factorEntries = (0..<3).flatMap { day in [
            LifestyleFactorEntry(factor: "caffeine", timestamp: HandBuiltRun.at(day, hour: 8), timeOfDay: .morning,
                                 measurement: .amount(100, .milligrams)),
            LifestyleFactorEntry(factor: "stress", timestamp: HandBuiltRun.at(day, hour: 18), timeOfDay: .evening,
                                 measurement: .level(.moderate)),
        ] }
        let run = try HandBuiltRun(days: 4, people: [person])
        // The PHQ-9 on day 2 is the outcome: the heart rate of day 1 meets it at lag 1.
        let grid = try CorrelationGridAnalysis(maxLag: 1, exposures: [.measurement], outcomes: [.scores, .questionnaire])
            .run(on: run.database)
        #expect(!grid.cells.isEmpty && grid.cells.allSatisfy { $0.factor.hasPrefix("measurement: ") })
        let withFactors = try CorrelationGridAnalysis(maxLag: 1, exposures: [.factor, .measurement],
                                                      outcomes: [.scores, .questionnaire]).run(on: run.database)
        #expect(Set(withFactors.cells.map(\.factor)).isSuperset(of: ["caffeine", "stress", "measurement: heart_rate"]))
    }

    /// By default the grid is lifestyle factors against scores, as before.
    @Test func theDefaultGridHasFactorsAndScoresOnly() throws {
        let person = try Self.person()
        let run = try HandBuiltRun(days: 4, people: [person])
        let grid = try CorrelationGridAnalysis(maxLag: 0).run(on: run.database)
        #expect(grid.cells.allSatisfy { [.symptom, .category].contains($0.level) })
        #expect(!grid.cells.contains { $0.factor.hasPrefix("activity") || $0.factor.hasPrefix("dose") })
    }
}
