import Foundation

/// Why a change to the medical record or its dental chart was refused (seed 001).
public enum MedicalRecordError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A tooth number that does not exist in the named numbering system.
    case unknownToothNumber(system: String, number: String)
    /// A surface the tooth does not have (an incisal edge on a molar, an occlusal surface
    /// on an incisor).
    case surfaceNotOnTooth(surface: ToothSurface, tooth: Tooth)
    /// A surface charted on a tooth with no natural surfaces to chart (missing, unerupted,
    /// an implant, or covered by a crown).
    case noSurfacesToChart(tooth: Tooth, status: ToothStatus)
    /// Text that is empty once white space is trimmed, e.g. a condition's name.
    case empty(field: String)
    /// An item already in the record under the same name, ignoring case.
    case duplicate(kind: String, name: String)
    /// An item identifier the record does not hold (never added, or deleted).
    case unknownItem(id: Int)
    /// An edit that would change an item into another kind (a condition into an allergy).
    case kindChanged(id: Int, from: String, to: String)
    /// A change dated before the last change in the history.
    case outOfOrder(date: Date, last: Date)
    /// A stored change that cannot follow the history before it (a value of another
    /// subject, an edit that changes nothing, a new item out of turn).
    case notReplayable(reason: String)

    public var description: String {
        switch self {
        case .unknownToothNumber(let system, let number):
            "'\(number)' is not a tooth in \(system) numbering"
                + (system == "FDI" ? " (11-18, 21-28, 31-38, 41-48; primary 51-55 to 81-85)" : " (1-32, or A-T for primary teeth)")
        case .surfaceNotOnTooth(let surface, let tooth):
            "the \(tooth) has no \(surface.rawValue) surface"
        case .noSurfacesToChart(let tooth, let status):
            "the \(tooth) is \(status.rawValue); it has no natural surfaces to chart"
        case .empty(let field):
            "the \(field) is empty"
        case .duplicate(let kind, let name):
            "the record already holds the \(kind) '\(name)'"
        case .unknownItem(let id):
            "the record holds no item with id \(id)"
        case .kindChanged(let id, let from, let to):
            "item \(id) is a \(from) and cannot be edited into a \(to)"
        case .outOfOrder(let date, let last):
            "a change dated \(date) comes before the last change in the history, dated \(last)"
        case .notReplayable(let reason):
            "the change cannot follow the history before it: \(reason)"
        }
    }
}
