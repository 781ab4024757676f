import CareModel
import Foundation

/// One simulated person: the record of what they logged, which is what the store keeps,
/// and what is true about them but never observed.
public struct SimulatedPerson: Sendable {
    /// What the person logged over the run; `record.personID` is `index + 1`.
    public var record: PersonRecord
    /// The person's index in the population, from 0.
    public var index: Int
    /// The segment the person belongs to (ground truth, never stored as data).
    public var segment: String
    /// The day (0-based) the person dropped out, or nil if they stayed to the end
    /// (ground truth).
    public var dropoutDay: Int?
    /// For each medication of the scenario, the person's probability of taking a scheduled
    /// dose (ground truth).
    public var adherence: [Double] = []
    /// For each task of the scenario, the person's probability of completing an occurrence
    /// on a day they use the app (ground truth).
    public var taskCompletion: [Double] = []
    /// For each medication, the person's mean days late of a pharmacy fill; nil for a
    /// medication the scenario does not dispense (ground truth).
    public var refillLateness: [Double?] = []
    /// For each missed-dose effect (medications in scenario order, then their effects), the
    /// sums over days of the covariance of the symptom's points with the doses missed and of
    /// their variance (ground truth: ``ScoreScaleSlope``).
    public var missedDoseMoments: [(covariance: Double, variance: Double)] = []
    /// The person's daily dropout hazard as drawn, before the reward rule lowers it
    /// (ground truth).
    public var dropoutHazard = 0.0
    /// The person's expected dropout events and days at risk (ground truth:
    /// ``DropoutExpectation``).
    var dropout = DropoutExpectation()
    /// The within-person sums of the expected mood valence on the day's symptom points over
    /// the survey days (ground truth: ``MoodSlope``).
    public var moodMoments: (covariance: Double, variance: Double) = (0, 0)
    /// For each planted effect, the person's sums for the within-person slope and the
    /// between-person coefficient it implies (ground truth: ``EffectSlopes``).
    var effectSums: [EffectPairSums] = []
    /// For each effect planted for one part of the day and each part, the person's within
    /// sums for the slope it implies over that part's days (ground truth: ``PartEffectSlopes``).
    var partEffectMoments: [(covariance: Double, variance: Double)] = []
    /// Per period of the study, the sum of each day's probability of using the app, zero
    /// after dropout (ground truth: ``ActiveShare``).
    public var useProbabilities: [Double] = []
    /// The within sums of each day's probability of use on the points logged the day
    /// before (ground truth: ``MissingnessSlope``).
    public var missingnessMoments: (covariance: Double, variance: Double) = (0, 0)
    /// For each planted symptom-factor effect, the within sums of presence × the rank its
    /// shift is expected to add to the next entry on presence (ground truth:
    /// ``SymptomEntryDocumentation``).
    public var symptomFactorMoments: [(covariance: Double, variance: Double)] = []
    /// For each planted onset trigger, the within sums of the factor's value × the implied
    /// chance of an onset in the trigger's window (ground truth: ``OnsetTriggerSimulation``).
    public var onsetTriggerMoments: [(covariance: Double, variance: Double)] = []
    /// For each task of the scenario, the person's expected share done of its occurrences
    /// due on days they used the app, each occurrence's chance moved by the odds ratio its
    /// group's edits plant (seed 003, story 12); nil for a task whose group plants none, or
    /// without such occurrences (ground truth: ``TaskGroupSchedules``).
    public var editedTaskShares: [Double?] = []
}
