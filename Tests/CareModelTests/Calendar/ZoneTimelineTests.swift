import Foundation
import Testing
@testable import CareModel

/// A person's local days under a zone timeline (``ZoneTimeline``): the zone in effect at
/// an instant decides its date and clock time; a date lived twice is one day, a date
/// skipped is a day with nothing on it.
@Suite struct ZoneTimelineTests {
    static func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
    static func day(_ text: String) -> CalendarDay { CalendarDay(iso8601: text)! }
    static func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier)! }

    /// Tokyo (UTC+9) to Honolulu (UTC-10), eastward across the date line, at 12:00 in
    /// Tokyo on 21 January, which is 17:00 on 20 January in Honolulu: 20 January is lived
    /// twice.
    static let eastward = ZoneTimeline(home: zone("Asia/Tokyo"), changes: [
        ZoneChange(at: instant("2026-01-21T12:00:00+09:00"), timeZone: zone("Pacific/Honolulu")),
    ])
    /// Pago Pago (UTC-11) to Kiritimati (UTC+14), westward across the date line, at 23:30
    /// on 10 March in Pago Pago, which is 00:30 on 12 March in Kiritimati: 11 March is
    /// skipped.
    static let westward = ZoneTimeline(home: zone("Pacific/Pago_Pago"), changes: [
        ZoneChange(at: instant("2026-03-10T23:30:00-11:00"), timeZone: zone("Pacific/Kiritimati")),
    ])
    /// London to New York on 5 March 2026; New York's clocks go forward on 8 March.
    static let toNewYork = ZoneTimeline(home: zone("Europe/London"), changes: [
        ZoneChange(at: instant("2026-03-05T12:00:00Z"), timeZone: zone("America/New_York")),
    ])
    /// London, Tokyo from 00:00 UTC on 20 January, London again from 02:00 UTC on 23
    /// January (11:00 in Tokyo): the conformance vectors' trip.
    static let trip = ZoneTimeline(home: zone("Europe/London"), changes: [
        ZoneChange(at: instant("2026-01-20T00:00:00Z"), timeZone: zone("Asia/Tokyo")),
        ZoneChange(at: instant("2026-01-23T02:00:00Z"), timeZone: zone("Europe/London")),
    ])

    @Test func theZoneInEffectIsTheLastChangeAtOrBeforeTheInstant() {
        let change = Self.instant("2026-01-20T00:00:00Z")
        #expect(Self.trip.zone(at: change.addingTimeInterval(-1)).identifier == "Europe/London")
        #expect(Self.trip.zone(at: change).identifier == "Asia/Tokyo")
        #expect(Self.trip.zone(at: Self.instant("2026-01-23T01:59:59Z")).identifier == "Asia/Tokyo")
        #expect(Self.trip.zone(at: Self.instant("2026-01-23T02:00:00Z")).identifier == "Europe/London")
    }

    @Test func aDateLivedTwiceIsOneDayWhoseEntriesAddUp() {
        let inTokyo = Self.instant("2026-01-20T20:00:00+09:00"), inHonolulu = Self.instant("2026-01-20T20:00:00-10:00")
        #expect(Self.eastward.localDay(of: inTokyo) == Self.day("2026-01-20"))
        #expect(Self.eastward.localDay(of: inHonolulu) == Self.day("2026-01-20"))
        let headache = Symptom(name: "headache")
        let entries = [inTokyo, inHonolulu].map { SymptomEntry(symptom: headache, timestamp: $0, timeOfDay: .evening, severity: .mild) }
        let scores = DailyScorer(timeline: Self.eastward)
            .scores(for: entries, tracking: [headache], from: Self.day("2026-01-19"), through: Self.day("2026-01-21"))
            .filter { $0.level == .symptom }.map(\.score)
        #expect(scores == [0, 2, 0])
    }

    @Test func aDateLivedTwiceEarnsItsDailyLogInOnce() {
        var ledger = RewardLedger(timeline: Self.eastward)
        let rule = RewardRule.version1
        ledger.record(RewardEvent(id: "a", activity: .dailyLogIn, instant: Self.instant("2026-01-20T20:00:00+09:00")), rule: rule)
        let second = ledger.record(RewardEvent(id: "b", activity: .dailyLogIn, instant: Self.instant("2026-01-20T20:00:00-10:00")),
                                   rule: rule)
        #expect(second == .alreadyEarnedToday(Self.day("2026-01-20")))
    }

    @Test func aSkippedDateIsADayWithNothingOnItThatStartsAtTheChange() {
        let change = Self.westward.changes[0].at
        #expect(Self.westward.localDay(of: change.addingTimeInterval(-1)) == Self.day("2026-03-10"))
        #expect(Self.westward.localDay(of: change) == Self.day("2026-03-12"))
        #expect(Self.westward.start(of: Self.day("2026-03-11")) == change)
        #expect(Self.westward.start(of: Self.day("2026-03-12")) == change)
        let headache = Symptom(name: "headache")
        let entries = [change.addingTimeInterval(-60), change].map {
            SymptomEntry(symptom: headache, timestamp: $0, timeOfDay: .night, severity: .moderate)
        }
        let scores = DailyScorer(timeline: Self.westward)
            .scores(for: entries, tracking: [headache], from: Self.day("2026-03-10"), through: Self.day("2026-03-12"))
            .filter { $0.level == .symptom }.map(\.score)
        #expect(scores == [2, 0, 2])
    }

    @Test func daylightSavingAfterAChangeFollowsTheNewZonesClock() {
        // 23:30 EDT on the 23-hour 8 March is 03:30 UTC on the 9th (in London, the 9th).
        let late = Self.instant("2026-03-08T23:30:00-04:00")
        #expect(Self.toNewYork.localDay(of: late) == Self.day("2026-03-08"))
        let time = Self.toNewYork.localTime(of: late)
        #expect(time.timeZone.identifier == "America/New_York" && time.clockTime == ClockTime(hour: 23, minute: 30))
        #expect(Self.toNewYork.localDay(of: Self.instant("2026-03-09T00:30:00-04:00")) == Self.day("2026-03-09"))
        let day8 = Self.toNewYork.instants(from: Self.day("2026-03-08"), through: Self.day("2026-03-08"))
        #expect(day8.upperBound.timeIntervalSince(day8.lowerBound) == 23 * 3600)
    }

    @Test func aScheduleOccursOnceAtARepeatedClockTimeAndNotAtASkippedOne() throws {
        let rule = try RecurrenceRule(start: Self.day("2026-01-19"), times: [ClockTime(hour: 8, minute: 0), ClockTime(hour: 20, minute: 0)],
                                      frequency: .daily)
        let occurrences = rule.occurrences(from: Self.instant("2026-01-19T00:00:00Z"), to: Self.instant("2026-01-24T00:00:00Z"),
                                           timeline: Self.trip)
        #expect(occurrences.map { $0.formatted(.iso8601) } == [
            "2026-01-19T08:00:00Z", "2026-01-19T20:00:00Z",
            // 20 January: London's clock jumps from 00:00 to Tokyo's 09:00, so 08:00 is skipped.
            "2026-01-20T11:00:00Z",
            "2026-01-20T23:00:00Z", "2026-01-21T11:00:00Z",
            "2026-01-21T23:00:00Z", "2026-01-22T11:00:00Z",
            // 23 January: 08:00 in Tokyo before the flight; 08:00 in London is the same clock time again.
            "2026-01-22T23:00:00Z", "2026-01-23T20:00:00Z",
        ])
    }

    @Test func aTimelineWithoutChangesIsItsHomeZone() {
        let timeline = ZoneTimeline(home: Self.zone("America/New_York"))
        for seconds in stride(from: 1_772_000_000, to: 1_775_000_000, by: 7_919) {
            let instant = Date(timeIntervalSince1970: Double(seconds))
            #expect(timeline.localDay(of: instant) == CalendarDay(containing: instant, in: timeline.home))
        }
        #expect(timeline.start(of: Self.day("2026-03-08")) == Self.day("2026-03-08").start(in: timeline.home))
    }

    @Test func ofTwoChangesAtOneInstantTheLaterWins() {
        let at = Self.instant("2026-01-20T00:00:00Z")
        let timeline = ZoneTimeline(home: Self.zone("Europe/London"), changes: [
            ZoneChange(at: at, timeZone: Self.zone("Asia/Tokyo")), ZoneChange(at: at, timeZone: Self.zone("Asia/Kolkata")),
        ])
        #expect(timeline.changes.map(\.timeZone.identifier) == ["Asia/Kolkata"])
    }

    /// Every 13 minutes and every second around each change, over the timelines above:
    /// the grid's day is the timeline's local day.
    @Test(arguments: [eastward, westward, toNewYork, trip])
    func aPersonsDayGridAgreesWithTheTimeline(_ timeline: ZoneTimeline) {
        let first = timeline.localDay(of: timeline.changes[0].at).adding(days: -5)
        let grid = PersonDayGrid(timeline: timeline) { DayGrid(timeZone: $0, first: first, dayCount: 14) }
        let from = timeline.start(of: first), to = timeline.start(of: first.adding(days: 14))
        var instants = Array(stride(from: from.timeIntervalSince1970, to: to.timeIntervalSince1970, by: 13 * 60))
        for change in timeline.changes { instants += [-1, 0, 1].map { change.at.timeIntervalSince1970 + $0 } }
        let wrong = instants.map { Date(timeIntervalSince1970: $0) }.filter { instant in
            grid.dayIndex(of: instant) != first.days(to: timeline.localDay(of: instant))
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    }
}
