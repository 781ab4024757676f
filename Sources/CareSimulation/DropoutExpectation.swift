/// A person's expected dropout events and days at risk under their daily hazards: what a
/// pooled estimate of the daily dropout hazard (events over days at risk) targets.
///
/// Each day starts with a dropout draw at that day's hazard. The person is at risk on day d
/// with probability S_d = Π_{j<d} (1 − h_j), so the expected days at risk are Σ_d S_d and
/// the expected events 1 − S_T. Summed over people, their ratio is the hazard a pooled
/// estimate of a constant hazard converges to: below the mean of the people's hazards,
/// since the people most likely to leave leave first.
struct DropoutExpectation: Codable, Sendable {
    var events = 0.0
    var daysAtRisk = 0.0

    /// The expectation for one person with `hazards[d]` on day d.
    init(hazards: [Double]) {
        var surviving = 1.0
        for hazard in hazards {
            daysAtRisk += surviving
            surviving *= 1 - hazard
        }
        events = 1 - surviving
    }

    init() {}

    static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        sum.events += rhs.events
        sum.daysAtRisk += rhs.daysAtRisk
        return sum
    }
}
