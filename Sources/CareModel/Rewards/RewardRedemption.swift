import Foundation

/// Points spent on a reward, e.g. a gift card (seed 004, DR6: "points ... which they may
/// then redeem for a gift card"). Kept in a ``RewardLedger`` beside the awards; it lowers the
/// balance of its month only.
public struct RewardRedemption: Hashable, Codable, Sendable {
    /// The request's id: a retried request redeems once; nil for a redemption imported from
    /// an export, which names no request.
    public var id: String?
    /// What the points bought, e.g. `gift card`.
    public var reward: String
    /// The points spent, at least 1.
    public var points: Int
    /// When it was redeemed.
    public var instant: Date
    /// The user's calendar day of `instant`, whose month's balance it lowers.
    public var day: CalendarDay

    /// Creates a redemption, e.g. when reading a stored ledger back; new ones come from
    /// ``RewardLedger/redeem(id:reward:points:at:)``, which checks the balance.
    public init(id: String?, reward: String, points: Int, instant: Date, day: CalendarDay) {
        self.id = id
        self.reward = reward
        self.points = points
        self.instant = instant
        self.day = day
    }
}

/// Why points could not be redeemed; the ledger is left as it was.
public enum RewardRedemptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reward costs no points or fewer.
    case invalidCost(Int)
    /// A redemption with this id was already recorded.
    case duplicate(id: String)
    /// The balance at the time is below the cost: a balance never goes below zero.
    case insufficientBalance(balance: Int, cost: Int)

    public var description: String {
        switch self {
        case .invalidCost(let points): "a reward costs \(points) points, expected 1 or more"
        case .duplicate(let id): "redemption \(id) was already recorded"
        case .insufficientBalance(let balance, let cost): "the balance is \(balance) points, the reward costs \(cost)"
        }
    }
}
