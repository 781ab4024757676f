import Foundation

/// What the app does after a mood is chosen in the mood survey (seed 004, DR5.FR7.1):
/// - every mood is posted to the user's cohort chat ("Any mood selected will be sent to the
///   user's chat room to publicly show their current mood");
/// - a neutral mood brings a message recommending a learning module;
/// - a negative mood brings a message with helplines and resources and a recommended
///   learning module.
public struct MoodSurvey: Hashable, Codable, Sendable {
    /// The learning module recommended after each neutral or negative mood.
    public var modules: [Mood: String]
    /// The module recommended when ``modules`` has none for the mood.
    public var fallbackModule: String
    /// The helplines shown after a negative mood.
    public var helplines: HelplineDirectory

    /// Creates a survey policy.
    public init(modules: [Mood: String], fallbackModule: String, helplines: HelplineDirectory) {
        self.modules = modules
        self.fallbackModule = fallbackModule
        self.helplines = helplines
    }

    /// CareLab's default policy: placeholder module identifiers per mood and the United
    /// States national helplines.
    public static let standard = MoodSurvey(
        modules: [
            .indifferent: "finding-motivation",
            .sad: "coping-with-low-mood",
            .angry: "handling-anger",
            .sick: "pregnancy-symptoms-when-to-call",
            .overwhelmed: "stress-and-relapse-prevention",
        ],
        fallbackModule: "wellbeing-basics",
        helplines: .unitedStates
    )

    /// The follow-up for `mood` chosen by `member` at `instant`; `region` is the user's
    /// optional location and `messageID` the id given to the chat post.
    public func respond(
        to mood: Mood, by member: MemberID, at instant: Date, region: String?, messageID: String
    ) -> MoodFollowUp {
        let module = mood.group == .positive ? nil : (modules[mood] ?? fallbackModule)
        return MoodFollowUp(
            mood: mood,
            chatPost: ChatMessage(id: messageID, author: member, sentAt: instant, content: .mood(mood)),
            recommendedModule: module,
            helplines: mood.group == .negative ? helplines.helplines(for: region) : []
        )
    }
}

/// The app's answer to one mood-survey response.
public struct MoodFollowUp: Hashable, Codable, Sendable {
    /// The mood chosen.
    public var mood: Mood
    /// The message posted to the user's cohort chat.
    public var chatPost: ChatMessage
    /// The learning module recommended; nil after a positive mood.
    public var recommendedModule: String?
    /// Helplines and resources shown; empty unless the mood is negative.
    public var helplines: [Helpline]
}
