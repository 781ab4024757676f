import CareModel
import Foundation
import PropertyBased
import Testing

/// Property-based tests: no sequence of events over- or under-awards (seed 004, section 5.0
/// lists "points awarded to the user are inaccurate" as a risk).
///
/// Each case draws a pool of distinct events over about three months, a sequence that
/// repeats pool events in any order (as retried uploads do), and a time zone with or without
/// daylight saving. The expected totals are computed in closed form, not by replaying.
@Suite struct RewardLedgerPropertyTests {
    struct EventSpec: Hashable, Sendable {
        var activity: RewardActivity
        var hours: Int
        var score: Int
    }

    struct Case: Sendable, CustomStringConvertible {
        var pool: [EventSpec]
        var order: [Int]
        var zoneIndex: Int
        var shuffleSeed: UInt64

        static let zones = ["America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kolkata"]
        static let origin = Date(timeIntervalSince1970: 1_772_323_200) // 2026-03-01T00:00:00Z

        var timeZone: TimeZone { TimeZone(identifier: Self.zones[zoneIndex])! }

        /// The recorded sequence: pool events by index, repeats included.
        var events: [RewardEvent] {
            order.map { index in
                let spec = pool[index % pool.count]
                return RewardEvent(
                    id: "event-\(index % pool.count)", activity: spec.activity,
                    instant: Self.origin.addingTimeInterval(TimeInterval(spec.hours) * 3600 + 1800),
                    gameScore: spec.score
                )
            }
        }

        var description: String { "zone \(Self.zones[zoneIndex]), pool \(pool), order \(order)" }
    }

    static let cases = zip(
        zip(Gen.int(in: 0...4), Gen.int(in: 0...(95 * 24)), Gen.int(in: 0...100))
            .map { EventSpec(activity: RewardActivity.allCases[$0], hours: $1, score: $2) }
            .array(of: 1...25),
        Gen.int(in: 0...24).array(of: 1...60),
        Gen.int(in: 0...3),
        Gen.uint64(in: 0...UInt64.max)
    ).map { Case(pool: $0, order: $1, zoneIndex: $2, shuffleSeed: $3) }

    /// Closed form: every distinct non-log-in event earns its rule points once; every local
    /// day with at least one log-in earns the log-in points once; grouped by local month.
    static func expectedTotals(_ events: [RewardEvent], rule: RewardRule, timeZone: TimeZone) -> [CalendarMonth: Int] {
        let calendar = Calendar.gregorian(in: timeZone)
        var distinct: [String: RewardEvent] = [:]
        for event in events where distinct[event.id] == nil { distinct[event.id] = event }
        var totals: [CalendarMonth: Int] = [:]
        func month(_ date: Date) -> CalendarMonth {
            let parts = calendar.dateComponents([.year, .month], from: date)
            return CalendarMonth(year: parts.year!, month: parts.month!)
        }
        for event in distinct.values where event.activity != .dailyLogIn {
            totals[month(event.instant), default: 0] += rule.points(for: event)
        }
        let logInDays = Set(distinct.values.filter { $0.activity == .dailyLogIn }
            .map { calendar.dateComponents([.year, .month, .day], from: $0.instant) })
        for day in logInDays {
            totals[CalendarMonth(year: day.year!, month: day.month!), default: 0] += rule.points[.dailyLogIn] ?? 0
        }
        return totals
    }

    static func ledger(recording events: [RewardEvent], in timeZone: TimeZone) -> RewardLedger {
        var ledger = RewardLedger(timeZone: timeZone)
        for event in events { ledger.record(event, rule: .version1) }
        return ledger
    }

    @Test func monthlyTotalsMatchTheClosedForm() async {
        await propertyCheck(input: Self.cases) { sample in
            let ledger = Self.ledger(recording: sample.events, in: sample.timeZone)
            let expected = Self.expectedTotals(sample.events, rule: .version1, timeZone: sample.timeZone)
            #expect(ledger.monthlyTotals == expected)
        }
    }

    @Test func balanceEqualsTheLedgerSumSinceTheLastReset() async {
        await propertyCheck(input: Self.cases) { sample in
            let ledger = Self.ledger(recording: sample.events, in: sample.timeZone)
            let calendar = Calendar.gregorian(in: sample.timeZone)
            let probes = sample.events.map(\.instant) + sample.events.map { $0.instant.addingTimeInterval(-1) }
            for probe in probes {
                let lastReset = calendar.dateInterval(of: .month, for: probe)!.start
                let sinceReset = ledger.entries
                    .filter { $0.instant >= lastReset && $0.instant <= probe }
                    .reduce(0) { $0 + $1.points }
                #expect(ledger.balance(at: probe) == sinceReset)
            }
        }
    }

    @Test func replayingEverythingAddsNothing() async {
        await propertyCheck(input: Self.cases) { sample in
            var ledger = Self.ledger(recording: sample.events, in: sample.timeZone)
            let before = ledger.entries
            for event in sample.events {
                #expect(ledger.record(event, rule: .version1).pointsAdded == 0)
            }
            #expect(ledger.entries == before)
        }
    }

    @Test func arrivalOrderDoesNotChangeTheTotals() async {
        await propertyCheck(input: Self.cases) { sample in
            var generator = SeededGenerator(seed: sample.shuffleSeed)
            let shuffled = sample.events.shuffled(using: &generator)
            #expect(Self.ledger(recording: shuffled, in: sample.timeZone).monthlyTotals
                == Self.ledger(recording: sample.events, in: sample.timeZone).monthlyTotals)
        }
    }

    @Test func noEventAndNoLogInDayEarnsTwice() async {
        await propertyCheck(input: Self.cases) { sample in
            let ledger = Self.ledger(recording: sample.events, in: sample.timeZone)
            #expect(Set(ledger.entries.map(\.eventID)).count == ledger.entries.count)
            let logInDays = ledger.entries.filter { $0.activity == .dailyLogIn }.map(\.day)
            #expect(Set(logInDays).count == logInDays.count)
        }
    }
}
