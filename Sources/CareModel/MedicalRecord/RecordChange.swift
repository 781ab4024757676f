import Foundation

/// A change the user makes to the medical record (seed 001, 3.1.1.3-3.1.1.5: adding,
/// editing and deleting medical information).
public enum RecordEdit: Hashable, Codable, Sendable {
    /// Adds a condition, an allergy or a medication reference.
    case add(RecordItem)
    /// Replaces the item with this identifier by another of the same kind.
    case edit(id: Int, RecordItem)
    /// Deletes the item with this identifier.
    case delete(id: Int)
    /// Sets the blood type; nil deletes it.
    case setBloodType(BloodType?)
    /// Sets a tooth's status on the dental chart.
    case setTooth(Tooth, ToothStatus)
    /// Sets one surface of a tooth on the dental chart.
    case setSurface(Tooth, ToothSurface, SurfaceStatus)
    /// Removes everything charted for a tooth.
    case clearTooth(Tooth)
}

/// What a history entry is about.
public enum RecordSubject: Hashable, Codable, Sendable {
    /// A listed item, by identifier.
    case item(id: Int)
    case bloodType
    case tooth(Tooth)
}

/// A value of the record before or after a change.
public enum RecordValue: Hashable, Codable, Sendable {
    case item(RecordItem)
    case bloodType(BloodType)
    case tooth(ToothRecord)
}

/// One entry of the record's change history: what changed, when, from what to what.
public struct RecordChange: Hashable, Codable, Sendable {
    /// Whether something was added, edited or deleted.
    public enum Action: String, CaseIterable, Codable, Sendable {
        case added, edited, deleted
    }

    /// When the change was made.
    public let date: Date
    /// What changed.
    public let subject: RecordSubject
    /// The value before the change; nil when it was added.
    public let before: RecordValue?
    /// The value after the change; nil when it was deleted.
    public let after: RecordValue?

    /// Added (nothing before), deleted (nothing after) or edited.
    public var action: Action {
        before == nil ? .added : after == nil ? .deleted : .edited
    }
}
