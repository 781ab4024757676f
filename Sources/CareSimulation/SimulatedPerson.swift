import CareModel
import Foundation

/// Everything one simulated person logged over the run, and what is true about them.
public struct SimulatedPerson: Sendable {
    /// The person's index in the population, from 0; also their synthetic identifier.
    public var index: Int
    /// The person's time zone.
    public var timeZone: TimeZone
    /// The arm the person was randomised to (observed).
    public var arm: String
    /// The segment the person belongs to (ground truth, never stored as data).
    public var segment: String
    /// The day (0-based) the person dropped out, or nil if they stayed to the end
    /// (ground truth).
    public var dropoutDay: Int?
    /// Symptom entries in time order.
    public var symptomEntries: [SymptomEntry]
    /// Lifestyle-factor entries in time order.
    public var factorEntries: [LifestyleFactorEntry]
    /// Log-ins, reminders, surveys and learning modules in time order.
    public var usageEvents: [AppUsageEvent]
    /// Doses logged, in time order.
    public var doseLogs: [DoseLog]
    /// Tasks done or snoozed, in time order; an occurrence with no outcome was missed.
    public var taskOutcomes: [TaskOutcome]
    /// Mood-survey answers in time order.
    public var moods: [MoodCheckIn]
    /// The person's reward-points ledger, kept by `RewardLedger`'s rules.
    public var rewards: RewardLedger
    /// Health measurements in time order.
    public var measurements: [HealthMeasurement] = []
    /// Questionnaire answers, scored, in time order.
    public var questionnaires: [(at: Date, score: QuestionnaireScore)] = []
    /// The emotion journal: entries with a keyword and no text (text is never simulated).
    public var journal = Journal()
    /// The due-month cohort of a pregnancy programme, if the scenario has one.
    public var cohort: Cohort?

    /// How many events the person logged.
    public var eventCount: Int {
        symptomEntries.count + factorEntries.count + usageEvents.count + doseLogs.count + taskOutcomes.count
            + moods.count + rewards.entries.count + measurements.count + journal.entries.count
            + questionnaires.count
    }
}
