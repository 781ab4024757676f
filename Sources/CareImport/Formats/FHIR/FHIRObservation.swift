import CareModel

/// The Observations CareLab imports, by LOINC code (https://loinc.org), and what each
/// becomes: a measurement in the unit CareLab stores it in, or a questionnaire's total.
///
/// Units are UCUM codes (`valueQuantity.code`, else `unit`) with the factor into the stored
/// unit; a unit not listed is refused, never guessed. Glucose in mmol/L is converted with
/// CareModel's factor (``CareModel/BloodGlucose/milligramsPerDecilitrePerMillimolePerLitre``).
enum FHIRObservation {
    /// What an Observation of a LOINC code becomes.
    enum Mapping {
        /// A measurement, from the listed units.
        case measurement(ImportedMeasurement, units: [String: Double])
        /// The blood-pressure panel: its systolic (8480-6) and diastolic (8462-4) components.
        case bloodPressurePanel
        /// A questionnaire's total (the total's own code, or its panel's).
        case questionnaireTotal(Questionnaire)
    }

    static let perMinute = ["/min": 1.0, "{beats}/min": 1, "{Beats}/min": 1, "beats/min": 1, "{breaths}/min": 1, "breaths/min": 1]
    static let glucoseUnits = ["mg/dL": 1, "mmol/L": BloodGlucose.milligramsPerDecilitrePerMillimolePerLitre]

    /// The LOINC codes imported.
    static let byCode: [String: Mapping] = [
        "8867-4": .measurement(.heartRate, units: perMinute),
        "59408-5": .measurement(.oxygenSaturation, units: ["%": 1]),
        "2708-6": .measurement(.oxygenSaturation, units: ["%": 1]),
        "55423-8": .measurement(.steps, units: ["{steps}": 1, "{count}": 1, "1": 1, "steps": 1]),
        "41950-7": .measurement(.steps, units: ["/(24.h)": 1, "{steps}/d": 1, "/d": 1, "{steps}": 1, "steps": 1]),
        "8480-6": .measurement(.systolic, units: ["mm[Hg]": 1, "mmHg": 1]),
        "8462-4": .measurement(.diastolic, units: ["mm[Hg]": 1, "mmHg": 1]),
        "85354-9": .bloodPressurePanel,
        "2339-0": .measurement(.glucose, units: glucoseUnits),
        "15074-8": .measurement(.glucose, units: glucoseUnits),
        "29463-7": .measurement(.bodyMass, units: ["kg": 1, "g": 0.001, "[lb_av]": 0.45359237, "lb": 0.45359237]),
        "39156-5": .measurement(.bodyMassIndex, units: ["kg/m2": 1]),
        "8302-6": .measurement(.height, units: ["cm": 1, "m": 100, "[in_i]": 2.54, "in": 2.54]),
        "9279-1": .measurement(.respiratoryRate, units: perMinute),
        "44261-6": .questionnaireTotal(.phq9),
        "44249-1": .questionnaireTotal(.phq9),
        "70274-6": .questionnaireTotal(.gad7),
        "69737-5": .questionnaireTotal(.gad7),
    ]

    /// The LOINC code of each questionnaire's total, which its panel or response carries.
    static let totalCodes: [Questionnaire: String] = [.phq9: "44261-6", .gad7: "70274-6"]

    /// The questionnaire a QuestionnaireResponse answers, from its `questionnaire`
    /// canonical URL ending in the panel's LOINC code (`http://loinc.org/q/44249-1`).
    static func questionnaire(canonical: String) -> Questionnaire? {
        let code = canonical.split(separator: "|").first.map { $0.split(separator: "/").last.map(String.init) ?? "" } ?? ""
        switch code {
        case "44249-1": return .phq9
        case "69737-5": return .gad7
        default: return nil
        }
    }
}
