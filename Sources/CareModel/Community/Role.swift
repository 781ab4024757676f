/// The three account types and what each may do (seed 004, DR2 and DR2.FR2.0-2.3).
public enum Role: String, CaseIterable, Codable, Sendable {
    /// An expecting mother in recovery, on the mobile app (DR2.FR2.1).
    case user
    /// Research and programme staff, on the web app (DR2.FR2.2).
    case administrator
    /// A clinic worker or volunteer with access to the information desk only (DR2.FR2.3).
    case medicalProfessional = "medical_professional"

    /// Everything the role may do; nothing else is allowed.
    public var privileges: Set<Privilege> {
        switch self {
        case .user:
            // DR2.FR2.1, plus DR2/DR3.FR5.1 (ask and respond in the forum), DR5 (learning
            // centre, mood survey) and DR6 (rewards).
            [.viewProfiles, .useCalendar, .joinCohortChat, .readForum, .askQuestions, .replyInForum,
             .takeLearningModules, .takeMoodSurvey, .earnRewards]
        case .administrator:
            // DR2.FR2.2 and DR2/DR4.FR5.2; seeing anonymous askers (issue 5).
            [.readForum, .moderateForum, .viewAllCohortChats, .deleteChatMessages, .setChatVisibility,
             .manageContent, .manageAccounts, .issueSignUpCodes, .viewAnalytics, .sendNotifications,
             .seeAnonymousAskers]
        case .medicalProfessional:
            // DR2.FR2.3 and DR2/DR3.FR5.2: the information desk only.
            [.readForum, .answerQuestions, .replyInForum]
        }
    }

    /// Whether the role has `privilege`.
    public func can(_ privilege: Privilege) -> Bool { privileges.contains(privilege) }

    /// The application the role uses (DR2.FR2.1-2.3: users exclusively the mobile app,
    /// administrators exclusively the web app, medical professionals the web app).
    public var application: Application { self == .user ? .mobile : .web }
}

/// Something an account may be allowed to do (seed 004, DR2.FR2.0).
public enum Privilege: String, CaseIterable, Codable, Sendable {
    /// View other users' profiles (DR2.FR2.1).
    case viewProfiles
    /// View, add and delete events in the built-in calendar (DR2.FR2.1).
    case useCalendar
    /// Read and send messages in the own cohort's chat room (DR2/DR4.FR5.1).
    case joinCohortChat
    /// Read the information desk forum (DR2/DR3.FR5.1, DR2.FR2.3).
    case readForum
    /// Post a question at the information desk (DR2/DR3.FR5.1).
    case askQuestions
    /// Respond in a forum thread (DR2/DR3.FR5.1: "All users will have the ability to respond").
    case replyInForum
    /// Answer questions as a medical professional (DR2/DR3.FR5.2).
    case answerQuestions
    /// Watch videos and take learning modules (DR2.FR2.1, DR5.FR6.0).
    case takeLearningModules
    /// Answer the mood survey (DR5.FR7.1).
    case takeMoodSurvey
    /// Earn reward points (DR6).
    case earnRewards
    /// Moderate the forum and delete threads (DR2.FR2.2).
    case moderateForum
    /// Read every cohort's chat (DR2/DR4.FR5.2).
    case viewAllCohortChats
    /// Delete chat messages (DR2/DR4.FR5.2).
    case deleteChatMessages
    /// Choose how long chat messages stay visible (DR2/DR4.FR5.2).
    case setChatVisibility
    /// Add learning modules, surveys and videos (DR2.FR2.2).
    case manageContent
    /// Add and delete user and medical professional accounts (DR2.FR2.2).
    case manageAccounts
    /// Generate sign-up codes for new users (use case 4.1.2).
    case issueSignUpCodes
    /// View the research analytics (DR2.FR2.2, DR8).
    case viewAnalytics
    /// Send notifications to users (DR2.FR2.2).
    case sendNotifications
    /// See who asked an anonymous question (issue 5).
    case seeAnonymousAskers
}

/// Where an account signs in (seed 004, section 3.1).
public enum Application: String, Codable, Sendable {
    /// The phone app of expecting mothers.
    case mobile
    /// The web app of administrators and medical professionals.
    case web
}

/// A stable identifier of an account, never shown to other users.
public struct MemberID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.init(value) }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    public static func < (lhs: MemberID, rhs: MemberID) -> Bool { lhs.rawValue < rhs.rawValue }
}
