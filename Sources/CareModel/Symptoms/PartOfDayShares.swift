/// How the occasions of something spread over the parts of the day: a symptom's onsets
/// (seed 000, Req 3) or the times a lifestyle factor is taken (Req 11).
///
/// The shares are non-negative and add up to 1; a factor always taken in one part of the
/// day has that part's share 1 (``only(_:)``).
public struct PartOfDayShares: Hashable, Sendable, CustomStringConvertible {
    /// The share of each part of the day, in `TimeOfDay.allCases` order.
    public let shares: [Double]

    /// Shares from a share per part (parts not named have 0); nil unless every share is
    /// from 0 to 1 and they add up to 1 within 1e-9.
    public init?(_ shares: [TimeOfDay: Double]) {
        let ordered = TimeOfDay.allCases.map { shares[$0] ?? 0 }
        guard ordered.allSatisfy({ (0...1).contains($0) }), abs(ordered.reduce(0, +) - 1) < 1e-9 else { return nil }
        self.shares = ordered
    }

    /// All occasions in `part`.
    public static func only(_ part: TimeOfDay) -> PartOfDayShares {
        PartOfDayShares([part: 1])!
    }

    /// The share of `part`.
    public subscript(part: TimeOfDay) -> Double {
        shares[TimeOfDay.allCases.firstIndex(of: part)!]
    }

    /// The parts with a share above 0, in clock order from the morning.
    public var parts: [TimeOfDay] {
        TimeOfDay.allCases.filter { self[$0] > 0 }
    }

    /// The one part that has every occasion; nil when the occasions spread over several.
    public var onlyPart: TimeOfDay? {
        parts.count == 1 ? parts[0] : nil
    }

    /// The part a uniform draw `u` in [0, 1) falls in, the parts taking their shares of
    /// [0, 1) in `TimeOfDay.allCases` order (the last part with a share takes any rounding
    /// remainder).
    public func part(at u: Double) -> TimeOfDay {
        var cumulative = 0.0
        for (part, share) in zip(TimeOfDay.allCases, shares) where share > 0 {
            cumulative += share
            if u < cumulative { return part }
        }
        return parts.last!
    }

    /// The shares as text, e.g. `morning 0.6, evening 0.4` (parts without a share left out).
    public var description: String {
        parts.map { "\($0.rawValue) \(self[$0])" }.joined(separator: ", ")
    }
}
