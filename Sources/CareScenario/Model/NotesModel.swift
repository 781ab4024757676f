/// Notes people write in the app's notebook (seed 000, Req 17-18): on each day a person
/// uses the app they write a Poisson number of notes (`perMonth` / 30 a day), each in one of
/// `categories` at random; a share are structured appointment notes, each part of which is
/// filled in with its own chance, and whose questions part holds 1 + Poisson(`questions` − 1)
/// questions. No text is simulated.
public struct NotesModel: Hashable, Sendable {
    /// The categories the person files notes in, at least one.
    public var categories: [String]
    /// Mean notes per 30 days of use: a planted parameter.
    public var perMonth: Double
    /// The chance a note is an appointment note rather than free text.
    public var appointmentShare: Double
    /// The chance of each appointment part being filled in, by part.
    public var parts: [String: Double]
    /// The mean number of questions of an appointment note whose questions part is filled
    /// in, at least 1.
    public var questions: Double

    /// The appointment parts a scenario may name: `symptom_rundown`, `medication_effects`,
    /// `questions`, `plan` (seed 000, Req 18).
    public static let partNames = ["symptom_rundown", "medication_effects", "questions", "plan"]

    /// Creates a model.
    public init(categories: [String], perMonth: Double, appointmentShare: Double, parts: [String: Double], questions: Double) {
        self.categories = categories
        self.perMonth = perMonth
        self.appointmentShare = appointmentShare
        self.parts = parts
        self.questions = questions
    }
}
