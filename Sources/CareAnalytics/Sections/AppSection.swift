import CareModel

/// A section of the app a person can use, named as seed 004's administrators name them
/// (DR8: "which sections are used most"), from the usage events the store keeps.
///
/// A log-in is not a section (it is counted on its own, ``SectionReport/logins``), and a
/// reminder the app sent is not something the person did.
public enum AppSection: String, CaseIterable, Comparable, Sendable {
    case moodSurvey = "mood survey"
    case learningModules = "learning modules"
    case cohortChat = "cohort chat"
    case forum = "forum"
    case learningGames = "learning games"
    case journal = "journal"
    case questionnaires = "questionnaires"
    case reminders = "reminders"

    /// The section an event of `kind` belongs to; nil for a log-in and a reminder sent.
    public init?(_ kind: AppUsageEvent.Kind) {
        switch kind {
        case .login, .reminderSent: return nil
        case .reminderSnoozed, .reminderResponded: self = .reminders
        case .moodSurvey: self = .moodSurvey
        case .learningModule: self = .learningModules
        case .chatPost: self = .cohortChat
        case .forumQuestion: self = .forum
        case .learningGame: self = .learningGames
        case .journalEntry: self = .journal
        case .questionnaire: self = .questionnaires
        }
    }

    /// In the order of ``allCases``.
    public static func < (lhs: AppSection, rhs: AppSection) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
