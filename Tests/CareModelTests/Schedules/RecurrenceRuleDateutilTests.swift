import CareModel
import Foundation
import Testing

/// The recurrence engine against an independent RFC 5545 implementation: 300 generated
/// rules (month ends, 29 February, daylight-saving gaps and repeats in nine time zones)
/// whose occurrences python-dateutil 2.9 computed (see `Fixtures/README.md`).
@Suite struct RecurrenceRuleDateutilTests {
    @Test(arguments: RecurrenceFixture.all)
    func occurrencesMatchDateutil(_ fixture: RecurrenceFixture) throws {
        let rule = try fixture.rule()
        let zone = try #require(TimeZone(identifier: fixture.timeZone))
        let found = rule.occurrences(from: instant(fixture.from), to: instant(fixture.to), in: zone)
        #expect(found == fixture.occurrences.map(instant))
    }

    @Test func fixtureCoversEveryFrequencyAndEdgeKind() {
        let fixtures = RecurrenceFixture.all
        #expect(fixtures.count == 300)
        #expect(Set(fixtures.map(\.frequency)) == Set(Frequency.allCases.map(\.rawValue)))
        #expect(Set(fixtures.map(\.kind)) == ["general", "dst", "month_end", "leap_day"])
    }
}
