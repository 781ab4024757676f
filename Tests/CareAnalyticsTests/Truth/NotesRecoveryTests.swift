import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 17-18: notes, from scenario to `analyze truth`.
@Suite struct NotesRecoveryTests {
    static let plain = """
        format: 1
        name: notes
        seed: 48
        people: 250
        days: 60
        start_date: 2026-03-02
        time_zones: [America/New_York, Asia/Kolkata]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.005}}
        symptoms:
          - {name: headache, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        """

    static let notes = "notes: {categories: [neurology, physio, diary], per_month: 4, appointment_share: 0.5, "
        + "parts: {symptom_rundown: 0.8, medication_effects: 0.3, questions: 0.6}, questions: 3}"

    /// The planted rate, appointment share, each part's chance (the plan, never filled in,
    /// included) and the questions lie in the estimates' 95 % intervals (a fixed seed).
    @Test func seed000Req18PlantedNoteParametersAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.notes)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.notes?.categories == ["neurology", "physio", "diary"] && truth.notes?.perMonth == 4)
        let rows = NoteAnalysis.truthRows(truth, try NoteAnalysis.run(on: run.database))
        #expect(rows.map(\.parameter) == ["per_month", "appointment_share", "parts.symptom_rundown",
                                           "parts.medication_effects", "parts.questions", "parts.plan", "questions"])
        for row in rows where row.parameter != "parts.plan" {
            #expect(row.recovered == true, "\(row.parameter): planted \(row.planted), \(String(describing: row.interval))")
        }
        let plan = try #require(rows.first { $0.parameter == "parts.plan" })
        #expect(plan.estimate == 0, "a part with no chance is never filled in")
    }

    /// Notes come from a stream of their own: everything else a person logs is as it was
    /// without them, and a run without them plants nothing in truth.json.
    @Test func seed000Req17AddingNotesChangesNothingElseTheScenarioSimulates() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 250", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.notes)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var notes = 0
        try with.database.forEachPerson { var log = $0; notes += log.notes.count; log.notes = []; a.append(log) }
        try without.database.forEachPerson { b.append($0) }
        #expect(notes > 0)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).notes == nil)
    }
}
