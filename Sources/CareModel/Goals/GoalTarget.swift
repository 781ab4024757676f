/// The amount a goal asks for in each of its periods, with its unit, e.g. 8000 steps or 8
/// glasses of water (seed 000, Req 16).
public struct GoalTarget: Hashable, Sendable, CustomStringConvertible {
    /// The amount to reach; above 0.
    public let amount: Double
    /// Its unit.
    public let unit: GoalUnit

    /// A target of `amount` `unit`; the amount must be a finite number above 0.
    public init(amount: Double, unit: GoalUnit) throws(GoalError) {
        guard amount.isFinite, amount > 0 else { throw .targetNotPositive(field: "target", value: amount) }
        self.init(uncheckedAmount: amount, unit: unit)
    }

    init(uncheckedAmount amount: Double, unit: GoalUnit) {
        self.amount = amount
        self.unit = unit
    }

    /// The target as written, e.g. `8000 steps`.
    public var description: String {
        let number = amount == amount.rounded() && abs(amount) < 1e15 ? String(Int(amount)) : String(amount)
        return "\(number) \(unit.rawValue)"
    }
}
