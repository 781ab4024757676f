/// The small-cell rule for everything a report shows: a count below the minimum could
/// single out a person, so the cell is suppressed and the report says so.
public struct SmallCellRule: Hashable, Sendable {
    /// The smallest count a report may show. 11 is the usual minimum (counts of 1-10
    /// suppressed), as in CMS's cell-size suppression policy.
    public var minimumCount: Int

    /// Creates a rule.
    public init(minimumCount: Int = 11) {
        self.minimumCount = minimumCount
    }

    /// Whether a cell backed by `count` people or person-days may be shown.
    public func allows(_ count: Int) -> Bool { count >= minimumCount }
}
