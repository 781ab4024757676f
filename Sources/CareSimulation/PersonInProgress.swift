import CareModel
import Foundation

/// A person while the simulation lives their days: their record so far, and the app state
/// that produces entries of it (the reward ledger's rule state, the journal), which the
/// record takes over when the run ends.
struct PersonInProgress {
    /// What the person logged so far.
    var record: PersonRecord
    /// The points awarded so far, kept by `RewardLedger`'s rules.
    var ledger: RewardLedger
    /// The emotion journal: entries with a keyword and no text (text is never simulated).
    var journal = Journal()
    /// The day (0-based) the person dropped out, if they did.
    var dropoutDay: Int?
    /// For each missed-dose effect, the sums over days of the covariance of the symptom's
    /// points with the doses missed and of their variance (``ScoreScaleSlope``).
    var missedDoseMoments: [(covariance: Double, variance: Double)]
    /// The person's expected dropout events and days at risk under their hazards.
    var dropout = DropoutExpectation()
    /// How many mood-survey days (answered on the day of use itself) had each number of
    /// symptom points (``MoodSlope``).
    var moodSurveyPoints: [Int: Int] = [:]
    /// The mood posts the mood survey sent to the cohort chat (seed 004, DR5.FR7.1), in
    /// time order; the chat keeps them when the scenario has one (``ChatSimulation``).
    var moodChatPosts: [ChatMessage] = []

    /// Starts a person with nothing logged, under `missedDoseEffects` missed-dose effects.
    init(personID: Int, timeZone: TimeZone, arm: String, missedDoseEffects: Int) {
        record = PersonRecord(personID: personID, timeZone: timeZone, arm: arm)
        ledger = RewardLedger(timeZone: timeZone)
        missedDoseMoments = [(Double, Double)](repeating: (0, 0), count: missedDoseEffects)
    }

    /// The record with every list in time order and the app state's entries in it; the
    /// lists are sorted in place and handed over, not copied.
    consuming func finished() -> PersonRecord {
        record.symptomEntries.sort { $0.timestamp < $1.timestamp }
        record.factorEntries.sort { $0.timestamp < $1.timestamp }
        record.doseLogs.sort { $0.takenAt < $1.takenAt }
        record.moduleAttempts.sort { $0.at < $1.at }
        record.videoViews.sort { $0.startedAt < $1.startedAt }
        record.babyDevelopmentViews.sort { $0.viewedAt < $1.viewedAt }
        record.pushNotifications = record.pushNotifications.enumerated()
            .sorted { ($0.element.sentAt, $0.offset) < ($1.element.sentAt, $1.offset) }.map(\.element)
        record.taskOutcomes.sort { $0.recordedAt < $1.recordedAt }
        record.usageEvents.sort { ($0.timestamp, $0.kind.rawValue) < ($1.timestamp, $1.kind.rawValue) }
        // A module's or a video's points come when it is completed, after later activities of the day may have earned theirs.
        record.rewards = ledger.entries.enumerated()
            .sorted { ($0.element.instant, $0.offset) < ($1.element.instant, $1.offset) }.map(\.element)
        record.redemptions = ledger.redemptions
        record.journalKeywords = journal.entries.compactMap { entry in
            entry.keyword.map { JournalKeyword(keyword: $0, at: entry.createdAt) }
        }
        return record
    }
}
