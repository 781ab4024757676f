import Foundation

/// The chat room of one cohort (seed 004, DR4.FR5.0-5.2).
///
/// Who sees what:
/// - users see their own cohort's messages while the administrator's
///   ``ChatVisibilityWindow`` lasts (DR2/DR4.FR5.1);
/// - administrators see every cohort's messages, whatever their age, and may delete any
///   (DR2/DR4.FR5.2: "view all user discussion threads", "delete any threads or comments");
/// - medical professionals see none (DR2.FR2.3: the information desk only).
public struct CohortChat: Hashable, Codable, Sendable {
    /// The cohort the room belongs to.
    public let cohort: Cohort
    /// How long messages stay visible to users.
    public var window: ChatVisibilityWindow
    /// Every message posted, oldest first, deleted ones included.
    public private(set) var messages: [ChatMessage] = []
    /// Ids of messages an administrator deleted.
    public private(set) var deletedIDs: Set<String> = []

    /// Creates an empty room.
    public init(cohort: Cohort, window: ChatVisibilityWindow = .twentyFourHours) {
        self.cohort = cohort
        self.window = window
    }

    /// Posts a message from a member of the cohort.
    public mutating func post(_ message: ChatMessage, from author: Member) throws(CommunityError) {
        guard author.role.can(.joinCohortChat) else {
            throw .notAllowed(role: author.role, privilege: .joinCohortChat)
        }
        guard author.cohort == cohort else {
            throw .notInCohort(member: author.id, cohort: cohort)
        }
        messages.append(message)
    }

    /// Deletes a message; administrators only.
    public mutating func delete(messageID: String, by member: Member) throws(CommunityError) {
        guard member.role.can(.deleteChatMessages) else {
            throw .notAllowed(role: member.role, privilege: .deleteChatMessages)
        }
        guard messages.contains(where: { $0.id == messageID }) else {
            throw .unknownMessage(id: messageID)
        }
        deletedIDs.insert(messageID)
    }

    /// Sets the visibility window; administrators only.
    public mutating func setWindow(_ newWindow: ChatVisibilityWindow, by member: Member) throws(CommunityError) {
        guard member.role.can(.setChatVisibility) else {
            throw .notAllowed(role: member.role, privilege: .setChatVisibility)
        }
        window = newWindow
    }

    /// The messages `viewer` sees at `now`, oldest first.
    public func visibleMessages(to viewer: Member, at now: Date) -> [ChatMessage] {
        let live = messages.filter { !deletedIDs.contains($0.id) && $0.sentAt <= now }
        if viewer.role.can(.viewAllCohortChats) { return live }
        guard viewer.role.can(.joinCohortChat), viewer.cohort == cohort else { return [] }
        return live.filter { window.isVisible(sentAt: $0.sentAt, at: now) }
    }
}
