import CareModel
import CareScenario

/// The rules conformance vectors are computed under, each with its version.
public struct ConformanceRules: Sendable {
    /// The daily symptom score (seed 000, Req 8-9).
    public var scoring: ScoringRule = .version1
    /// Reward points (seed 004, DR6).
    public var rewards: RewardRule = .version1
    /// The medication, task and reminder schedules every person follows.
    public var schedules: ScheduleSet = ConformanceSetup.schedules
    /// How doses are judged on time (±1 hour).
    public var adherence: AdherenceRule = .standard
    /// The grace period and snooze length of every task.
    public var taskSettings: TaskSettings = ConformanceSetup.taskSettings

    /// The seed's rules and the conformance schedules.
    public init() {}

    /// The version written in the `rule_version` column of `family`'s rows: the scoring
    /// rule's, the reward rule's, or the schedule set's.
    public func version(of family: OutputFamily) -> Int {
        switch family {
        case .dailyScores: scoring.version
        case .monthlyPoints: rewards.version
        case .scheduleOccurrences, .doseAdherence, .periodAdherence, .missedTasks: schedules.version
        }
    }

    /// The schedules of one subject.
    public func schedules(_ subject: ScheduleSet.Subject) -> [ScheduleSet.Entry] {
        schedules.entries.filter { $0.subject == subject }
    }
}
