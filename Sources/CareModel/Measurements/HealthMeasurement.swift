import Foundation

/// Where a health measurement came from (seed 000, Req 20-28).
public enum MeasurementSource: String, CaseIterable, Codable, Sendable {
    /// Entered by hand (Req 21, 23, 25, 27, 28).
    case manual
    /// Synced from a device or the phone's health store (Req 20, 22, 24, 26).
    case device
}

/// One time-stamped health measurement: heart rate, blood oxygen, steps, blood pressure or
/// blood glucose, entered by hand or synced from a device (seed 000, Req 20-28).
///
/// A measurement always holds a possible value: the initialiser and decoding refuse
/// impossible ones (see ``HealthValue/checkPlausible()``).
public struct HealthMeasurement: Hashable, Codable, Sendable {
    /// When it was measured.
    public let timestamp: Date
    /// The value with its quantity and unit.
    public let value: HealthValue
    /// Entered by hand or synced.
    public let source: MeasurementSource

    /// Creates a measurement, refusing an impossible value.
    public init(timestamp: Date, value: HealthValue, source: MeasurementSource) throws(MeasurementError) {
        try value.checkPlausible()
        self.timestamp = timestamp
        self.value = value
        self.source = source
    }

    private enum CodingKeys: String, CodingKey { case timestamp, value, source }

    /// Decodes a measurement, refusing an impossible value like the initialiser does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(timestamp: try container.decode(Date.self, forKey: .timestamp),
                      value: try container.decode(HealthValue.self, forKey: .value),
                      source: try container.decode(MeasurementSource.self, forKey: .source))
    }

    /// What is measured.
    public var quantity: HealthQuantity { value.quantity }
    /// The unit of the value.
    public var unit: String { value.unit }
}
