import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR8 "moods over time": the mood survey per study week and cohort, on two people
/// over 14 days written by hand.
@Suite struct MoodWeeksTests {
    /// Person 1 (cohort A): happy on day 0, sad on day 1, love on day 8; person 2 (cohort B):
    /// angry on day 0, excited on day 9.
    static let answers: [Int: [(Mood, Int)]] = [1: [(.happy, 0), (.sad, 1), (.love, 8)], 2: [(.angry, 0), (.excited, 9)]]

    static func run() throws -> HandBuiltRun {
        try HandBuiltRun(days: 14, people: [1, 2].map { id in
            var person = HandBuiltRun.person(id, loginDays: [])
            person.moods = answers[id]!.map { MoodCheckIn(mood: $0.0, timestamp: HandBuiltRun.at($0.1, hour: 18)) }
            person.cohort = id == 1 ? "A" : "B"
            return person
        })
    }

    /// The answers of `ids` on a day of `week`.
    static func moods(_ ids: [Int], week: Int) -> [Mood] {
        ids.flatMap { answers[$0]! }.filter { $0.1 / 7 + 1 == week }.map(\.0)
    }

    @Test func seed004DR8MoodsArePerStudyWeekAndCohort() throws {
        let report = try MoodAnalysis().run(on: try Self.run().database)
        func week(_ group: String, _ number: Int) -> MoodReport.Week? {
            report.weeks.first { $0.group == group && $0.week == number }
        }
        for number in [1, 2] {
            let moods = Self.moods([1, 2], week: number)
            let row = try #require(week("all", number))
            #expect(row.answers == moods.count && row.people == 2)
            let mean = moods.map(\.affect.valence).reduce(0, +) / Double(moods.count)
            #expect(abs(row.meanValence - mean) < 1e-12)
            #expect(row.negativeShare == Double(moods.filter { $0.group == .negative }.count) / Double(moods.count))
        }
        #expect(week("A", 1)?.answers == 2 && week("B", 2)?.answers == 1)
        #expect(week("B", 2)?.meanValence == Mood.excited.affect.valence)
        #expect(report.weeks.map(\.group) == ["all", "all", "A", "A", "B", "B"])
    }
}
