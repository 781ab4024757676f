import Foundation

/// A category that organises notes, e.g. by doctor, specialty or diagnosis (seed 000,
/// Req 17).
public struct NoteCategory: Hashable, Codable, Sendable {
    /// The category's name as the user typed it.
    public var name: String

    public init(_ name: String) { self.name = name }

    /// The category that exists before the user creates any, where health measurements are
    /// kept (seed 000, Req 20-28, "the pre existing folder/category for health
    /// measurements").
    public static let healthMeasurements = NoteCategory("Health Measurements")
}

/// A question asked at an appointment and the answer given.
public struct QuestionAnswer: Hashable, Codable, Sendable {
    public var question: String
    public var answer: String

    public init(question: String, answer: String = "") {
        self.question = question
        self.answer = answer
    }
}

/// An appointment note with the parts seed 000, Req 18 lists: a symptom rundown,
/// medication effects and side effects, questions and answers, and the plan.
public struct AppointmentNote: Hashable, Codable, Sendable {
    /// When the appointment is or was.
    public var appointment: Date
    /// Who it is with, e.g. "Dr Patel, neurology".
    public var provider: String
    public var symptomRundown: String
    public var medicationEffects: String
    public var questions: [QuestionAnswer]
    public var plan: String

    public init(
        appointment: Date, provider: String = "", symptomRundown: String = "", medicationEffects: String = "",
        questions: [QuestionAnswer] = [], plan: String = ""
    ) {
        self.appointment = appointment
        self.provider = provider
        self.symptomRundown = symptomRundown
        self.medicationEffects = medicationEffects
        self.questions = questions
        self.plan = plan
    }

    /// Whether every part is empty.
    var isEmpty: Bool {
        [provider, symptomRundown, medicationEffects, plan].allSatisfy { Name.trimmed($0).isEmpty }
            && questions.allSatisfy { Name.trimmed($0.question).isEmpty && Name.trimmed($0.answer).isEmpty }
    }
}

/// What a note says: free text (a transcript of a recorded appointment too, Req 19) or a
/// structured appointment note (Req 18).
public enum NoteBody: Hashable, Codable, Sendable {
    case text(String)
    case appointment(AppointmentNote)
}

/// A note placed in exactly one category (seed 000, Req 17-18).
public struct Note: Hashable, Codable, Sendable {
    public var title: String
    /// When the note was written.
    public var created: Date
    public var body: NoteBody
    /// Its one category.
    public var category: NoteCategory

    public init(title: String, created: Date, body: NoteBody, category: NoteCategory) {
        self.title = title
        self.created = created
        self.body = body
        self.category = category
    }
}
