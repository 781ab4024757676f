import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// The engagement pass reads a run in parts: tallies of consecutive parts, merged in
/// person order, must equal the tally of one pass over everyone, whatever the cut.
@Suite struct EngagementTallyTests {
    static let period = StudyPeriod(first: HandBuiltRun.start, last: HandBuiltRun.start.adding(days: 39))

    static let people: [PersonRecord] = [
        HandBuiltRun.person(1, arm: "b", loginDays: Array(0...9)),
        HandBuiltRun.person(2, arm: "a", loginDays: [0, 1, 35],
                            extra: [AppUsageEvent(kind: .learningModule, timestamp: HandBuiltRun.at(1, hour: 12))]),
        HandBuiltRun.person(3, arm: "c", loginDays: []),
        HandBuiltRun.person(4, arm: "a", loginDays: Array(0..<40),
                            extra: [AppUsageEvent(kind: .moodSurvey, timestamp: HandBuiltRun.at(3, hour: 10))]),
        HandBuiltRun.person(5, arm: "c", loginDays: [12, 13, 30]),
    ]

    /// Every field of a tally as text, so that two tallies compare in full.
    static func describe(_ tally: EngagementTally) -> [String] {
        [
            "\(tally.people) \(tally.users) \(tally.arms) \(tally.surveys) \(tally.daysUsed)",
            "\(tally.daily) \(tally.weekly) \(tally.monthly)",
            "\(tally.firsts) \(tally.personArms) \(tally.activities)",
            "\(tally.survival.map { "\($0.days) \($0.droppedOut) \($0.arm)" })",
            "\(tally.loginRates) \(tally.modules)",
            "\(tally.sectionEvents.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.events) \($0.value.people)" })",
        ]
    }

    @Test(arguments: [1, 2, 3, 4])
    func mergedPartsEqualOnePass(cut: Int) {
        var whole = EngagementTally(period: Self.period, inactiveDays: 30)
        for log in Self.people { whole.add(log) }
        var first = EngagementTally(period: Self.period, inactiveDays: 30)
        var second = first
        for log in Self.people[..<cut] { first.add(log) }
        for log in Self.people[cut...] { second.add(log) }
        first.merge(second)
        #expect(Self.describe(first) == Self.describe(whole))
        #expect(whole.arms == ["b", "a", "c"])
        #expect(whole.users == 4)
    }
}
