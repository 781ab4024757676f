/// The kinds of push notification the app sends (seed 004, DR7 and DR5.FR9.1).
public enum NotificationKind: String, CaseIterable, Codable, Sendable {
    /// A calendar event's reminder.
    case calendarEvent
    /// The daily reminder to check into the app.
    case dailyCheckIn
    /// A new message in the cohort chat.
    case cohortMessage
    /// A new question at the information desk.
    case forumQuestion
    /// A cohort member's mood update, posted to the chat.
    case moodUpdate
    /// A new survey.
    case newSurvey
    /// A new learning module.
    case newLearningModule
    /// An announcement sent by an administrator.
    case announcement
}

/// What a user wants to be notified of (seed 004, DR7.FR9.2: "Users will be able to
/// configure if they wish to receive all notifications or just specific ones", and how far
/// in advance calendar events are announced).
public struct NotificationPreferences: Hashable, Codable, Sendable {
    /// Which kinds reach the user.
    public var selection: Selection
    /// Default reminders for new calendar events.
    public var calendarReminders: [ReminderLead]

    /// All notifications, or a chosen set of kinds.
    public enum Selection: Hashable, Codable, Sendable {
        /// Every kind.
        case all
        /// These kinds only.
        case only(Set<NotificationKind>)
    }

    /// Creates preferences.
    public init(selection: Selection = .all, calendarReminders: [ReminderLead] = [.onTheDay(at: ClockTime(hour: 8, minute: 0))]) {
        self.selection = selection
        self.calendarReminders = calendarReminders
    }

    /// Whether a notification of `kind` reaches the user.
    public func allows(_ kind: NotificationKind) -> Bool {
        switch selection {
        case .all: true
        case .only(let kinds): kinds.contains(kind)
        }
    }
}
