import CareModel
import Foundation
import Testing

/// Daylight-saving days, RFC 5545 section 3.3.5. New York moved from EST (UTC-5) to EDT
/// (UTC-4) at 02:00 on 8 March 2026 and back at 02:00 on 1 November 2026.
@Suite struct DaylightSavingTests {
    let newYork = zone("America/New_York")

    private func utc(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    /// 02:30 does not exist on 8 March: read with the offset before the gap (UTC-5) it is
    /// 07:30Z, which is 03:30 EDT. The days around it are 02:30 EST (07:30Z) and 02:30 EDT
    /// (06:30Z).
    @Test func aMissingTimeMovesForwardByTheGap() throws {
        let rule = try RecurrenceRule(start: day("2026-03-07"), times: [time("02:30")], frequency: .daily)
        let found = rule.occurrences(from: utc("2026-03-07T00:00:00Z"), to: utc("2026-03-10T00:00:00Z"), in: newYork)
        #expect(found == [utc("2026-03-07T07:30:00Z"), utc("2026-03-08T07:30:00Z"), utc("2026-03-09T06:30:00Z")])
    }

    /// 01:30 happens twice on 1 November (EDT, then EST): the first, 05:30Z, is the one.
    @Test func aRepeatedTimeIsItsFirstOccurrence() throws {
        let rule = try RecurrenceRule(start: day("2026-10-31"), times: [time("01:30")], frequency: .daily)
        let found = rule.occurrences(from: utc("2026-10-31T00:00:00Z"), to: utc("2026-11-03T00:00:00Z"), in: newYork)
        #expect(found == [utc("2026-10-31T05:30:00Z"), utc("2026-11-01T05:30:00Z"), utc("2026-11-02T06:30:00Z")])
    }

    /// 02:30 and 03:30 both land on 03:30 EDT on 8 March: one occurrence, not two.
    @Test func twoTimesOnTheSameInstantCountOnce() throws {
        let rule = try RecurrenceRule(start: day("2026-03-08"), times: [time("02:30"), time("03:30")], frequency: .once)
        let found = rule.occurrences(from: utc("2026-03-08T00:00:00Z"), to: utc("2026-03-09T00:00:00Z"), in: newYork)
        #expect(found == [utc("2026-03-08T07:30:00Z")])
    }

    /// A daily 08:00 dose stays at 08:00 on the wall clock across the change: 13:00Z
    /// before, 12:00Z after; the instants are 23 hours apart over the change.
    @Test func wallClockTimesStayPutAcrossTheChange() throws {
        let rule = try RecurrenceRule(start: day("2026-03-07"), times: [time("08:00")], frequency: .daily)
        let found = rule.occurrences(from: utc("2026-03-07T00:00:00Z"), to: utc("2026-03-09T00:00:00Z"), in: newYork)
        #expect(found == [utc("2026-03-07T13:00:00Z"), utc("2026-03-08T12:00:00Z")])
    }
}
