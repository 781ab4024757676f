import Foundation

/// The list of helpful resources on health and wellbeing (seed 002, entries 64-74): entries
/// kept in the user's order, added at the bottom from the resources screen (entries 66-71),
/// and, in edit mode, edited, deleted and reordered (entries 72-74).
///
/// Only each entry's kind and place are kept: the text (a phone number, an address) stays on
/// the user's device, never in CareLab (``HelpfulResource/Kind/init(classifying:)`` names
/// the kind of a text without keeping it).
public struct HelpfulResources: Hashable, Sendable {
    /// The entries, top first.
    public private(set) var entries: [HelpfulResource]
    /// Whether the screen is in edit mode (entry 73), where entries can be edited, deleted
    /// and reordered.
    public private(set) var isEditing = false
    private var nextID: Int

    /// A list of `defaults`, the resources the app ships with, top first.
    public init(defaults: [HelpfulResource.Kind] = []) {
        entries = defaults.enumerated().map { HelpfulResource(id: $0.offset + 1, kind: $0.element) }
        nextID = defaults.count + 1
    }

    /// Toggles edit mode (entry 73).
    public mutating func toggleEditMode() { isEditing.toggle() }

    /// Adds a saved entry of `kind` at the bottom (entries 67-70) and returns its event; the
    /// list need not be in edit mode.
    public mutating func add(_ kind: HelpfulResource.Kind) -> HelpfulResourceEvent.Change {
        entries.append(HelpfulResource(id: nextID, kind: kind))
        nextID += 1
        return .add(kind, position: entries.count)
    }

    /// Edits the entry at `position` (1 the top), whose text now reads as `kind` (entry 74).
    public mutating func edit(at position: Int, kind: HelpfulResource.Kind) throws(HelpfulResourcesError) -> HelpfulResourceEvent.Change {
        let index = try editableIndex(position)
        entries[index].kind = kind
        return .edit(kind, position: position)
    }

    /// Deletes the entry at `position` (entry 72).
    public mutating func delete(at position: Int) throws(HelpfulResourcesError) -> HelpfulResourceEvent.Change {
        let index = try editableIndex(position)
        return .delete(entries.remove(at: index).kind, position: position)
    }

    /// Moves the entry at `position` to `destination`, the others closing up (entry 73).
    public mutating func move(from position: Int, to destination: Int) throws(HelpfulResourcesError) -> HelpfulResourceEvent.Change {
        let index = try editableIndex(position)
        guard entries.indices.contains(destination - 1), destination != position else {
            throw .noSuchPosition(destination, count: entries.count)
        }
        let entry = entries.remove(at: index)
        entries.insert(entry, at: destination - 1)
        return .reorder(entry.kind, from: position, to: destination)
    }

    private func editableIndex(_ position: Int) throws(HelpfulResourcesError) -> Int {
        guard isEditing else { throw .notInEditMode }
        guard entries.indices.contains(position - 1) else { throw .noSuchPosition(position, count: entries.count) }
        return position - 1
    }
}

/// One entry of the helpful resources, without its text.
public struct HelpfulResource: Hashable, Sendable {
    /// What an entry holds (entry 66).
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case phoneNumber = "phone_number"
        case webURL = "web_url"
        case emailAddress = "email_address"
        case other

        /// The kind of an entry's `text`, which is read and not kept: an email address
        /// (`name@host.tld`), a web URL (`http(s)://…`, `www.…` or `host.tld/…`), a phone
        /// number (digits with spaces, `+`, `-`, `(`, `)`, at least three digits), or other.
        public init(classifying text: String) {
            let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let lower = text.lowercased()
            let parts = lower.split(separator: "@", omittingEmptySubsequences: false)
            if parts.count == 2, !parts[0].isEmpty, !parts[0].contains(" "), parts[1].contains("."), !parts[1].contains(" ") {
                self = .emailAddress
            } else if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.")
                        || (!lower.contains(" ") && lower.split(separator: "/").first.map { $0.contains(".") && !$0.hasSuffix(".") } == true
                            && lower.contains { $0.isLetter }) {
                self = .webURL
            } else if text.count(where: { $0.isNumber }) >= 3, text.allSatisfy({ $0.isNumber || " +-()".contains($0) }) {
                self = .phoneNumber
            } else {
                self = .other
            }
        }
    }

    /// The entry's identity within its list.
    public let id: Int
    /// Its kind.
    public var kind: Kind
}

/// Why a change to the helpful resources is refused.
public enum HelpfulResourcesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Editing, deleting or reordering outside edit mode (entry 73).
    case notInEditMode
    /// A position that is not in the list (1 the top).
    case noSuchPosition(Int, count: Int)

    public var description: String {
        switch self {
        case .notInEditMode: "the helpful resources are not in edit mode: toggle the edit button first"
        case .noSuchPosition(let position, let count): "position \(position) is not in a list of \(count) resources"
        }
    }
}
