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
    /// The arm of a randomised study the person was assigned to, if any.
    public var arm: String?

    /// Creates a log.
    public init(
        personID: Int, timeZone: TimeZone, arm: String? = nil, symptomEntries: [SymptomEntry] = [],
        factorEntries: [LifestyleFactorEntry] = [], usageEvents: [AppUsageEvent] = [],
        doseLogs: [DoseLog] = [], taskOutcomes: [TaskOutcome] = [], moods: [MoodCheckIn] = [],
        rewards: [RewardLedgerEntry] = []
    ) {
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
