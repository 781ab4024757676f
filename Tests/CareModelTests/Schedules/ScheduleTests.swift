import CareModel
import Foundation
import Testing

/// Editing a schedule mid-way: future occurrences change, past ones stay.
@Suite struct ScheduleTests {
    let utc = zone("UTC")

    /// Daily at 08:00 from 1 March; on 3 March at 12:00 it becomes daily at 20:00. Then 1,
    /// 2 and 3 March keep 08:00 (3 March 08:00 was before the edit), 3 March gains 20:00
    /// and 4 March has 20:00 only.
    @Test func anEditChangesFutureOccurrencesAndKeepsPastOnes() throws {
        var schedule = Schedule(try RecurrenceRule(start: day("2026-03-01"), times: [time("08:00")], frequency: .daily))
        let editedAt = local("2026-03-03 12:00", in: utc)
        schedule.edit(to: try RecurrenceRule(start: day("2026-03-01"), times: [time("20:00")], frequency: .daily), from: editedAt)
        let found = schedule.occurrences(from: local("2026-03-01 00:00", in: utc), to: local("2026-03-05 00:00", in: utc), in: utc)
        #expect(found == ["2026-03-01 08:00", "2026-03-02 08:00", "2026-03-03 08:00", "2026-03-03 20:00", "2026-03-04 20:00"]
            .map { local($0, in: utc) })
        #expect(schedule.rule.times == [time("20:00")])
    }

    /// A second edit made earlier than a pending one supersedes it.
    @Test func anEarlierEditSupersedesLaterVersions() throws {
        let daily = { (clock: String) throws in try RecurrenceRule(start: day("2026-03-01"), times: [time(clock)], frequency: .daily) }
        var schedule = Schedule(try daily("08:00"))
        schedule.edit(to: try daily("09:00"), from: local("2026-03-10 00:00", in: utc))
        schedule.edit(to: try daily("10:00"), from: local("2026-03-05 00:00", in: utc))
        #expect(schedule.versions.count == 2)
        let found = schedule.occurrences(from: local("2026-03-04 00:00", in: utc), to: local("2026-03-12 00:00", in: utc), in: utc)
        #expect(found.first == local("2026-03-04 08:00", in: utc))
        #expect(found.dropFirst().allSatisfy { Calendar.gregorian(in: utc).component(.hour, from: $0) == 10 })
    }

    @Test func aReminderFiresAtItsScheduleOccurrences() throws {
        let rule = try RecurrenceRule(start: day("2026-01-05"), times: [time("09:00")], frequency: .weekly, interval: 2)
        let reminder = Reminder(name: "Change sensor", subject: .deviceChange, schedule: Schedule(rule))
        let alerts = reminder.alerts(from: local("2026-01-01 00:00", in: utc), to: local("2026-02-01 00:00", in: utc), in: utc)
        #expect(alerts == ["2026-01-05 09:00", "2026-01-19 09:00"].map { local($0, in: utc) })
    }
}
