import CareModel
import Testing
@testable import CareScenario

/// The measurement settings of a scenario (seed 000 Req 20-28): who syncs and a planted
/// trend.
@Suite struct MeasurementModelReadingTests {
    static func scenario(_ measurement: String) -> String {
        ScenarioLoaderTests.valid + "\nmeasurements:\n  - " + measurement + "\n"
    }

    @Test("Req 20-28: device_share and trend_per_30_days are read; without them, source alone and no trend")
    func settingsAreRead() throws {
        let planted = try ScenarioLoader.parse(
            Self.scenario("{quantity: blood_glucose, mean: 100, device_share: 0.4, trend_per_30_days: -3}"), file: "s.yaml")
        #expect(planted.measurements.first?.deviceShare == 0.4)
        #expect(planted.measurements.first?.trendPer30Days == -3)
        let plain = try ScenarioLoader.parse(Self.scenario("{quantity: heart_rate, mean: 70, source: device}"), file: "s.yaml")
        #expect(plain.measurements.first?.deviceShare == nil)
        #expect(plain.measurements.first?.trendPer30Days == 0)
        #expect(plain.measurements.first?.source == .device)
    }

    @Test("Req 20-28: a device share outside 0-1 is refused with its place")
    func aShareAboveOneIsRefused() {
        let error = #expect(throws: ScenarioError.self) {
            try ScenarioLoader.parse(Self.scenario("{quantity: blood_glucose, mean: 100, device_share: 1.5}"), file: "s.yaml")
        }
        #expect(error?.description == "s.yaml:27:56: 'measurements[0].device_share' is 1.5, expected a probability from 0 to 1")
    }
}
