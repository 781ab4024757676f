import CareModel
import CareStats
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR3/DR7.FR4.0, DR7.FR9.2: appointment attendance by reminder band, counted from
/// calendar events written by hand.
@Suite struct CalendarAnalysisTests {
    static func events(_ lead: ReminderLead?, _ attended: [Bool], kind: CalendarEvent.Kind = .appointment) throws
        -> [CalendarEventOutcome] {
        try attended.enumerated().map { day, attended in
            try CalendarEventOutcome(kind: kind, scheduledAt: HandBuiltRun.at(day, hour: 10), reminder: lead, attended: attended)
        }
    }

    /// Six people over 7 days:
    /// - 1 (arm A), no reminder: attended, attended, missed, missed;
    /// - 2 (arm B), no reminder: attended, missed;
    /// - 3 (arm A), reminded 1 day ahead: attended three times;
    /// - 4 (arm B), reminded 2 days ahead: attended, missed;
    /// - 5 (arm A), reminded 2 hours ahead: attended, missed;
    /// - 6 (arm B): medication times only, which the analysis leaves out.
    static func run() throws -> HandBuiltRun {
        let zone = HandBuiltRun.zone
        return try HandBuiltRun(days: 7, people: [
            PersonRecord(personID: 1, timeZone: zone, arm: "A", calendarEvents: try events(nil, [true, true, false, false])),
            PersonRecord(personID: 2, timeZone: zone, arm: "B", calendarEvents: try events(nil, [true, false])),
            PersonRecord(personID: 3, timeZone: zone, arm: "A", calendarEvents: try events(.days(1), [true, true, true])),
            PersonRecord(personID: 4, timeZone: zone, arm: "B", calendarEvents: try events(.days(2), [true, false])),
            PersonRecord(personID: 5, timeZone: zone, arm: "A", calendarEvents: try events(.hours(2), [true, false])),
            PersonRecord(personID: 6, timeZone: zone, arm: "B",
                         calendarEvents: try events(.minutes(15), [false, false, true], kind: .medication)),
        ])
    }

    /// Counted by hand: no reminder 3 of 6 appointments (2 people), under a day 1 of 2 (1
    /// person), a day or more 4 of 5 (2 people); the day-ahead difference 4/5 − 3/6 = 0.3.
    /// Arm A: 2 of 4 without, 3 of 3 a day ahead (difference 0.5); arm B: 1 of 2 each (0).
    @Test("Seed 004 DR7.FR9.2: attendance by reminder band, for everyone and by arm")
    func attendanceByBand() throws {
        let report = try CalendarAnalysis().run(on: try Self.run().database)
        #expect(report.people == 6 && report.peopleWithAppointments == 5)
        let all = report.cells.filter { $0.dimension == "all" }
        #expect(all.map(\.band) == [.none, .underADay, .aDayOrMore])
        #expect(all.map { "\($0.people) \($0.appointments) \($0.attended)" } == ["2 6 3", "1 2 1", "2 5 4"])
        let none = try #require(report.all(.none))
        #expect(none.attendance == (try Proportion.wilson(successes: 3, trials: 6)))
        #expect(none.attendanceByPerson.map { abs($0.estimate - 0.5) < 1e-12 } == true)
        #expect(report.all(.underADay)?.attendanceByPerson == nil, "one person is no clustered interval")
        let difference = try #require(report.allDifference?.difference)
        #expect(abs(difference.estimate - 0.3) < 1e-12)
        #expect(difference.interval.lower < 0.3 && 0.3 < difference.interval.upper)
        #expect(report.allDifference?.smallerBandPeople == 2 && report.allDifference?.people == 4)
        let arms = report.differences.filter { $0.dimension == "arm" }
        #expect(arms.map(\.group) == ["A", "B"])
        #expect(arms.map { $0.difference.map { ($0.estimate * 10).rounded() / 10 } } == [0.5, 0])
        #expect(report.cells.filter { $0.dimension == "arm" }.map { "\($0.group) \($0.band.rawValue) \($0.attended)/\($0.appointments)" }
                == ["A none 2/4", "A under 1 day 1/2", "A 1 day or more 3/3", "B none 1/2", "B 1 day or more 1/2"])
    }

    /// A person's appointments share their reminder: copying every appointment of each
    /// person leaves the clustered interval of the difference as wide, up to the
    /// small-sample factor, while an interval that treated appointments as independent
    /// would narrow by √2.
    @Test("Seed 004 DR7.FR9.2: the day-ahead difference's interval is clustered by person")
    func differenceIsClusteredByPerson() throws {
        func width(_ copies: Int) throws -> Double {
            let zone = HandBuiltRun.zone
            let people = try (1...12).map { id in
                let lead: ReminderLead? = id <= 6 ? nil : .days(1)
                let attended = (0..<3).map { ($0 + id) % 3 != 0 || id % 4 == 0 }
                return PersonRecord(personID: id, timeZone: zone,
                                    calendarEvents: try Self.events(lead, Array(repeating: attended, count: copies).flatMap { $0 }))
            }
            let report = try CalendarAnalysis().run(on: try HandBuiltRun(days: 7, people: people).database)
            let interval = try #require(report.allDifference?.difference?.interval)
            return interval.upper - interval.lower
        }
        let once = try width(1), twice = try width(2)
        #expect(twice / once > 0.95, "\(once) \(twice)")
    }
}
