import Testing
@testable import CareModel

/// Seed 000 Req 3 and 11: how occasions spread over the parts of the day.
@Suite struct PartOfDaySharesTests {
    @Test func req11SharesMustAddUpToOne() {
        #expect(PartOfDayShares([.morning: 0.5, .evening: 0.4]) == nil)
        #expect(PartOfDayShares([.morning: 1.2, .evening: -0.2]) == nil)
        #expect(PartOfDayShares([.morning: 0.5, .evening: 0.5])?.parts == [.morning, .evening])
    }

    @Test(arguments: [(0.0, TimeOfDay.morning), (0.49, .morning), (0.5, .evening), (0.79, .evening), (0.8, .night),
                      (0.999, .night)])
    func req3AUniformDrawFallsInThePartOfItsShare(u: Double, part: TimeOfDay) throws {
        let shares = try #require(PartOfDayShares([.morning: 0.5, .evening: 0.3, .night: 0.2]))
        #expect(shares.part(at: u) == part)
    }

    @Test func req11OnePartHasNoDrawToMake() throws {
        #expect(PartOfDayShares.only(.evening).onlyPart == .evening)
        #expect(try #require(PartOfDayShares([.morning: 0.5, .night: 0.5])).onlyPart == nil)
        #expect(try #require(PartOfDayShares([.morning: 0.7, .evening: 0.3])).description == "morning 0.7, evening 0.3")
    }
}
