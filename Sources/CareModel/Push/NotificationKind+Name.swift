extension NotificationKind {
    /// The kinds other members and the programme trigger (a cohort member's message or mood
    /// update, a question at the information desk, a new survey or module, an
    /// announcement), rather than the person's own calendar or the daily check-in.
    public static let incoming: [NotificationKind] = [
        .cohortMessage, .forumQuestion, .moodUpdate, .newSurvey, .newLearningModule, .announcement,
    ]

    /// The kind's name as the seed spells it and as scenarios and stored rows write it, e.g.
    /// `daily_check_in` (seed 004, DR5.FR9.1).
    public var name: String {
        switch self {
        case .calendarEvent: "calendar_event"
        case .dailyCheckIn: "daily_check_in"
        case .cohortMessage: "cohort_message"
        case .forumQuestion: "forum_question"
        case .moodUpdate: "mood_update"
        case .newSurvey: "new_survey"
        case .newLearningModule: "new_learning_module"
        case .announcement: "announcement"
        }
    }

    /// The kind named `name` (``name``); nil for any other text.
    public init?(name: String) {
        guard let kind = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = kind
    }
}
