import CareModel
import Foundation
import Testing

/// The instants each day's score covers (seed 000, Req 8 and 9: "input from past 24
/// hours", "generated at 12:00 am"), in time zones with daylight-saving changes.
///
/// Expected bounds are worked out by hand from the 2026 transitions and written in UTC:
/// Europe/London goes from GMT (UTC+0) to BST (UTC+1) at 01:00 GMT on 29 March and back at
/// 02:00 BST on 25 October; America/New_York goes from EST (UTC-5) to EDT (UTC-4) at 02:00
/// EST on 8 March and back at 02:00 EDT on 1 November. The transitions were cross-checked
/// with Python's zoneinfo (tzdata) by printing the UTC offset at each local midnight.
@Suite struct ScoreWindowTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var zone: String
        var day: CalendarDay
        var window: ScoreWindow = .localDay
        var cutoff = ClockTime(hour: 0, minute: 0)
        var start: String
        var end: String
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        // An ordinary winter day in London: 00:00 GMT to 00:00 GMT, 24 h.
        Case(label: "London ordinary day", zone: "Europe/London", day: .init(year: 2026, month: 3, day: 10),
             start: "2026-03-10T00:00:00Z", end: "2026-03-11T00:00:00Z"),
        // 29 March: midnight is 00:00 GMT; the next midnight is 00:00 BST = 23:00 UTC. 23 h.
        Case(label: "London spring-forward day has 23 hours", zone: "Europe/London",
             day: .init(year: 2026, month: 3, day: 29),
             start: "2026-03-29T00:00:00Z", end: "2026-03-29T23:00:00Z"),
        // 25 October: midnight is 00:00 BST = 23:00 UTC the day before; next midnight 00:00 GMT. 25 h.
        Case(label: "London fall-back day has 25 hours", zone: "Europe/London",
             day: .init(year: 2026, month: 10, day: 25),
             start: "2026-10-24T23:00:00Z", end: "2026-10-26T00:00:00Z"),
        // 8 March: 00:00 EST = 05:00 UTC; 9 March 00:00 EDT = 04:00 UTC. 23 h.
        Case(label: "New York spring-forward day has 23 hours", zone: "America/New_York",
             day: .init(year: 2026, month: 3, day: 8),
             start: "2026-03-08T05:00:00Z", end: "2026-03-09T04:00:00Z"),
        // 1 November: 00:00 EDT = 04:00 UTC; 2 November 00:00 EST = 05:00 UTC. 25 h.
        Case(label: "New York fall-back day has 25 hours", zone: "America/New_York",
             day: .init(year: 2026, month: 11, day: 1),
             start: "2026-11-01T04:00:00Z", end: "2026-11-02T05:00:00Z"),
        // A cut-off of 04:00: the day's score covers 04:00 to 04:00 the next morning.
        Case(label: "cut-off 04:00 on an ordinary day", zone: "Europe/London",
             day: .init(year: 2026, month: 3, day: 10), cutoff: .init(hour: 4, minute: 0),
             start: "2026-03-10T04:00:00Z", end: "2026-03-11T04:00:00Z"),
        // 28 March with cut-off 04:00: from 04:00 GMT to 04:00 BST (03:00 UTC) on 29 March, 23 h.
        Case(label: "cut-off 04:00 across the spring-forward night", zone: "Europe/London",
             day: .init(year: 2026, month: 3, day: 28), cutoff: .init(hour: 4, minute: 0),
             start: "2026-03-28T04:00:00Z", end: "2026-03-29T03:00:00Z"),
        // Cut-off 01:30 does not exist on 29 March (01:00 GMT jumps to 02:00 BST); it moves
        // forward by the gap to 02:30 BST = 01:30 UTC, so 28 March keeps 24 h…
        Case(label: "cut-off in the skipped hour closes the day before at 02:30 BST", zone: "Europe/London",
             day: .init(year: 2026, month: 3, day: 28), cutoff: .init(hour: 1, minute: 30),
             start: "2026-03-28T01:30:00Z", end: "2026-03-29T01:30:00Z"),
        // …and 29 March runs from there to 01:30 BST (00:30 UTC) on 30 March: 23 h.
        Case(label: "cut-off in the skipped hour opens the short day at 02:30 BST", zone: "Europe/London",
             day: .init(year: 2026, month: 3, day: 29), cutoff: .init(hour: 1, minute: 30),
             start: "2026-03-29T01:30:00Z", end: "2026-03-30T00:30:00Z"),
        // Cut-off 01:30 happens twice on 25 October; the first (01:30 BST = 00:30 UTC) counts,
        // so 25 October runs to 01:30 GMT on 26 October: 25 h.
        Case(label: "cut-off in the repeated hour uses its first occurrence", zone: "Europe/London",
             day: .init(year: 2026, month: 10, day: 25), cutoff: .init(hour: 1, minute: 30),
             start: "2026-10-25T00:30:00Z", end: "2026-10-26T01:30:00Z"),
        // `.hours(24)` on an ordinary day is the same as the local day.
        Case(label: "24 hours on an ordinary New York day", zone: "America/New_York",
             day: .init(year: 2026, month: 3, day: 10), window: .hours(24),
             start: "2026-03-10T04:00:00Z", end: "2026-03-11T04:00:00Z"),
        // `.hours(24)` on the 25-hour day: the 24 h before 00:00 GMT on 26 October start at
        // 00:00 UTC = 01:00 BST, so 00:00-01:00 BST on 25 October is in no window.
        Case(label: "24 hours on the London fall-back day skips its first hour", zone: "Europe/London",
             day: .init(year: 2026, month: 10, day: 25), window: .hours(24),
             start: "2026-10-25T00:00:00Z", end: "2026-10-26T00:00:00Z"),
        // `.hours(24)` on the 23-hour day: the 24 h before 00:00 BST (23:00 UTC) on 30 March
        // start at 23:00 GMT on 28 March, the last hour of the day before.
        Case(label: "24 hours on the London spring-forward day reach into the day before", zone: "Europe/London",
             day: .init(year: 2026, month: 3, day: 29), window: .hours(24),
             start: "2026-03-28T23:00:00Z", end: "2026-03-29T23:00:00Z"),
        // A rolling 48-hour window ends at the same cut-off.
        Case(label: "48 hours end at the day's cut-off", zone: "Europe/London",
             day: .init(year: 2026, month: 3, day: 10), window: .hours(48),
             start: "2026-03-09T00:00:00Z", end: "2026-03-11T00:00:00Z"),
    ]

    @Test("Req 8-9: a day's score covers the instants between two cut-offs in the user's zone",
          arguments: cases)
    func windowBounds(_ c: Case) {
        let rule = ScoringRule(version: 1, points: ScoringRule.version1.points, window: c.window, cutoff: c.cutoff)
        let window = DailyScorer(rule: rule, timeZone: zone(c.zone)).window(for: c.day)
        #expect(window.lowerBound == instant(c.start))
        #expect(window.upperBound == instant(c.end))
    }

    @Test("Req 8-9: local-day windows tile time, each instant in exactly one day, across a year")
    func localDaysTile() {
        for identifier in ["Europe/London", "America/New_York"] {
            let scorer = DailyScorer(timeZone: zone(identifier))
            var day = CalendarDay(year: 2026, month: 1, day: 1)
            while day.year == 2026 {
                #expect(scorer.window(for: day).upperBound == scorer.window(for: day.adding(days: 1)).lowerBound)
                day = day.adding(days: 1)
            }
        }
    }
}
