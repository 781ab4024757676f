/// A parameter estimated from data, with its 95 % interval.
public struct FittedValue: Hashable, Sendable {
    /// The estimate.
    public var estimate: Double
    /// The interval's lower end.
    public var lower: Double
    /// The interval's upper end.
    public var upper: Double

    /// A value with its interval.
    public init(_ estimate: Double, lower: Double, upper: Double) {
        self.estimate = estimate
        self.lower = lower
        self.upper = upper
    }

    /// Whether `value` lies in the interval.
    public func covers(_ value: Double) -> Bool { lower <= value && value <= upper }

    /// The value and interval mapped through the increasing function `transform`.
    func mapped(_ transform: (Double) -> Double) -> FittedValue {
        FittedValue(transform(estimate), lower: transform(lower), upper: transform(upper))
    }

    /// A Wald interval on an unbounded scale, mapped to the parameter's own through the
    /// increasing `transform` (exp for a scale, the logistic for a probability).
    static func wald(_ estimate: Double, standardError: Double, _ transform: (Double) -> Double = { $0 }) -> FittedValue {
        let half = 1.959963984540054 * standardError
        return FittedValue(estimate, lower: estimate - half, upper: estimate + half).mapped(transform)
    }
}
