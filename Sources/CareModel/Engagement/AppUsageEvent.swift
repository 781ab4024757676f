import Foundation

/// Something a person did with the app, or the app did to them, that is neither a health
/// entry nor a task: the raw material of engagement analyses (seed 004, DR8: log-in
/// frequency, sections used most).
public struct AppUsageEvent: Hashable, Codable, Sendable {
    /// What happened.
    public enum Kind: String, Codable, CaseIterable, Sendable {
        /// The person opened the app (one a day at most is recorded: the first).
        case login
        /// A daily reminder to log was sent.
        case reminderSent = "reminder_sent"
        /// The person snoozed the reminder.
        case reminderSnoozed = "reminder_snoozed"
        /// The person opened the app from the reminder.
        case reminderResponded = "reminder_responded"
        /// The person answered the mood survey (seed 004 DR5.FR7.1).
        case moodSurvey = "mood_survey"
        /// The person opened a learning module (seed 004 DR5).
        case learningModule = "learning_module"
        /// The person posted in their cohort chat (seed 004 DR3).
        case chatPost = "chat_post"
        /// The person asked a question in the forum (seed 004 DR4).
        case forumQuestion = "forum_question"
        /// The person played a learning game (seed 003, story 24).
        case learningGame = "learning_game"
        /// The person wrote an emotion-journal entry (seed 002).
        case journalEntry = "journal_entry"
        /// The person answered a standard questionnaire (PHQ-9, PHQ-2, GAD-7, WHO-5).
        case questionnaire
    }

    /// What happened.
    public var kind: Kind
    /// When it happened.
    public var timestamp: Date

    /// Creates an event.
    public init(kind: Kind, timestamp: Date) {
        self.kind = kind
        self.timestamp = timestamp
    }
}
