import CareStore
import Testing
@testable import CareAnalytics

/// The panel's column names and order, from the stored names and units.
@Suite struct PanelColumnTests {
    @Test func kindsComeInOrderAndByNameWithUnitsInTheNames() {
        let columns = PanelColumn.columns(symptoms: ["nausea", "Joint pain"], labels: [
            (.mood, "happy", "valence"), (.mood, "sad", "valence"), (.mood, "rad", "daylio_1_5"),
            (.measurement, "oxygen_saturation", "%"), (.measurement, "heart_rate", "bpm"),
            (.dose, "ibuprofen", "mg"), (.dose, "ibuprofen", ""),
            (.factor, "stress", "level"), (.factor, "caffeine", "mg"), (.factor, "caffeine", "ml"),
        ])
        #expect(columns.map(\.name) == [
            "symptom_joint_pain_points", "symptom_nausea_points",
            "factor_caffeine_mg", "factor_caffeine_ml", "factor_stress_level",
            "doses_ibuprofen",
            "measurement_heart_rate_bpm", "measurement_oxygen_saturation_percent",
            "mood_daylio_1_5", "mood_valence",
        ])
        #expect(columns.map(\.content.isCount) == [true, true, false, false, false, true, false, false, false, false])
    }

    @Test func namesThatWouldClashGetNumbered() {
        let columns = PanelColumn.columns(symptoms: ["Back pain", "back-pain"], labels: [])
        #expect(columns.map(\.name) == ["symptom_back_pain_points", "symptom_back_pain_points_2"])
    }

    @Test func eachColumnFindsItsSeriesUnderTheNamesPersonDaysGivesThem() {
        let columns = PanelColumn.columns(symptoms: [], labels: [
            (.factor, "caffeine", "mg"), (.dose, "ibuprofen", "mg"), (.measurement, "steps", "steps"),
            (.mood, "happy", "valence"),
        ])
        #expect(columns.map(\.layoutKey) == ["caffeine\u{1F}mg", "dose: ibuprofen\u{1F}doses",
                                              "measurement: steps\u{1F}steps", "mood\u{1F}valence"])
    }
}
