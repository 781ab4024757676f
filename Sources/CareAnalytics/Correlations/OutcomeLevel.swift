import CareModel
import CareStore

/// What a correlation grid's outcome is: a daily symptom or category score (seed 000
/// Req 8-9), or a daily value of another kind of event.
public enum OutcomeLevel: String, CaseIterable, Sendable {
    /// A category's daily score.
    case category
    /// A symptom's daily score.
    case symptom
    /// The mood survey's daily mean valence (0-1), outcome `mood`.
    case mood
    /// A health measurement's daily mean reading, outcome the quantity's reading name.
    case measurement
    /// A questionnaire's total score on the day it was answered, outcome its name.
    case questionnaire

    /// The outcome level of a daily score of `level`.
    init(_ level: ScoreLevel) {
        switch level {
        case .category: self = .category
        case .symptom: self = .symptom
        }
    }
}

/// The kinds of outcomes a correlation grid can take: the daily scores (always), and
/// optionally the daily values of other kinds of events, which are missing on days without
/// one (a pair needs a value on day t + lag).
public enum OutcomeKind: String, CaseIterable, Sendable {
    /// Daily symptom and category scores, on every day the person logged anything.
    case scores
    /// The day's mean mood valence.
    case mood
    /// Each measured quantity's daily mean reading (`heart_rate`, `steps`,
    /// `blood_pressure_systolic`, …).
    case measurement
    /// Each questionnaire's total (PHQ-9, GAD-7, WHO-5, …) on the day it was answered.
    case questionnaire

    /// The stored event kinds its values are read from.
    var eventKinds: Set<EventKind> {
        switch self {
        case .scores: []
        case .mood: [.mood]
        case .measurement: [.measurement]
        case .questionnaire: [.score]
        }
    }

    /// The outcome columns of this kind among the stored `labels` (kinds, names and units),
    /// sorted by name: `mood` for the mood survey's valence and `mood (<scale>)` for an
    /// imported scale (Daylio's `daylio_1_5`, Bearable's ratings); each measurement's
    /// reading name; each questionnaire's or imported score's name.
    func columns(in labels: [(kind: EventKind, name: String, unit: String)]) -> [OutcomeColumn] {
        let found: [OutcomeColumn] = labels.compactMap { label in
            switch (self, label.kind) {
            case (.mood, .mood): OutcomeColumn.mood(scale: label.unit)
            case (.measurement, .measurement): OutcomeColumn(level: .measurement, name: label.name)
            case (.questionnaire, .score) where label.unit != "flag": OutcomeColumn(level: .questionnaire, name: label.name)
            default: nil
            }
        }
        return Set(found).sorted { $0.name < $1.name }
    }
}

/// One outcome column beside the scores: its level and name.
public struct OutcomeColumn: Hashable, Sendable {
    public var level: OutcomeLevel
    public var name: String

    /// The column of a mood on `scale`: `mood` for the survey's valence, else `mood (scale)`.
    static func mood(scale: String) -> OutcomeColumn {
        OutcomeColumn(level: .mood, name: scale == "valence" ? "mood" : "mood (\(scale))")
    }
}
