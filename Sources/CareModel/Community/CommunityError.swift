/// Why a community action is refused.
public enum CommunityError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The member's role lacks the privilege the action needs.
    case notAllowed(role: Role, privilege: Privilege)
    /// The member is not in the cohort whose room they tried to post in.
    case notInCohort(member: MemberID, cohort: Cohort)
    /// No chat message has this id.
    case unknownMessage(id: String)
    /// No forum question has this id.
    case unknownQuestion(id: String)

    public var description: String {
        switch self {
        case .notAllowed(let role, let privilege):
            "role '\(role.rawValue)' may not \(privilege.rawValue)"
        case .notInCohort(let member, let cohort):
            "member '\(member)' is not in cohort \(cohort)"
        case .unknownMessage(let id):
            "no chat message has id '\(id)'"
        case .unknownQuestion(let id):
            "no forum question has id '\(id)'"
        }
    }
}
