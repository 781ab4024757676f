/// One of `count` parts of a population, simulated on its own (`carelab simulate --shard
/// K/N`) and merged with the others into the run a single machine would have written.
///
/// A population is stored in batches of `batchSize` people (the last one shorter), and a
/// shard holds whole batches: shard `number` of `count` holds batches
/// `batches × (number − 1) / count` up to `batches × number / count` (rounded down). The
/// ranges of the `count` shards are contiguous, cover the population once, in order, and
/// their sizes differ by one batch at most (a shard is empty when there are fewer batches
/// than shards). Whole batches make the first shard's database the single run's database
/// as it stood after those batches, so a merge starts from a copy of it. Since a person's
/// random stream derives from the scenario's seed and the person's index only
/// (``Simulator``), a shard's people are the very people of the single run.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// The shard's number, from 1.
    public let number: Int
    /// How many shards the population is cut into.
    public let count: Int

    /// Shard `number` (1…`count`) of `count`; nil when out of range.
    public init?(number: Int, of count: Int) {
        guard count >= 1, (1...count).contains(number) else { return nil }
        self.number = number
        self.count = count
    }

    /// Reads `K/N` (shard K of N, K from 1); nil unless both are whole numbers with 1 ≤ K ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(number: number, of: count)
    }

    /// The indexes (from 0) of the shard's people in a population of `people` stored in
    /// batches of `batchSize`.
    public func people(of people: Int, batchSize: Int) -> Range<Int> {
        let batches = people / batchSize + (people % batchSize == 0 ? 0 : 1)
        func boundary(_ k: Int) -> Int {
            min(people, Self.share(k, of: count, batches: batches) * batchSize)
        }
        return boundary(number - 1)..<boundary(number)
    }

    /// `K/N`.
    public var description: String { "\(number)/\(count)" }

    private static func share(_ k: Int, of n: Int, batches: Int) -> Int {
        // batches × k / n, exact for any number an Int can count.
        n.dividingFullWidth(batches.multipliedFullWidth(by: k)).quotient
    }
}
