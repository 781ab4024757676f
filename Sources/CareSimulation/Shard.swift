/// One of `count` parts of a population, simulated on its own (`carelab simulate --shard
/// K/N`) and merged with the others into the run a single machine would have written.
///
/// Shard `number` of `count` holds the people with indexes from
/// `people × (number − 1) / count` up to `people × number / count` (rounded down): a
/// contiguous range, the ranges of the `count` shards cover the population once, in order,
/// and their sizes differ by one at most. Since a person's random stream derives from the
/// scenario's seed and the person's index only (``Simulator``), a shard's people are the
/// very people of the single run.
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

    /// The indexes (from 0) of the shard's people in a population of `people`.
    public func people(of people: Int) -> Range<Int> {
        Self.boundary(number - 1, of: count, people: people)..<Self.boundary(number, of: count, people: people)
    }

    /// `K/N`.
    public var description: String { "\(number)/\(count)" }

    private static func boundary(_ k: Int, of n: Int, people: Int) -> Int {
        // people × k / n, exact for any population an Int can count.
        n.dividingFullWidth(people.multipliedFullWidth(by: k)).quotient
    }
}
