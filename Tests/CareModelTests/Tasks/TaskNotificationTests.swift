import CareModel
import Foundation
import Testing

/// The notification life cycle (seed 003, stories 1 and 6-8): sent at 08:00, seen on the
/// alarm page at 08:10, with a 30-minute grace period.
@Suite struct TaskNotificationTests {
    let utc = zone("UTC")
    var occurrence: TaskOccurrence { TaskOccurrence(task: "walk", scheduled: at("08:00")) }
    let grace: TimeInterval = 30 * 60

    private func at(_ clock: String) -> Date { local("2026-03-01 \(clock)", in: utc) }

    @Test("Seed 003 story 6: unacted on, a notification goes pending, sent, seen (from 08:10), then left",
          arguments: [
              ("07:59", "pending"), ("08:00", "sent"), ("08:09", "sent"), ("08:10", "seen"), ("08:29", "seen"), ("08:30", "left"),
          ])
    func aNotificationNobodyActsOnIsSeenThenLeft(now: String, expected: String) throws {
        let notification = try TaskNotification(occurrence: occurrence, seenAt: at("08:10"))
        let stage = notification.stage(at: at(now), outcomes: [], gracePeriod: grace)
        let name = switch stage {
        case .pending: "pending"
        case .sent: "sent"
        case .seen(let seen): seen == at("08:10") ? "seen" : "seen at another instant"
        case .snoozed: "snoozed"
        case .resolved: "resolved"
        case .left: "left"
        }
        #expect(name == expected)
    }

    @Test("Seed 003 story 7: doing the task resolves the notification, seen or not")
    func doingTheTaskResolvesIt() throws {
        let done = TaskOutcome.done(occurrence, at: at("08:20"))
        for seen in [nil, at("08:05")] {
            let notification = try TaskNotification(occurrence: occurrence, seenAt: seen)
            #expect(notification.stage(at: at("12:00"), outcomes: [done], gracePeriod: grace) == .resolved(at: at("08:20")))
        }
    }

    @Test("Seed 003 story 8: a snooze shows as snoozed until it ends, then the notification is seen again until its deadline")
    func aSnoozeIsAStageOfItsOwn() throws {
        let snooze = try TaskOutcome.snoozed(occurrence, at: at("08:05"), for: 45 * 60)
        let notification = try TaskNotification(occurrence: occurrence, seenAt: at("08:05"))
        let stages = ["08:20", "08:50", "09:20"].map { notification.stage(at: at($0), outcomes: [snooze], gracePeriod: grace) }
        #expect(stages == [.snoozed(until: at("08:50")), .seen(at: at("08:05")), .left])
    }

    @Test("Seed 003 story 6: a notification never seen stays sent until it is left; minutes to seen are nil")
    func anUnseenNotificationStaysSent() throws {
        let notification = try TaskNotification(occurrence: occurrence)
        #expect(notification.stage(at: at("08:29"), outcomes: [], gracePeriod: grace) == .sent)
        #expect(notification.minutesToSeen == nil)
        #expect(try TaskNotification(occurrence: occurrence, seenAt: at("08:45")).minutesToSeen == 45)
    }

    @Test("Seed 003 story 6: a notification cannot be seen before it is sent")
    func seeingComesAfterSending() {
        #expect(throws: TaskError.seenBeforeSent(field: "seen_at", value: at("07:59"), sentAt: at("08:00"))) {
            try TaskNotification(occurrence: occurrence, seenAt: at("07:59"))
        }
    }
}
