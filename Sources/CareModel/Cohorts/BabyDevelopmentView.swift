import Foundation

/// The week's baby-development fact opened on the home screen (seed 004, DR5.FR7.2 and
/// DR5.PR5.2): the week of pregnancy shown, its trimester and when. Only the week's number
/// is kept: the fact's text is the table's (``BabyDevelopmentTable``), never stored with
/// the view.
public struct BabyDevelopmentView: Hashable, Sendable {
    /// The completed weeks of gestational age shown (the table's entry for that week).
    public let week: Int
    /// The trimester of the week.
    public let trimester: Trimester
    /// When the fact was opened.
    public let viewedAt: Date

    /// A view of week `week` at `viewedAt`; the week must not be negative.
    public init(week: Int, viewedAt: Date) throws(BabyDevelopmentViewError) {
        guard week >= 0, let trimester = GestationalAge(weeks: week).trimester else { throw .negativeWeek(week) }
        self.week = week
        self.trimester = trimester
        self.viewedAt = viewedAt
    }

    /// A view at gestational age `age` (its completed weeks) at `viewedAt`.
    public init(at age: GestationalAge, viewedAt: Date) throws(BabyDevelopmentViewError) {
        try self.init(week: age.weeks, viewedAt: viewedAt)
    }
}

/// Why a baby-development view cannot be made.
public enum BabyDevelopmentViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A week before the last menstrual period.
    case negativeWeek(Int)

    public var description: String {
        switch self {
        case .negativeWeek(let week): "week is \(week): expected completed weeks of pregnancy, 0 or more"
        }
    }
}

extension Trimester {
    /// `first`, `second` or `third`: the trimester's name in scenarios and stored rows.
    public var name: String {
        switch self {
        case .first: "first"
        case .second: "second"
        case .third: "third"
        }
    }

    /// The trimester named `name` (``name``), if any.
    public init?(name: String) {
        guard let trimester = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = trimester
    }
}
