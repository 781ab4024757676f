import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 001: the medical record and dental chart from scenario to `analyze truth`.
@Suite struct MedicalRecordRecoveryTests {
    static let plain = """
        format: 1
        name: record
        seed: 31
        people: 400
        days: 90
        start_date: 2026-05-04
        time_zones: [Europe/London, America/New_York]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.01}}
        symptoms:
          - {name: headache, baseline_mean: -0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: caffeine, unit: mg, mean: 150, between_sd: 60, within_sd: 50}
        """

    static let record = """
        medical_record:
          conditions: {hypertension: 0.25, asthma: 0.12, migraine: 0.15}
          allergies: {pollen: 0.2, penicillin: 0.1}
          medications: {salbutamol: 0.12, lisinopril: 0.18}
          blood_types: {O+: 0.45, A+: 0.4, B+: 0.15}
          tooth_status: {crowned: 0.05, missing: 0.04}
          teeth:
            - {fdi: 18, status: {missing: 0.45}}
            - {universal: 17, status: {missing: 0.4}}
          mistakes_per_year: {items: 3, teeth: 2}
        """

    /// With 400 people the planted prevalences, blood-type and tooth-status shares and
    /// mistake rates lie in the estimates' 95 % intervals (a fixed seed; one share of the 17
    /// may miss, as a 95 % interval does), and the record's history holds additions,
    /// edits and deletions.
    @Test func seed001PlantedSharesAndMistakeRatesAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.record)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let planted = try #require(truth.medicalRecord)
        #expect(planted.shares.contains(.init(kind: "condition", item: "hypertension", planted: 0.25)))
        #expect(planted.shares.contains(.init(kind: "tooth_status", item: "missing", fdi: 38, planted: 0.4)))
        #expect(planted.shares.contains(.init(kind: "tooth_status", item: "present", fdi: nil, planted: 0.91)))
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        #expect(comparison.medicalRecordShares.count == planted.shares.count)
        for share in comparison.medicalRecordShares {
            let estimate = try #require(share.estimate.proportion)
            #expect(abs(estimate.estimate - share.truth.planted) < 0.08, "\(share.truth) \(estimate)")
        }
        // 17 shares at 95 %: about one miss is expected by chance.
        let missed = comparison.medicalRecordShares.filter { $0.recovered != true }
        #expect(missed.count <= 1, "\(missed.map(\.truth))")
        #expect(comparison.medicalRecordRates.map(\.item) == ["deleted_items", "tooth_corrections"])
        for rate in comparison.medicalRecordRates { #expect(rate.recovered == true, "\(rate.item) \(String(describing: rate.observed))") }

        var actions = Set<RecordChange.Action>()
        try run.database.forEachPerson(kinds: [.medicalRecord]) { log in
            actions.formUnion(log.medicalRecord.history.map(\.action))
            #expect(log.medicalRecord.dentalChart.teeth.count == 32)
            #expect(log.otherEvents.isEmpty)
        }
        #expect(actions == [.added, .edited, .deleted])
    }

    /// The record's draws come from a stream of their own: everything else a person logs
    /// is as it was without a record, and a run without one plants nothing in truth.json.
    @Test func seed001AddingARecordChangesNothingElseTheScenarioSimulates() throws {
        let with = try SimulatedDatabase(yaml: Self.plain.replacingOccurrences(of: "people: 400", with: "people: 40")
                                            + "\n" + Self.record)
        let without = try SimulatedDatabase(yaml: Self.plain.replacingOccurrences(of: "people: 400", with: "people: 40"))
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        try with.database.forEachPerson { var log = $0; log.medicalRecord = MedicalRecord(); a.append(log) }
        try without.database.forEachPerson { b.append($0) }
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).medicalRecord == nil)
        #expect(try MedicalRecordAnalysis().run(on: without.database).people == 0)
    }
}
