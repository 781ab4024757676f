import CareSimulation
import Testing

@Suite struct ShardTests {
    @Test(arguments: [(1, 1), (10, 3), (300, 7), (5, 8), (0, 2), (1_000_003, 64)])
    func shardsCoverThePopulationOnceInOrderWithSizesDifferingByOneAtMost(people: Int, count: Int) {
        let ranges = (1...count).map { Shard(number: $0, of: count)!.people(of: people) }
        #expect(ranges.first?.lowerBound == 0)
        #expect(ranges.last?.upperBound == people)
        for (earlier, later) in zip(ranges, ranges.dropFirst()) { #expect(earlier.upperBound == later.lowerBound) }
        let sizes = ranges.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1)
    }

    @Test func aShardIsReadAsKOfN() {
        #expect(Shard("2/5") == Shard(number: 2, of: 5))
        #expect(Shard("2/5")?.description == "2/5")
        for text in ["0/5", "6/5", "1/0", "2", "a/b", "1/2/3", "-1/2", " 1/2", ""] { #expect(Shard(text) == nil, "\(text)") }
    }

    @Test func aPopulationTooLargeToMultiplyStillSplitsExactly() {
        let people = Int.max / 2
        #expect(Shard(number: 2, of: 2)!.people(of: people) == (people / 2)..<people)
    }
}
