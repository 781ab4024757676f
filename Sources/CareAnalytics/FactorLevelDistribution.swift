import CareModel

/// How often a factor logged as a level (seed 000, Req 12) was at each level: the entries
/// at "a little", "moderate" and "a lot", over every person. In simulated runs a person
/// logs a factor at most once a day, so the entries are person-days.
public struct FactorLevelDistribution: Hashable, Sendable {
    /// The factor's name.
    public var factor: String
    /// Entries at each level, in ``FactorLevel`` order (a little, moderate, a lot).
    public var counts: [Int]
    /// People who logged the factor as a level at least once.
    public var people: Int

    /// All entries of the factor.
    public var total: Int { counts.reduce(0, +) }

    /// The share of the entries at `level`; NaN when there are none.
    public func share(_ level: FactorLevel) -> Double {
        total == 0 ? .nan : Double(counts[level.rawValue - 1]) / Double(total)
    }
}

/// The running counts behind ``FactorLevelDistribution``, fed one person at a time.
struct FactorLevelTally {
    private var counts: [String: [Int]] = [:]
    private var people: [String: Int] = [:]

    /// Counts one person's level entries.
    mutating func add(_ log: PersonRecord) {
        var seen = Set<String>()
        for entry in log.factorEntries {
            guard case .level(let level) = entry.measurement else { continue }
            counts[entry.factor, default: [0, 0, 0]][level.rawValue - 1] += 1
            if seen.insert(entry.factor).inserted { people[entry.factor, default: 0] += 1 }
        }
    }

    /// Adds another part's counts.
    mutating func merge(_ other: FactorLevelTally) {
        counts.merge(other.counts) { zip($0, $1).map(+) }
        people.merge(other.people, uniquingKeysWith: +)
    }

    /// One distribution per factor, by name.
    var distributions: [FactorLevelDistribution] {
        counts.keys.sorted().map { FactorLevelDistribution(factor: $0, counts: counts[$0]!, people: people[$0] ?? 0) }
    }
}
