import Foundation

/// A medication on the user's list (seed 000, Req 13): its name, alternative names,
/// dosage, prescriber, directions and the schedule of its doses.
///
/// The times of day a medication is taken (Req 13 fit criterion) come from its schedule,
/// so the two can never disagree; a medication taken as needed has no schedule.
public struct Medication: Hashable, Codable, Sendable {
    /// The name the user lists it under, e.g. `"Sumatriptan"`.
    public let name: String
    /// Other names it is known by, e.g. brand names (`"Imitrex"`).
    public var alternativeNames: [String]
    /// How much one dose is.
    public var dosage: Dosage
    /// Who prescribed it, if anyone.
    public var prescriber: String?
    /// The directions given by the prescriber or pharmacy.
    public var directions: String
    /// When doses are due; nil for a medication taken as needed.
    public var schedule: Schedule?

    /// Creates a medication; the name must not be empty.
    public init(
        name: String,
        alternativeNames: [String] = [],
        dosage: Dosage,
        prescriber: String? = nil,
        directions: String = "",
        schedule: Schedule? = nil
    ) throws(MedicationError) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyName(field: "name") }
        self.name = trimmed
        self.alternativeNames = alternativeNames
        self.dosage = dosage
        self.prescriber = prescriber
        self.directions = directions
        self.schedule = schedule
    }

    /// The parts of the day doses are due in, in clock order, from the current rule
    /// (seed 000, Req 13: "time of day medication is taken"); empty when taken as needed.
    public var timesOfDay: [TimeOfDay] {
        guard let rule = schedule?.rule else { return [] }
        var seen = Set<TimeOfDay>()
        return rule.times.map { TimeOfDay(hour: $0.hour) }.filter { seen.insert($0).inserted }
    }

    /// Whether `text` names this medication, by its name or an alternative name,
    /// ignoring case and surrounding spaces: how a logged dose finds its medication.
    public func isNamed(_ text: String) -> Bool {
        let key = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return ([name] + alternativeNames).contains { $0.lowercased() == key }
    }
}
