import Foundation

/// Something a person did with their helpful resources (seed 002, entries 64-74), at the
/// instant they did it: viewed the list, or added, edited, deleted or moved an entry. Only
/// the entry's kind and place are recorded, never its text.
public struct HelpfulResourceEvent: Hashable, Sendable {
    /// A change to the list.
    public enum Change: Hashable, Sendable {
        /// An entry of this kind added at the bottom, now at `position` (entries 66-71).
        case add(HelpfulResource.Kind, position: Int)
        /// The entry at `position` edited, its text now of this kind (entry 74).
        case edit(HelpfulResource.Kind, position: Int)
        /// The entry of this kind at `position` deleted (entry 72).
        case delete(HelpfulResource.Kind, position: Int)
        /// The entry of this kind moved from one position to another (entry 73).
        case reorder(HelpfulResource.Kind, from: Int, to: Int)
    }

    /// What the person did.
    public enum Action: Hashable, Sendable {
        /// The list viewed, holding `entries` entries (entries 64-65).
        case view(entries: Int)
        /// The list changed.
        case change(Change)
    }

    /// What the person did.
    public var action: Action
    /// When.
    public var at: Date

    /// An event of `action` at `at`.
    public init(_ action: Action, at: Date) {
        self.action = action
        self.at = at
    }

    /// The action's stored name: `view`, `add`, `edit`, `delete` or `reorder`.
    public var name: String {
        switch action {
        case .view: "view"
        case .change(.add): "add"
        case .change(.edit): "edit"
        case .change(.delete): "delete"
        case .change(.reorder): "reorder"
        }
    }
}
