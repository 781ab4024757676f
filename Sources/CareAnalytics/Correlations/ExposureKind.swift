import CareStore

/// The kinds of stored events a correlation grid can take as exposures, each turned into
/// one daily column per name (``PersonDays/addExposures(of:kinds:layout:grid:)``).
public enum ExposureKind: String, CaseIterable, Sendable {
    /// Lifestyle factors: the day's total amount in the factor's unit, or the mean level
    /// (1 a little, 2 moderate, 3 a lot) for a factor logged by level (unit `level`).
    case factor
    /// Doses: `dose: <medication>`, the number of doses logged that day (0 on a logged day
    /// without one).
    case dose
    /// Health measurements: `measurement: <quantity>`, the mean reading that day
    /// (`blood_pressure_systolic`, `steps`, …), including readings imported from Apple
    /// Health or the generic CSV.
    case measurement
    /// The mood survey: `mood`, the day's mean valence (0-1).
    case mood
    /// Questionnaires: `questionnaire: <name>`, the day's total score (PHQ-9, GAD-7, WHO-5),
    /// and imported scores (`score: <name>`, a Flaredown rating or the Harvey-Bradshaw Index).
    case questionnaire
    /// Imported activities, tags and foods (Daylio, Flaredown): `activity: <name>`,
    /// `tag: <name>`, `food: <name>`, 1 on a day it was logged and 0 on other logged days;
    /// and weather readings (`weather: <name>`), the day's mean.
    case imported

    /// The stored event kinds an exposure of this kind is read from.
    var eventKinds: Set<EventKind> {
        switch self {
        case .factor: [.factor]
        case .dose: [.dose]
        case .measurement: [.measurement]
        case .mood: [.mood]
        case .questionnaire: [.score]
        case .imported: [.activity, .tag, .food, .weather]
        }
    }
}
