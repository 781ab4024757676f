import CareModel
import Foundation
import Testing

/// Medications and dose logs (seed 000, Req 13-14).
@Suite struct MedicationTests {
    let utc = zone("UTC")

    /// Req 13 fit criterion: dosage, time of day, alternative names, prescriber, directions.
    @Test func aMedicationHoldsEveryFieldOfRequirement13() throws {
        let rule = try RecurrenceRule(start: day("2026-01-01"), times: [time("21:00"), time("07:30"), time("08:00")], frequency: .daily)
        let medication = try Medication(name: " Sumatriptan ", alternativeNames: ["Imitrex"], dosage: Dosage(amount: 50, unit: "mg"),
                                        prescriber: "Dr. Okafor", directions: "Take with water", schedule: Schedule(rule))
        #expect(medication.name == "Sumatriptan")
        #expect(medication.dosage.description == "50 mg")
        #expect(medication.timesOfDay == [.morning, .evening])
        #expect(medication.prescriber == "Dr. Okafor")
        #expect(medication.isNamed("imitrex ") && medication.isNamed("SUMATRIPTAN") && !medication.isNamed("Ibuprofen"))
    }

    @Test func aMedicationTakenAsNeededHasNoTimesOfDay() throws {
        let medication = try Medication(name: "Ibuprofen", dosage: Dosage(amount: 2.5, unit: "ml"))
        #expect(medication.timesOfDay.isEmpty)
        #expect(medication.dosage.description == "2.5 ml")
    }

    @Test func anEmptyNameOrNonPositiveDosageIsRejected() {
        #expect(throws: MedicationError.emptyName(field: "name")) { try Medication(name: "  ", dosage: Dosage(amount: 1, unit: "tablet")) }
        #expect(throws: MedicationError.invalidDosage(field: "dosage", value: 0)) { try Dosage(amount: 0, unit: "mg") }
        #expect(MedicationError.invalidDosage(field: "dosage", value: -5).description == "dosage is -5.0: expected an amount above 0")
    }

    /// Req 14: the log is stamped when it is made; the intake time can be moved earlier.
    @Test func aDoseLogIsStampedAtLoggingAndCanBeCorrected() throws {
        let loggedAt = local("2026-03-01 12:00", in: utc)
        var log = DoseLog(medication: "Sumatriptan", at: loggedAt)
        #expect(log.takenAt == loggedAt)
        #expect(!log.wasCorrected)
        try log.changeTakenTime(to: local("2026-03-01 08:00", in: utc))
        #expect(log.takenAt == local("2026-03-01 08:00", in: utc))
        #expect(log.loggedAt == loggedAt)
        #expect(log.wasCorrected)
    }

    @Test func aDoseCannotHaveBeenTakenAfterItWasLogged() {
        let loggedAt = local("2026-03-01 12:00", in: utc)
        var log = DoseLog(medication: "Sumatriptan", at: loggedAt)
        let later = local("2026-03-01 13:00", in: utc)
        #expect(throws: MedicationError.takenAfterLogging(field: "taken_at", value: later, loggedAt: loggedAt)) {
            try log.changeTakenTime(to: later)
        }
        #expect(log.takenAt == loggedAt)
    }
}
