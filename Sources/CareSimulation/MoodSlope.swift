import CareModel
import CareStats

/// The slope the planted mood weight implies for a mood's valence on the day's symptom
/// points, the one `analyze truth` estimates.
///
/// On a day of use the mood score is the person's baseline − `symptom_weight` × the day's
/// symptom points + normal(0, 1) noise, and the mood is drawn with weights
/// exp(score × (valence − 0.5) × 4). Given the day's points, the expected valence is
/// therefore E[g(baseline − weight × points + Z)] with g the weighted mean valence, a
/// function the simulator knows. A least-squares slope is linear in y, so the
/// within-person slope of the valence on the points has, given the points, the expectation
/// of the same slope computed on the expected valences: the simulator adds up those
/// within-person sums over every survey day, and their ratio is the implied slope.
enum MoodSlope {
    private static let rule = NormalExpectation()
    private static let valences = Mood.allCases.map(\.affect.valence)

    /// The expected valence of a mood drawn around a mood score of mean `mean` with the
    /// day's normal(0, 1) noise.
    static func expectedValence(mean: Double) -> Double {
        rule.expectation(mean: mean) { score in
            var weighted = 0.0, total = 0.0
            for (mood, valence) in zip(Mood.allCases, valences) {
                let weight = PersonSimulation.weight(of: mood.affect, moodScore: score)
                weighted += weight * valence
                total += weight
            }
            return weighted / total
        }
    }
}
