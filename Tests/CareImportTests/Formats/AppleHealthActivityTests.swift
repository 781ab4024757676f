import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// An Apple Health export shaped like the Health app's (`export-activity.xml`): readings
/// typed in by hand, body and vital-sign readings, workouts with their statistics and a
/// route, and the Activity rings.
@Suite struct AppleHealthActivityTests {
    let harness: ImportHarness
    let anna = ImportOptions(user: "P017")

    init() throws { harness = try ImportHarness() }

    /// The one person the export holds, read back.
    func person() throws -> PersonRecord {
        guard case .imported = try harness.run(.appleHealth, "export-activity.xml", options: anna) else {
            throw ImportHarness.HarnessError.alreadyImported
        }
        var records: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson { records.append($0) }
        #expect(records.count == 1)
        return try #require(records.first)
    }

    @Test("Seed 000 Req 20-28: a reading typed in by hand (HKWasUserEntered) is manual, a synced one from a device")
    func userEnteredReadingsAreManual() throws {
        let record = try person()
        #expect(record.measurements.map { "\($0.value) \($0.source)" } == [
            // The blood pressure's records say so themselves, and so does their correlation.
            "\(HealthValue.bloodPressure(systolic: 131, diastolic: 84)) manual",
            "\(HealthValue.heartRate(beatsPerMinute: 72)) manual",
            "\(HealthValue.heartRate(beatsPerMinute: 65)) device",
        ])
    }

    @Test func bodyAndVitalSignReadingsAreStoredInCareLabsUnits() throws {
        let record = try person()
        let readings = record.otherEvents.filter { $0.kind == "measurement" && !$0.name.hasPrefix("workout") }
        let shown = readings.map { "\($0.name) \(String(format: "%.4f", $0.value ?? .nan)) \($0.unit ?? "")" }
        #expect(Set(shown) == [
            "height 169.0000 cm",                             // 1.69 m
            "body_mass 64.9998 kg",                           // 143.3 lb × 0.45359237
            "body_mass_index 22.4000 kg/m2",
            "respiratory_rate 14.5000 breaths/min",
            "heart_rate_variability_sdnn 48.2000 ms",
            "resting_heart_rate 57.0000 bpm",
        ])
    }

    @Test func aWorkoutIsExerciseMinutesAnActivityAndItsEnergyAndDistance() throws {
        let record = try person()
        #expect(record.factorEntries.map { "\($0.factor) \($0.measurement)" }
                == ["exercise \(FactorMeasurement.amount(32.25, .minutes))", "exercise \(FactorMeasurement.amount(45, .minutes))"])
        let activities = record.otherEvents.filter { $0.kind == "activity" }.map { "\($0.name) \($0.value ?? .nan) \($0.unit ?? "")" }
        #expect(activities == ["running 32.25 minutes", "traditional_strength_training 45.0 minutes"])
        let workouts = record.otherEvents.filter { $0.name.hasPrefix("workout") }
            .map { "\($0.name) \(String(format: "%.4f", $0.value ?? .nan)) \($0.unit ?? "")" }
        // 836.8 kJ ÷ 4.184 = 200 kcal; the running workout's from its WorkoutStatistics.
        #expect(workouts == ["workout_energy 312.4000 kcal", "workout_distance 5.2100 km", "workout_energy 200.0000 kcal"])
    }

    @Test("Seed 000 Req 16: the Activity rings are daily goals with their targets, found met by what was reached")
    func activitySummariesAreGoals() throws {
        let record = try person()
        let goals = record.goalOutcomes.map {
            "\($0.goal.name) \($0.goal.kind) \($0.goal.target) \($0.periodStart) \($0.amount ?? .nan) \($0.met)"
        }
        // The second day's rings have no targets: no goals.
        #expect(goals == [
            "move move \(try GoalTarget(amount: 450, unit: .kilocalories)) 2024-03-05 512.5 true",
            "exercise goal exercise \(try GoalTarget(amount: 30, unit: .minutes)) 2024-03-05 41.0 true",
            "stand goal stand \(try GoalTarget(amount: 12, unit: .hours)) 2024-03-05 9.0 false",
        ])
    }

    @Test("Seed 001: the blood type of Me goes into the medical record as of the export's day")
    func theBloodTypeIsInTheMedicalRecord() throws {
        let record = try person()
        #expect(record.medicalRecord.bloodType == .aPositive)
        #expect(record.medicalRecord.history.map(\.date).allSatisfy {
            Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: $0).day == 10
        })
        // The person's days still follow the export's own offset, as without a blood type.
        #expect(try harness.rows("SELECT time_zone FROM person").map { $0["time_zone"] as String } == ["GMT"])
    }

    @Test func aRouteAndTypesCareLabDoesNotModelAreCountedNotStored() throws {
        guard case .imported(_, let counts, let passedOver) = try harness.run(.appleHealth, "export-activity.xml", options: anna)
        else { Issue.record("not imported"); return }
        #expect(passedOver == ["HKQuantityTypeIdentifierDietaryFatTotal": 1, "WorkoutRoute": 1])
        // The correlation's two records repeat the blood pressure stored on its own.
        #expect(counts.duplicateEvents == 2)
    }
}
