import Foundation
import Testing
@testable import CareModel

/// Seed 000 Req 15: whether a reminder was followed, by checking it off or by logging what
/// it reminds of within the window after it fired.
@Suite struct ReminderFollowUpTests {
    static let fired = Date(timeIntervalSince1970: 1_770_000_000)

    static func minutes(_ minutes: Double) -> Date { fired.addingTimeInterval(minutes * 60) }

    static func record(doses: [(String, Double)] = [], factors: [(String, Double)] = []) -> PersonRecord {
        PersonRecord(personID: 1, timeZone: TimeZone(identifier: "UTC")!,
                     factorEntries: factors.map {
                         LifestyleFactorEntry(factor: $0.0, timestamp: minutes($0.1), timeOfDay: nil,
                                              measurement: .amount(250, .millilitres))
                     },
                     doseLogs: doses.map { DoseLog(medication: $0.0, at: minutes($0.1)) })
    }

    /// An action counts from the firing to the end of the window, both included.
    @Test("Seed 000 Req 15: an action follows a firing only within the window", arguments: [
        (-1.0, false), (0, true), (60, true), (120, true), (121, false),
    ])
    func windowBounds(offsetMinutes: Double, follows: Bool) {
        #expect(ReminderFollowUp.standard.follows(Self.minutes(offsetMinutes), firedAt: Self.fired) == follows)
    }

    /// The first action in the window is the follow-up; actions outside it are ignored.
    @Test("Seed 000 Req 15: the follow-up is the first action in the window")
    func firstActionInWindow() {
        let rule = ReminderFollowUp(window: 3600)
        #expect(rule.followUp(of: Self.fired, among: [Self.minutes(-5), Self.minutes(50), Self.minutes(20)]) == Self.minutes(20))
        #expect(rule.followUp(of: Self.fired, among: [Self.minutes(-5), Self.minutes(61)]) == nil)
    }

    /// A medication reminder is followed by a dose of its own medication, not another's.
    @Test("Seed 000 Req 15: a medication reminder is followed by a dose of its medication")
    func medicationFollowedByItsDose() {
        let fired = FiredReminder(name: "evening pill", subject: .medication, target: "propranolol", firedAt: Self.fired)
        #expect(ReminderFollowUp.standard.isFollowed(fired, in: Self.record(doses: [("propranolol", 30)])))
        #expect(!ReminderFollowUp.standard.isFollowed(fired, in: Self.record(doses: [("ibuprofen", 30)])))
        #expect(!ReminderFollowUp.standard.isFollowed(fired, in: Self.record(doses: [("propranolol", 180)])))
    }

    /// A lifestyle-factor reminder is followed by an entry of its factor.
    @Test("Seed 000 Req 15: a factor reminder is followed by an entry of its factor")
    func factorFollowedByItsEntry() {
        let fired = FiredReminder(name: "drink", subject: .lifestyleFactor, target: "water", firedAt: Self.fired)
        #expect(ReminderFollowUp.standard.isFollowed(fired, in: Self.record(factors: [("water", 10)])))
        #expect(!ReminderFollowUp.standard.isFollowed(fired, in: Self.record(factors: [("caffeine", 10)])))
    }

    /// Appointments and device changes are checked off; logs of anything do not follow them.
    @Test("Seed 000 Req 15: an appointment or device change is followed by its check-off", arguments: [
        (ReminderSubject.appointment, 30.0 as Double?, true), (.deviceChange, 30, true), (.deviceChange, 200, false),
        (.appointment, nil, false), (.other, 5, true),
    ])
    func checkedOff(subject: ReminderSubject, checkedOffAfter: Double?, followed: Bool) {
        let fired = FiredReminder(name: "task", subject: subject, target: "propranolol", firedAt: Self.fired,
                                  followedAt: checkedOffAfter.map(Self.minutes))
        #expect(ReminderFollowUp.standard.isFollowed(fired, in: Self.record(doses: [("propranolol", 10)])) == followed)
    }

    /// A check-off in the window follows a medication reminder even without a dose logged.
    @Test("Seed 000 Req 15: checking off a medication reminder follows it")
    func checkOffFollowsMedicationReminder() {
        let fired = FiredReminder(name: "pill", subject: .medication, target: "propranolol", firedAt: Self.fired,
                                  followedAt: Self.minutes(15))
        #expect(ReminderFollowUp.standard.isFollowed(fired, in: Self.record()))
    }
}
