extension RewardRule {
    /// The rule with every award multiplied by `multiplier` and rounded to whole points, as
    /// an arm of a trial that doubles points (`multiplier` 2) applies it. The version stays:
    /// it is the same rule, scaled.
    public func scaled(by multiplier: Double) -> RewardRule {
        guard multiplier != 1 else { return self }
        func scale(_ value: Int) -> Int { Int((Double(value) * multiplier).rounded()) }
        return RewardRule(
            version: version,
            points: points.mapValues(scale),
            learningGameScoreBonus: learningGameScoreBonus.map { ScoreBonus(every: $0.every, points: scale($0.points)) }
        )
    }
}
