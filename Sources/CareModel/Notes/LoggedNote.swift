import Foundation

/// What a person's record keeps of a note they wrote (seed 000, Req 17-18): when, its one
/// category, and for an appointment note which of its parts were filled in and how many
/// questions it holds. Never its text: titles, answers and transcripts are the person's own
/// words.
public struct LoggedNote: Hashable, Sendable {
    /// A part of an appointment note (Req 18).
    public enum Part: String, CaseIterable, Comparable, Sendable {
        case symptomRundown = "symptom_rundown"
        case medicationEffects = "medication_effects"
        case questions
        case plan

        public static func < (a: Part, b: Part) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// When the note was written.
    public var at: Date
    /// The name of its category.
    public var category: String
    /// Whether it is a structured appointment note (Req 18), not free text.
    public var isAppointment: Bool
    /// The parts of an appointment note that were filled in; empty for free text.
    public var parts: Set<Part>
    /// The questions of an appointment note; 0 for free text.
    public var questionCount: Int

    /// Creates a logged note; a free-text note has no parts and no questions.
    public init(at: Date, category: String, isAppointment: Bool, parts: Set<Part> = [], questionCount: Int = 0) {
        self.at = at
        self.category = category
        self.isAppointment = isAppointment
        self.parts = isAppointment ? parts : []
        self.questionCount = isAppointment ? questionCount : 0
    }

    /// What the record keeps of `note`: a part counts as filled in when it has text other
    /// than white space (questions: when one has a question or an answer).
    public init(_ note: Note) {
        switch note.body {
        case .text:
            self.init(at: note.created, category: note.category.name, isAppointment: false)
        case .appointment(let appointment):
            let asked = appointment.questions.filter {
                !Name.trimmed($0.question).isEmpty || !Name.trimmed($0.answer).isEmpty
            }
            var parts: Set<Part> = []
            if !Name.trimmed(appointment.symptomRundown).isEmpty { parts.insert(.symptomRundown) }
            if !Name.trimmed(appointment.medicationEffects).isEmpty { parts.insert(.medicationEffects) }
            if !asked.isEmpty { parts.insert(.questions) }
            if !Name.trimmed(appointment.plan).isEmpty { parts.insert(.plan) }
            self.init(at: note.created, category: note.category.name, isAppointment: true, parts: parts,
                      questionCount: asked.count)
        }
    }
}
