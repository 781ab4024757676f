import CareModel
import Foundation

/// One person's stored entries: what the writer stores and the reader returns.
public struct PersonLog: Sendable {
    /// The person's identifier in this database.
    public var personID: Int
    /// The person's time zone.
    public var timeZone: TimeZone
    /// Symptom entries in time order.
    public var symptomEntries: [SymptomEntry]
    /// Lifestyle-factor entries in time order.
    public var factorEntries: [LifestyleFactorEntry]
    /// Log-ins, reminders, surveys and learning modules in time order.
    public var usageEvents: [AppUsageEvent]
    /// Doses logged, in time order.
    public var doseLogs: [DoseLog]
    /// Tasks done or snoozed, in time order.
    public var taskOutcomes: [TaskOutcome]
    /// Mood-survey answers in time order.
    public var moods: [MoodCheckIn]
    /// Reward points awarded, in time order.
    public var rewards: [RewardLedgerEntry]
    /// Health measurements in time order.
    public var measurements: [HealthMeasurement]
    /// Emotion-journal keywords with when they were written (the text is never stored).
    public var journalKeywords: [(keyword: String, at: Date)]
    /// Questionnaire answers, scored (stored as `score` events).
    public var questionnaires: [(at: Date, score: QuestionnaireScore)]
    /// The arm of a randomised study the person was assigned to, if any.
    public var arm: String?
    /// The person's cohort (e.g. `due 2026-09`), if the programme has cohorts.
    public var cohort: String?

    /// Creates a log.
    public init(
        personID: Int, timeZone: TimeZone, arm: String? = nil, symptomEntries: [SymptomEntry] = [],
        factorEntries: [LifestyleFactorEntry] = [], usageEvents: [AppUsageEvent] = [],
        doseLogs: [DoseLog] = [], taskOutcomes: [TaskOutcome] = [], moods: [MoodCheckIn] = [],
        rewards: [RewardLedgerEntry] = [], measurements: [HealthMeasurement] = [],
        journalKeywords: [(keyword: String, at: Date)] = [],
        questionnaires: [(at: Date, score: QuestionnaireScore)] = [], cohort: String? = nil
    ) {
        self.questionnaires = questionnaires
        self.measurements = measurements
        self.journalKeywords = journalKeywords
        self.cohort = cohort
        self.personID = personID
        self.timeZone = timeZone
        self.arm = arm
        self.symptomEntries = symptomEntries
        self.factorEntries = factorEntries
        self.usageEvents = usageEvents
        self.doseLogs = doseLogs
        self.taskOutcomes = taskOutcomes
        self.moods = moods
        self.rewards = rewards
    }
}
