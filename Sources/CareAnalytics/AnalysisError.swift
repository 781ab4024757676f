import CareStore

/// Why an analysis could not run.
public enum AnalysisError: Error, Sendable, CustomStringConvertible {
    /// The database could not be read.
    case store(StoreError)
    /// The database lacks run information the analysis needs.
    case missingRunInfo(path: String, keys: [String])
    /// The database has neither a simulated run's period nor any event to take one from.
    case noEvents(path: String)
    /// The ground-truth manifest could not be read.
    case unreadableTruth(path: String, reason: String)
    /// The database's programme (medication or task catalogue) cannot be used.
    case badProgramme(path: String, reason: String)
    /// A pass met a stored series (a factor in a unit, a medication, a quantity, a mood
    /// scale) that was not there when it began: the database changed while being read.
    case unexpectedSeries(path: String, name: String, unit: String)
    /// The chosen time frame is not inside the study period.
    case frameOutsidePeriod(path: String, frame: StudyPeriod, period: StudyPeriod)
    /// A single-subject analysis was asked for without naming a person, and the database
    /// does not hold exactly one.
    case notOnePerson(path: String, people: Int)
    /// The chosen person is not in the database.
    case unknownPerson(path: String, person: Int)

    public var description: String {
        switch self {
        case .store(let error): error.description
        case .missingRunInfo(let path, let keys):
            "\(path): the run information lacks \(keys.joined(separator: " and ")); was this database made by `carelab simulate`?"
        case .noEvents(let path):
            "\(path): holds no events, so there is no period to analyse; import or simulate some data first"
        case .unreadableTruth(let path, let reason):
            "\(path): cannot read the ground-truth manifest (truth.json of a simulated run): \(reason)"
        case .badProgramme(let path, let reason):
            "\(path): the programme cannot be used: \(reason)"
        case .unexpectedSeries(let path, let name, let unit):
            "\(path): '\(name)' (\(unit.isEmpty ? "no unit" : unit)) appeared while it was being read; was something writing to it? Run the command again"
        case .frameOutsidePeriod(let path, let frame, let period):
            "\(path): the time frame \(frame.first) to \(frame.last) is not inside the study period, "
                + "\(period.first) to \(period.last); choose --from and --through within it"
        case .notOnePerson(let path, let people):
            "\(path): holds \(people) people; a single-subject analysis reads one: choose them with --person ID"
        case .unknownPerson(let path, let person):
            "\(path): has no person \(person); --person takes a person_id of the database"
        }
    }
}
