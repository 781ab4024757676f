/// How bad a symptom is when the user logs it (seed 000, Req 4), or that it was reported
/// absent.
///
/// The raw value is the severity's rank, 1 for mild to 4 for debilitating: the seed's
/// ``scale``. Rank 0, ``absent``, is an entry saying the symptom was not there, which apps
/// with a 0-4 rating (Flaredown, Bearable) record: it scores 0 points, as a day with nothing
/// logged does, but the day counts as logged. Points for the daily score come from a
/// ``ScoringRule``, not from the rank, so a product team can change them without touching
/// stored data.
public enum Severity: Int, CaseIterable, Codable, Comparable, Sendable {
    /// Reported absent: the person said the symptom was not there.
    case absent = 0
    case mild = 1
    case moderate = 2
    case severe = 3
    case debilitating = 4

    /// The word the seed uses for the severity, e.g. `"debilitating"`.
    public var name: String {
        switch self {
        case .absent: "absent"
        case .mild: "mild"
        case .moderate: "moderate"
        case .severe: "severe"
        case .debilitating: "debilitating"
        }
    }

    /// The seed's four severities, mild to debilitating, which a scoring rule gives points.
    public static let scale: [Severity] = [.mild, .moderate, .severe, .debilitating]

    /// Finds the severity with the given name, ignoring case.
    public init?(name: String) {
        guard let match = Severity.allCases.first(where: { $0.name == name.lowercased() }) else {
            return nil
        }
        self = match
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
}
