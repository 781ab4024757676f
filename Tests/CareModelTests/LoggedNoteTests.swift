import CareModel
import Foundation
import Testing

/// Seed 000 Req 17-18: what a record keeps of a note is its category and the shape of an
/// appointment note, never its words.
@Suite struct LoggedNoteTests {
    private let written = instant("2026-03-10T15:00:00Z")

    @Test func seed000Req18AnAppointmentNoteKeepsWhichPartsWereFilledIn() {
        let note = Note(title: "Dr Patel", created: written, body: .appointment(AppointmentNote(
            appointment: instant("2026-03-11T09:00:00Z"), provider: "Dr Patel", symptomRundown: "worse in the mornings",
            medicationEffects: "  \n", questions: [QuestionAnswer(question: "Can I drive?", answer: "Yes"),
                                                   QuestionAnswer(question: " ", answer: ""),
                                                   QuestionAnswer(question: "", answer: "take it with food")],
            plan: "")), category: NoteCategory("neurology"))
        let logged = LoggedNote(note)
        #expect(logged == LoggedNote(at: written, category: "neurology", isAppointment: true,
                                     parts: [.symptomRundown, .questions], questionCount: 2))
    }

    @Test func seed000Req17AFreeTextNoteKeepsOnlyItsCategoryAndTime() {
        let note = Note(title: "diary", created: written, body: .text("private words"), category: NoteCategory("migraine"))
        #expect(LoggedNote(note) == LoggedNote(at: written, category: "migraine", isAppointment: false))
        // A free-text note cannot carry appointment parts or questions.
        #expect(LoggedNote(at: written, category: "x", isAppointment: false, parts: [.plan], questionCount: 3).parts.isEmpty)
    }
}
