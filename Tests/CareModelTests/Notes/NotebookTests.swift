import CareModel
import Foundation
import Testing

/// Notes in the user's categories (seed 000, Req 17-18).
@Suite struct NotebookTests {
    static func at(_ minute: Int) -> Date { Date(timeIntervalSince1970: 1_773_100_000 + Double(minute) * 60) }

    @Test("Req 20-28: a new notebook has the pre-existing health-measurements category")
    func preExistingCategory() {
        #expect(Notebook().categories == [.healthMeasurements])
    }

    @Test("Req 17-18: the user creates categories and places each note in one of them")
    func categoriesAndNotes() throws {
        var notebook = Notebook()
        let neurology = try notebook.addCategory("Neurology")
        try notebook.addCategory("Dr Patel")
        let visit = AppointmentNote(
            appointment: Self.at(60), provider: "Dr Patel", symptomRundown: "headaches 3 days a week",
            medicationEffects: "sumatriptan helps within an hour; mild nausea",
            questions: [QuestionAnswer(question: "Is caffeine a trigger?")], plan: "headache diary for a month")
        let id = try notebook.add(Note(title: "March visit", created: Self.at(0), body: .appointment(visit), category: neurology))
        try notebook.add(Note(title: "", created: Self.at(5), body: .text("ask about MRI"), category: NoteCategory("neurology")))
        #expect(notebook.notes(in: neurology).map(\.created) == [Self.at(5), Self.at(0)])
        try notebook.edit(id) { note in
            guard case .appointment(var visit) = note.body else { return }
            visit.questions[0].answer = "possibly; try cutting down"
            note.body = .appointment(visit)
            note.category = NoteCategory("Dr Patel")
        }
        #expect(notebook.notes(in: neurology).count == 1)
        #expect(notebook.notes(in: NoteCategory("Dr Patel")).map(\.title) == ["March visit"])
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var label: String
        var change: @Sendable (inout Notebook) throws(NoteError) -> Void
        var error: NoteError
        var testDescription: String { label }
    }

    static let refusals: [Refusal] = [
        Refusal(label: "empty category name", change: { n throws(NoteError) in _ = try n.addCategory(" ") },
                error: .emptyCategoryName),
        Refusal(label: "duplicate category", change: { n throws(NoteError) in _ = try n.addCategory("CARDIOLOGY") },
                error: .duplicateCategory(name: "Cardiology")),
        Refusal(label: "note in an unknown category", change: { n throws(NoteError) in
            _ = try n.add(Note(title: "x", created: at(1), body: .text("y"), category: NoteCategory("Cardiolgy"))) },
                error: .unknownCategory(name: "Cardiolgy", suggestion: "Cardiology")),
        Refusal(label: "empty note", change: { n throws(NoteError) in
            _ = try n.add(Note(title: " ", created: at(1), body: .appointment(AppointmentNote(appointment: at(2))),
                               category: NoteCategory("Cardiology"))) }, error: .emptyNote),
        Refusal(label: "deleting a category that holds notes", change: { n throws(NoteError) in
            try n.deleteCategory("cardiology") }, error: .categoryNotEmpty(name: "Cardiology", notes: 1)),
        Refusal(label: "deleting the health-measurements category", change: { n throws(NoteError) in
            try n.deleteCategory("Health Measurements") }, error: .builtInCategory(name: "Health Measurements")),
        Refusal(label: "editing an unknown note", change: { n throws(NoteError) in try n.edit(42) { $0.title = "x" } },
                error: .unknownNote(id: 42)),
    ]

    @Test("Req 17-18: invalid changes are refused with a typed error and change nothing", arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        var notebook = Notebook()
        let cardiology = try notebook.addCategory("Cardiology")
        try notebook.add(Note(title: "ECG results", created: Self.at(0), body: .text("normal"), category: cardiology))
        let before = notebook
        #expect(throws: refusal.error) { try refusal.change(&notebook) }
        #expect(notebook == before)
    }

    @Test("Req 17: an empty category can be deleted")
    func deleteEmptyCategory() throws {
        var notebook = Notebook()
        try notebook.addCategory("Dermatology")
        try notebook.deleteCategory("dermatology")
        #expect(notebook.categories == [.healthMeasurements])
    }
}
