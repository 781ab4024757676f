/// An account as the community rules see it: who it is, its role and, for users, its cohort.
public struct Member: Hashable, Codable, Sendable, Identifiable {
    /// The account's identity.
    public var id: MemberID
    /// The account type (seed 004, DR2).
    public var role: Role
    /// The pseudonym shown to others.
    public var username: Username
    /// The user's cohort; nil for administrators and medical professionals.
    public var cohort: Cohort?

    /// Creates a member.
    public init(id: MemberID, role: Role, username: Username, cohort: Cohort? = nil) {
        self.id = id
        self.role = role
        self.username = username
        self.cohort = cohort
    }
}
