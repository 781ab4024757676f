import CareModel
import CareStore

/// Which Apple Health records CareLab imports and how (HealthKit's type and unit names as
/// `export.xml` writes them).
///
/// Quantities: heart rate (`count/min` → bpm), oxygen saturation (`%`, stored by HealthKit
/// as a fraction 0-1 → percent 0-100), step count (`count` → steps), the systolic and
/// diastolic members of blood-pressure correlations (`mmHg`), blood glucose (`mg/dL`, or
/// `mmol<180.15…>/L`, whose molar mass in g/mol converts it: mg/dL = mmol/L × M / 10),
/// body mass (→ kg), body-mass index, height (→ cm), respiratory rate, heart-rate
/// variability (SDNN, ms) and resting heart rate.
/// Sleep analysis: each segment's length in hours; asleep segments (unspecified, core,
/// deep, REM) are the `sleep` factor, so that sleep joins the factor analyses, and core,
/// deep and REM also keep their stage as a measurement; in-bed and awake segments are
/// measurements. A segment counts on the local day it starts. The seed's quantities are
/// readings synced from the phone's health store (seed 000, Req 20, 22, 24, 26): CareModel
/// measurements with the source `device`, or `manual` when the record (or its blood-pressure
/// correlation) carries the metadata `HKWasUserEntered` 1, a reading typed in by hand.
enum AppleHealthTypes {
    /// A quantity record's mapping: the measurement and the factor from each source unit.
    struct Quantity {
        var measurement: ImportedMeasurement
        var units: [String: Double]

        /// The factor that converts `unit` into the stored unit, or nil when unknown.
        func factor(for unit: String) -> Double? {
            if let factor = units[unit] { return factor }
            guard measurement == .glucose, unit.hasPrefix("mmol<"), unit.hasSuffix(">/L"),
                  let molarMass = DecimalNumber.parse(String(unit.dropFirst(5).dropLast(3))), molarMass > 0
            else { return nil }
            return molarMass / 10
        }
    }

    /// Imported quantity types.
    static let quantities: [String: Quantity] = [
        "HKQuantityTypeIdentifierHeartRate": Quantity(measurement: .heartRate, units: ["count/min": 1]),
        "HKQuantityTypeIdentifierOxygenSaturation": Quantity(measurement: .oxygenSaturation, units: ["%": 100]),
        "HKQuantityTypeIdentifierStepCount": Quantity(measurement: .steps, units: ["count": 1]),
        "HKQuantityTypeIdentifierBloodPressureSystolic": Quantity(measurement: .systolic, units: ["mmHg": 1]),
        "HKQuantityTypeIdentifierBloodPressureDiastolic": Quantity(measurement: .diastolic, units: ["mmHg": 1]),
        "HKQuantityTypeIdentifierBloodGlucose": Quantity(measurement: .glucose, units: ["mg/dL": 1]),
        "HKQuantityTypeIdentifierBodyMass": Quantity(measurement: .bodyMass, units: ["kg": 1, "g": 0.001, "lb": 0.45359237, "st": 6.35029318]),
        "HKQuantityTypeIdentifierBodyMassIndex": Quantity(measurement: .bodyMassIndex, units: ["count": 1]),
        "HKQuantityTypeIdentifierHeight": Quantity(measurement: .height, units: ["cm": 1, "m": 100, "in": 2.54, "ft": 30.48]),
        "HKQuantityTypeIdentifierRespiratoryRate": Quantity(measurement: .respiratoryRate, units: ["count/min": 1]),
        "HKQuantityTypeIdentifierHeartRateVariabilitySDNN": Quantity(measurement: .heartRateVariability, units: ["ms": 1]),
        "HKQuantityTypeIdentifierRestingHeartRate": Quantity(measurement: .restingHeartRate, units: ["count/min": 1]),
    ]

    /// The sleep analysis category type.
    static let sleepAnalysis = "HKCategoryTypeIdentifierSleepAnalysis"

    /// The items for a sleep segment of `hours`, or nil for an unknown sleep value.
    static func sleepItems(value: String, hours: Double) -> [ImportedItem]? {
        let asleep = ImportedItem.factor(name: "sleep", measurement: .amount(hours, .hours))
        func measurement(_ m: ImportedMeasurement) -> ImportedItem {
            .other(kind: .measurement, name: m.name, value: hours, unit: m.unit)
        }
        switch value {
        case "HKCategoryValueSleepAnalysisInBed": return [measurement(.timeInBed)]
        case "HKCategoryValueSleepAnalysisAwake": return [measurement(.awakeInBed)]
        case "HKCategoryValueSleepAnalysisAsleep", "HKCategoryValueSleepAnalysisAsleepUnspecified": return [asleep]
        case "HKCategoryValueSleepAnalysisAsleepCore": return [asleep, measurement(.sleepCore)]
        case "HKCategoryValueSleepAnalysisAsleepDeep": return [asleep, measurement(.sleepDeep)]
        case "HKCategoryValueSleepAnalysisAsleepREM": return [asleep, measurement(.sleepREM)]
        default: return nil
        }
    }

    /// `HKBloodTypeAPositive` → A+, and so on; nil when not set (`HKBloodTypeNotSet`).
    static func bloodType(_ value: String?) -> BloodType? {
        let types: [String: BloodType] = [
            "APositive": .aPositive, "ANegative": .aNegative, "BPositive": .bPositive, "BNegative": .bNegative,
            "ABPositive": .abPositive, "ABNegative": .abNegative, "OPositive": .oPositive, "ONegative": .oNegative,
        ]
        guard let value, value.hasPrefix("HKBloodType") else { return nil }
        return types[String(value.dropFirst("HKBloodType".count))]
    }

    /// `HKBiologicalSexFemale` → `female`, and so on; nil when not set.
    static func sex(_ value: String?) -> String? {
        switch value {
        case "HKBiologicalSexFemale": "female"
        case "HKBiologicalSexMale": "male"
        case "HKBiologicalSexOther": "other"
        default: nil
        }
    }
}
