import CareSimulation
import Testing

@Suite struct ShardTests {
    @Test(arguments: [(1, 1, 256), (10, 3, 2), (300, 7, 256), (5, 8, 1), (0, 2, 256), (1_000_003, 64, 256), (2_000, 3, 100)])
    func shardsHoldWholeBatchesAndCoverThePopulationOnceInOrder(people: Int, count: Int, batchSize: Int) {
        let ranges = (1...count).map { Shard(number: $0, of: count)!.people(of: people, batchSize: batchSize) }
        #expect(ranges.first?.lowerBound == 0)
        #expect(ranges.last?.upperBound == people)
        for (earlier, later) in zip(ranges, ranges.dropFirst()) { #expect(earlier.upperBound == later.lowerBound) }
        for range in ranges.dropLast() { #expect(range.upperBound % batchSize == 0 || range.upperBound == people) }
        let sizes = ranges.dropLast().map(\.count)
        if let largest = sizes.max(), let smallest = sizes.min() { #expect(largest - smallest <= batchSize) }
    }

    @Test func twoShardsOfTenThousandPeopleSplitAtABatchBoundary() {
        let first = Shard(number: 1, of: 2)!.people(of: 10_000, batchSize: 256)
        #expect(first == 0..<5_120)
        #expect(Shard(number: 2, of: 2)!.people(of: 10_000, batchSize: 256) == 5_120..<10_000)
    }

    @Test func aShardIsReadAsKOfN() {
        #expect(Shard("2/5") == Shard(number: 2, of: 5))
        #expect(Shard("2/5")?.description == "2/5")
        for text in ["0/5", "6/5", "1/0", "2", "a/b", "1/2/3", "-1/2", " 1/2", ""] { #expect(Shard(text) == nil, "\(text)") }
    }

    @Test func aPopulationTooLargeToMultiplyStillSplitsExactly() {
        let people = Int.max / 2
        #expect(Shard(number: 2, of: 2)!.people(of: people, batchSize: 1) == (people / 2)..<people)
    }
}
