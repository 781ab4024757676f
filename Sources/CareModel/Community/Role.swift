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
    case viewProfiles, useCalendar, joinCohortChat, readForum, askQuestions, replyInForum
    case answerQuestions, takeLearningModules, takeMoodSurvey, earnRewards
    case moderateForum, viewAllCohortChats, deleteChatMessages, setChatVisibility, manageContent
    case manageAccounts, issueSignUpCodes, viewAnalytics, sendNotifications, seeAnonymousAskers
}

/// Where an account signs in (seed 004, section 3.1).
public enum Application: String, Codable, Sendable {
    case mobile
    case web
}

/// A stable identifier of an account, never shown to other users.
public struct MemberID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral {
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
