/// The Simpson's-paradox warning shared by every analysis that reports a pooled and a
/// within-person correlation.
enum SignDisagreement {
    /// Whether the pooled and within-person coefficients have opposite signs while both are
    /// significant before adjustment (p < 0.05): the pooled figure then says more about who
    /// the people are than about what the factor does to a person.
    static func holds(pooledR: Double, pooledP: Double, withinR: Double, withinP: Double) -> Bool {
        pooledP < 0.05 && withinP < 0.05 && (pooledR > 0) != (withinR > 0)
    }
}
