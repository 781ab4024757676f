import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Issue 38: FHIR R4 Bundles and Bulk Data NDJSON, from the hand-written fixtures and a
/// Synthea-shaped patient (see `Fixtures/README.md`).
@Suite struct FHIRImportTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    func people() throws -> [PersonRecord] {
        var records: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson { records.append($0) }
        return records
    }

    /// A measurement's readings in their stored names and units, and its source.
    static func reading(_ measurement: HealthMeasurement) -> String {
        measurement.value.readings.map { "\($0.name) \(String(format: "%.4f", $0.value)) \($0.unit)" }.joined(separator: ", ")
            + " \(measurement.source)"
    }

    func passedOver(_ fixture: String) throws -> [String: Int] {
        guard case .imported(_, _, let passedOver) = try harness.run(.fhir, fixture) else { throw ImportHarness.HarnessError.alreadyImported }
        return passedOver
    }

    @Test func aBundleImportsThePatientTheirRecordTheirVitalSignsAndQuestionnaireTotals() throws {
        #expect(try passedOver("fhir-bundle.json") == [
            "Encounter": 1, "Condition refuted": 1, "Medication RxNorm 895994": 1, "Immunization not-done": 1,
            "Observation LOINC 8310-5": 1,
        ])
        let person = try #require(try people().only)
        // Born 1990-06-15; the Bundle's timestamp is 2026-03-01: 35, the birthday not yet passed.
        #expect(try harness.rows("SELECT sex, age_years FROM person").map { "\($0["sex"] as String) \($0["age_years"] as Int)" }
                == ["female 35"])
        let record = person.medicalRecord
        // Asthma twice (the second spelt "asthma") is one condition, diagnosed on the first onset.
        #expect(record.conditions == [Condition(name: "Asthma", diagnosed: CalendarDay(year: 2015, month: 4, day: 2))])
        #expect(record.allergies == [Allergy(substance: "Penicillin", reaction: "Hives", severity: .moderate)])
        // In date order: the request's concept text, the Bundle's Medication by reference, the statement.
        #expect(record.medications.map(\.name) == [
            "Salbutamol inhaler", "Fluticasone propionate 0.044 MG/ACTUAT Metered Dose Inhaler", "Vitamin D3 1000 IU",
        ])
        // Two doses of one vaccine: one item, edited to the later day.
        #expect(record.immunizations == [Immunization(vaccine: "Influenza, seasonal, injectable, preservative free",
                                                      given: CalendarDay(year: 2025, month: 10, day: 3))])
        #expect(record.history.map(\.action) == [.added, .added, .added, .added, .added, .added, .edited])
        #expect(person.measurements.map(Self.reading) == [
            "heart_rate 72.0000 bpm device",
            "blood_pressure_systolic 121.0000 mmHg, blood_pressure_diastolic 79.0000 mmHg device",
            // 5.5 mmol/L × 18.0156 = 99.0858 mg/dL.
            "blood_glucose 99.0858 mg/dL device",
            // Its performer is the patient: measured and reported by hand.
            "heart_rate 64.0000 bpm manual",
        ])
        #expect(person.questionnaires.map { "\($0.score.questionnaire.rawValue) \($0.score.total ?? -1)" } == ["PHQ-9 7", "GAD-7 5"])
        #expect(person.doseLogs.map { "\($0.medication) \($0.dose?.description ?? "-")" } == ["Salbutamol inhaler 200 ug"])
        #expect(person.otherEvents.map { "\($0.kind) \($0.name) \($0.value ?? .nan) \($0.unit ?? "")" }.sorted() == [
            "measurement body_mass 64.5 kg", "measurement body_mass_index 23.1 kg/m2",
        ])
    }

    @Test func bulkNDJSONFilesOfOneResourceTypeEachAddUpToOnePersonEach() throws {
        #expect(try passedOver("fhir-Patient.ndjson").isEmpty)
        #expect(try passedOver("fhir-Observation.ndjson") == ["Observation LOINC 72514-3": 1])
        // Ages at the Patients' meta.lastUpdated, 2026-02-20; gender "unknown" is no sex.
        #expect(try harness.rows("SELECT sex, age_years FROM person ORDER BY person_id").map {
            "\(($0["sex"] as String?) ?? "-") \($0["age_years"] as Int)"
        } == ["male 64", "- 24"])
        let (first, second) = try { let p = try people(); return (p[0], p[1]) }()
        #expect(first.measurements.map { "\($0.value)" } == [
            "oxygenSaturation(percent: 97.0)", "steps(8412)",
            // Two Observations at one instant, both from a device: one reading.
            "bloodPressure(systolic: 132.0, diastolic: 84.0)",
            "bloodGlucose(CareModel.BloodGlucose(value: 104.0, unit: CareModel.GlucoseUnit.milligramsPerDecilitre))",
        ])
        #expect(second.measurements.map { "\($0.value) \($0.source)" } == ["heartRate(beatsPerMinute: 88.0) manual"])
        // The PHQ-9 panel's total component, and a GAD-7 total as valueInteger.
        #expect(second.questionnaires.map { "\($0.score.questionnaire.rawValue) \($0.score.total ?? -1)" } == ["PHQ-9 11", "GAD-7 9"])
        #expect(second.otherEvents.map { "\($0.name) \($0.value ?? .nan) \($0.unit ?? "")" } == ["height 172.0 cm"])
    }

    /// `$export` writes one file per resource type: a second file adds to the record the
    /// first one stored, its changes after the stored history.
    @Test func aSecondFileAddsToTheMedicalRecordTheFirstStored() throws {
        _ = try harness.run(.fhir, "fhir-Condition.ndjson")
        _ = try harness.run(.fhir, "fhir-AllergyIntolerance.ndjson")
        let person = try #require(try people().only)
        #expect(person.otherEvents.isEmpty)
        #expect(person.medicalRecord.conditions.map(\.name) == ["Diabetes mellitus type 2", "Essential hypertension"])
        #expect(person.medicalRecord.allergies == [Allergy(substance: "Shellfish", reaction: "Swelling of lips", severity: .severe)])
        // Recorded in 2010, but the stored history runs to 2022-08-01: the change is made then.
        let last = try #require(person.medicalRecord.history.last)
        #expect(last.date == person.medicalRecord.history[1].date)
    }

    /// Issue 38's done-when: a Synthea patient's conditions, allergies, medications, vital
    /// signs and questionnaire totals are imported; what is not is counted by type and code.
    @Test func aSyntheaPatientImportsItsRecordAndListsWhatItPassesOver() throws {
        guard case .imported(_, let counts, let passedOver) = try harness.run(.fhir, "fhir-synthea.json") else {
            throw ImportHarness.HarnessError.alreadyImported
        }
        // Patient 1, Condition 3, AllergyIntolerance 2, MedicationRequest 2, MedicationAdministration 1,
        // Immunization 2, Observation 10 of 16.
        #expect(counts.rowsRead == 21)
        #expect(counts.rowsRejected == 0)
        #expect(passedOver == [
            "Encounter": 2, "Claim": 2, "ExplanationOfBenefit": 1, "CareTeam": 1, "CarePlan": 1, "Provenance": 1,
            "DocumentReference": 1, "DiagnosticReport LOINC 51990-0": 1, "Procedure SNOMED 430193006": 1,
            "Observation LOINC 72514-3": 1, "Observation LOINC 72166-2": 1, "Observation LOINC 4548-4": 1,
            "Observation LOINC 55758-7": 1, "Observation LOINC 44249-1 without a total": 1,
            "Observation LOINC 69737-5 without a total": 1,
        ])
        let person = try #require(try people().only)
        let record = person.medicalRecord
        #expect(record.conditions.map(\.name) == ["Prediabetes", "Medication review due (situation)", "Acute viral pharyngitis (disorder)"])
        #expect(record.allergies.map(\.substance) == ["Peanut (substance)", "House dust mite (organism)"])
        #expect(record.medications.map(\.name) == ["24 HR Metformin hydrochloride 500 MG Extended Release Oral Tablet",
                                                   "Acetaminophen 325 MG Oral Tablet"])
        #expect(record.immunizations.map(\.vaccine) == ["Influenza, seasonal, injectable, preservative free", "Td (adult) preservative free"])
        #expect(person.measurements.map(\.value.quantity) == [.bloodPressure, .heartRate, .bloodGlucose, .heartRate])
        #expect(person.questionnaires.map { "\($0.score.questionnaire.rawValue) \($0.score.total ?? -1)" } == ["PHQ-9 6", "GAD-7 4"])
        #expect(person.doseLogs.map { "\($0.medication) \($0.dose?.description ?? "-")" } == ["Acetaminophen 325 MG Oral Tablet 2 {tbl}"])
        #expect(person.otherEvents.map(\.name).sorted() == ["body_mass", "body_mass_index", "height", "respiratory_rate"])
        // No timestamp in a Synthea Bundle, nor meta.lastUpdated: the age is unknown, the sex known.
        #expect(try harness.rows("SELECT sex, age_years FROM person").map { "\($0["sex"] as String) \(($0["age_years"] as Int?) ?? -1)" }
                == ["female -1"])
    }

    @Test func malformedNDJSONStopsAtItsLineAndStoresNothing() throws {
        let path = harness.folder.appendingPathComponent("Observation.ndjson").path
        let lines = try String(contentsOfFile: ImportHarness.fixture("fhir-Observation.ndjson"), encoding: .utf8).split(separator: "\n")
        try ([String(lines[0]), String(lines[1].dropLast(5))] + lines[2...].map(String.init)).joined(separator: "\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let database = try CareDatabase.openOrCreate(at: harness.databasePath)
        #expect {
            try Importer(format: .fhir).run(file: path, into: database, carelabVersion: "test", importedAtUnix: 1_800_000_000)
        } throws: { error in
            guard case ImportError.malformed(let location, _)? = error as? ImportError else { return false }
            return location.file == path && location.line == 2
        }
        #expect(try harness.count("SELECT COUNT(*) FROM person") == 0)
        #expect(try harness.count("SELECT COUNT(*) FROM event") == 0)
    }

    @Test func aMalformedBundleStopsWithTheLocationFoundationGives() throws {
        let path = harness.folder.appendingPathComponent("bundle.json").path
        try "{\n  \"resourceType\": \"Bundle\",\n  \"entry\": [\n    { \"resource\": { \"resourceType\": \"Patient\" \"id\": \"x\" } }\n  ]\n}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let database = try CareDatabase.openOrCreate(at: harness.databasePath)
        #expect {
            try Importer(format: .fhir).run(file: path, into: database, carelabVersion: "test", importedAtUnix: 1_800_000_000)
        } throws: { error in
            guard case ImportError.malformed(let location, let reason)? = error as? ImportError else { return false }
            return location.file == path && location.line == 4 && reason.contains("neither a JSON Bundle nor NDJSON")
        }
        #expect(try harness.count("SELECT COUNT(*) FROM person") == 0)
    }

    @Test func aUnitCareLabDoesNotReadIsARejectedRowAtItsLine() throws {
        let problems = try harness.rejections(.fhir, """
            {"resourceType":"Patient","id":"p1","gender":"female"}
            {"resourceType":"Observation","status":"final","code":{"coding":[{"system":"http://loinc.org","code":"29463-7"}]},"subject":{"reference":"Patient/p1"},"effectiveDateTime":"2026-01-02T08:00:00Z","valueQuantity":{"value":140,"code":"[stone]"}}
            {"resourceType":"Condition","code":{"text":"Migraine"},"subject":{"reference":"Patient/p1"},"onsetDateTime":"2026-01"}

            """, name: "rows.ndjson")
        #expect(problems.map { "\($0.location.line) \($0.field ?? "")" } == ["2 Observation.valueQuantity.code", "3 Condition.onsetDateTime"])
    }
}

extension Array {
    /// The one element, nil unless there is exactly one.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
