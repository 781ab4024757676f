import CareModel
import Foundation
import Testing

/// Health measurements entered by hand or synced (seed 000, Req 20-28).
@Suite struct HealthMeasurementTests {
    static let noon = Date(timeIntervalSince1970: 1_773_144_000)

    @Test("Req 20-28: unusual but real readings are kept", arguments: [
        HealthValue.heartRate(beatsPerMinute: 32),          // a trained athlete at rest
        .heartRate(beatsPerMinute: 220),                    // supraventricular tachycardia
        .oxygenSaturation(percent: 82),                     // at altitude, or in lung disease
        .oxygenSaturation(percent: 100),
        .steps(0), .steps(60_000),                          // a day in bed, an ultramarathon
        .bloodPressure(systolic: 220, diastolic: 130),      // hypertensive crisis
        .bloodPressure(systolic: 80, diastolic: 45),        // hypotension
        .bloodGlucose(BloodGlucose(40, .milligramsPerDecilitre)),   // hypoglycaemia
        .bloodGlucose(BloodGlucose(600, .milligramsPerDecilitre)),  // hyperosmolar state
        .bloodGlucose(BloodGlucose(2.2, .millimolesPerLitre)),
        .bloodGlucose(BloodGlucose(2656, .milligramsPerDecilitre)), // the documented record
    ])
    func unusualValuesAreKept(_ value: HealthValue) throws {
        for source in MeasurementSource.allCases {
            let measurement = try HealthMeasurement(timestamp: Self.noon, value: value, source: source)
            #expect(measurement.value == value && measurement.source == source)
        }
    }

    @Test("Req 20-28: impossible readings are refused with the field, the value and the possible range", arguments: [
        (HealthValue.oxygenSaturation(percent: 140),
         "oxygen saturation 140 % is impossible: expected more than 0 and at most 100 %"),
        (.oxygenSaturation(percent: 0), "oxygen saturation 0 % is impossible: expected more than 0 and at most 100 %"),
        (.heartRate(beatsPerMinute: 0), "heart rate 0 count/min is impossible: expected more than 0 and at most 600 count/min"),
        (.heartRate(beatsPerMinute: 720), "heart rate 720 count/min is impossible: expected more than 0 and at most 600 count/min"),
        (.steps(-1), "steps -1 count is impossible: expected from 0 to 432000 count"),
        (.bloodPressure(systolic: 120, diastolic: 130), "diastolic pressure 130 mmHg must be below systolic pressure 120 mmHg"),
        (.bloodPressure(systolic: 120, diastolic: 120), "diastolic pressure 120 mmHg must be below systolic pressure 120 mmHg"),
        (.bloodPressure(systolic: 1200, diastolic: 80), "systolic pressure 1200 mmHg is impossible: expected more than 0 and at most 480 mmHg"),
        (.bloodPressure(systolic: 120, diastolic: -80), "diastolic pressure -80 mmHg is impossible: expected more than 0 and at most 350 mmHg"),
        (.bloodGlucose(BloodGlucose(0, .milligramsPerDecilitre)),
         "blood glucose 0 mg/dL is impossible: expected more than 0 and at most 2656 mg/dL"),
        // 150 mmol/L × 18.0156 = 2702.34 mg/dL, above 2656 mg/dL = 2656 / 18.0156 = 147.4278 mmol/L.
        (.bloodGlucose(BloodGlucose(150, .millimolesPerLitre)),
         "blood glucose 150 mmol/L is impossible: expected more than 0 and at most 147.4278 mmol/L"),
    ] as [(HealthValue, String)])
    func impossibleValuesAreRefused(_ value: HealthValue, _ message: String) {
        do {
            let measurement = try HealthMeasurement(timestamp: Self.noon, value: value, source: .manual)
            Issue.record("accepted \(measurement)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("A reading that is not a number is refused")
    func notANumber() {
        #expect(throws: MeasurementError.self) {
            try HealthMeasurement(timestamp: Self.noon, value: .heartRate(beatsPerMinute: .nan), source: .device)
        }
    }

    @Test("Req 20-28: each quantity carries its unit", arguments: [
        (HealthValue.heartRate(beatsPerMinute: 60), "count/min"), (.oxygenSaturation(percent: 97), "%"),
        (.steps(100), "count"), (.bloodPressure(systolic: 120, diastolic: 80), "mmHg"),
        (.bloodGlucose(BloodGlucose(5.5, .millimolesPerLitre)), "mmol/L"),
        (.bloodGlucose(BloodGlucose(99, .milligramsPerDecilitre)), "mg/dL"),
    ] as [(HealthValue, String)])
    func units(_ value: HealthValue, _ unit: String) throws {
        #expect(try HealthMeasurement(timestamp: Self.noon, value: value, source: .manual).unit == unit)
    }

    @Test("Decoding refuses an impossible value like the initialiser")
    func decodingChecks() throws {
        let good = try HealthMeasurement(timestamp: Self.noon, value: .oxygenSaturation(percent: 97), source: .device)
        let data = try JSONEncoder().encode(good)
        #expect(try JSONDecoder().decode(HealthMeasurement.self, from: data) == good)
        let bad = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "97", with: "140")
        #expect(throws: MeasurementError.self) { try JSONDecoder().decode(HealthMeasurement.self, from: Data(bad.utf8)) }
    }
}

/// Blood glucose in mg/dL and mmol/L (seed 000, Req 28), converted with the molar mass of
/// glucose, 180.156 g/mol: 1 mmol/L = 18.0156 mg/dL.
@Suite struct BloodGlucoseTests {
    @Test("Req 28: mg/dL and mmol/L convert with 18.0156", arguments: [
        // 180.156 mg/dL is one tenth of the molar mass per decilitre: exactly 10 mmol/L.
        (180.156, 10.0, 1e-12),
        // 100 / 18.0156 = 5.550745 to six decimals (18.0156 × 5.55 = 99.98658, remainder
        // 0.01342 / 18.0156 = 0.000745).
        (100, 5.550745, 5e-7),
        // 5.5 × 18.0156 = 99.0858 exactly.
        (99.0858, 5.5, 1e-12),
        // 2656 / 18.0156 = 147.42778 to five decimals (18.0156 × 147 = 2648.2932, remainder
        // 7.7068 / 18.0156 = 0.42778).
        (2656, 147.42778, 5e-6),
    ] as [(Double, Double, Double)])
    func conversions(_ mgdl: Double, _ mmol: Double, _ tolerance: Double) {
        #expect(abs(BloodGlucose(mgdl, .milligramsPerDecilitre).millimolesPerLitre - mmol) <= tolerance)
        #expect(abs(BloodGlucose(mmol, .millimolesPerLitre).milligramsPerDecilitre - mgdl) <= tolerance * 18.0156)
    }

    @Test("Req 28: converting to the other unit and back returns the reading")
    func roundTrip() {
        for tenths in stride(from: 1, through: 30_000, by: 7) {
            let value = Double(tenths) / 10
            for unit in GlucoseUnit.allCases {
                let other: GlucoseUnit = unit == .milligramsPerDecilitre ? .millimolesPerLitre : .milligramsPerDecilitre
                let back = BloodGlucose(value, unit).converted(to: other).converted(to: unit)
                #expect(back.unit == unit)
                #expect(abs(back.value - value) <= value * 1e-15)
            }
        }
    }
}
