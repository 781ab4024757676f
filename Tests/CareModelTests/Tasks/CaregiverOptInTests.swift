import CareModel
import Foundation
import Testing

/// The caregiver's opt-in to be told of misses and completions (seed 003, story 16): one
/// message per occurrence left or resolved, of the kinds opted in to, from the choice on.
@Suite struct CaregiverOptInTests {
    let utc = zone("UTC")
    let grace: TimeInterval = 30 * 60

    private func at(_ clock: String, day: Int = 1) -> Date { local("2026-03-0\(day) \(clock)", in: utc) }

    /// Three mornings: done on the 1st, left on the 2nd, done after a snooze on the 3rd.
    var notifications: [TaskNotification] {
        (1...3).map { try! TaskNotification(occurrence: TaskOccurrence(task: "pills", scheduled: at("08:00", day: $0))) }
    }

    var outcomes: [TaskOutcome] {
        let occurrences = notifications.map(\.occurrence)
        return [.done(occurrences[0], at: at("08:10", day: 1)), try! .snoozed(occurrences[2], at: at("08:05", day: 3), for: 600),
                .done(occurrences[2], at: at("08:20", day: 3))]
    }

    @Test("Seed 003 story 16: each opt-in gives one message per miss or completion of its kind, none without one",
          arguments: [(false, false, [String]()), (true, false, ["missed 2"]), (false, true, ["completed 1", "completed 3"]),
                      (true, true, ["completed 1", "missed 2", "completed 3"])])
    func messagesFollowTheOptIn(misses: Bool, completions: Bool, expected: [String]) {
        let optIn = CaregiverOptIn(misses: misses, completions: completions, since: at("00:00"))
        let messages = optIn.messages(about: notifications, outcomes: outcomes, at: at("12:00", day: 3), gracePeriod: grace)
        let days = messages.map { "\($0.kind.rawValue) \(Calendar(identifier: .gregorian).dateComponents(in: utc, from: $0.occurrence.scheduled).day!)" }
        #expect(days == expected)
    }

    @Test("Seed 003 story 16: no message about occurrences before the choice or not settled yet")
    func noMessageBeforeTheChoiceOrWhileOpen() {
        let optIn = CaregiverOptIn(misses: true, completions: true, since: at("12:00", day: 1))
        let messages = optIn.messages(about: notifications, outcomes: outcomes, at: at("08:15", day: 3), gracePeriod: grace)
        #expect(messages.map(\.kind) == [.missed])
    }
}
