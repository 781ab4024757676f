import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 17-18: the notes' figures on data written by hand.
@Suite struct NoteAnalysisTests {
    static func note(_ day: Int, _ category: String, appointment parts: Set<LoggedNote.Part>? = nil, questions: Int = 0)
        -> LoggedNote {
        LoggedNote(at: HandBuiltRun.at(day, hour: 10), category: category, isAppointment: parts != nil, parts: parts ?? [],
                   questionCount: questions)
    }

    /// Thirty days from 2 March 2026:
    /// - person 1 uses the app on 15 days and writes a free-text note and two appointment
    ///   notes (one with a rundown and 3 questions, one with a plan only), in `neuro`;
    /// - person 2 uses it on 30 days and writes one appointment note with a rundown, a plan
    ///   and 1 question, in `physio`;
    /// - person 3 uses it on 6 days and writes nothing.
    static func run() throws -> HandBuiltRun {
        var one = HandBuiltRun.person(1, loginDays: Array(0..<15))
        one.notes = [note(0, "neuro"), note(1, "neuro", appointment: [.symptomRundown, .questions], questions: 3),
                     note(2, "neuro", appointment: [.plan])]
        var two = HandBuiltRun.person(2, loginDays: Array(0..<30))
        two.notes = [note(3, "physio", appointment: [.symptomRundown, .plan, .questions], questions: 1)]
        return try HandBuiltRun(days: 30, people: [one, two, HandBuiltRun.person(3, loginDays: Array(0..<6))])
    }

    /// Counted by hand: 4 notes over 15 + 30 + 6 = 51 days of use, 4 / (51 / 30) per 30
    /// days; 3 of 4 notes are appointment notes; of those 3, 2 have a rundown, 2 a plan, 2
    /// questions and none medication effects; 4 questions over 2 notes with questions.
    @Test func seed000Req18FiguresAreCountedFromTheStoredNotes() throws {
        let report = try NoteAnalysis().run(on: try Self.run().database)
        #expect(report.people == 3 && report.writers == 2 && report.notes == 4 && report.appointmentNotes == 3)
        #expect(report.perMonth.map { abs($0.estimate - 4.0 / (51.0 / 30)) < 1e-12 } == true)
        #expect(report.perMonth?.count == 3)
        #expect(report.appointmentShare?.estimate == 0.75)
        let shares = Dictionary(uniqueKeysWithValues: report.parts.map { ($0.part, $0.share?.estimate) })
        #expect(shares[.symptomRundown] == 2.0 / 3 && shares[.plan] == 2.0 / 3 && shares[.questions] == 2.0 / 3)
        #expect(shares[.medicationEffects] == 0)
        #expect(report.questions?.estimate == 2)
        #expect(report.categories.map(\.category) == ["neuro", "physio"])
        #expect(report.categories.map(\.notes) == [3, 1])
    }

    @Test func seed000Req17ARunWithoutNotesHasNone() throws {
        let run = try HandBuiltRun(days: 7, people: [HandBuiltRun.person(1, loginDays: [0, 1])])
        let report = try NoteAnalysis().run(on: run.database)
        #expect(report.notes == 0 && report.perMonth == nil && report.categories.isEmpty)
    }
}
