import CareModel
import CareStats
import Foundation

/// One person's readings of one measurement (a ``HealthReading`` name such as
/// `blood_glucose` or `blood_pressure_systolic`), and what is computed from them alone:
/// the trend, the variability and the share in the target range (seed 000, Req 20-28).
public struct PersonReadingSeries: Hashable, Sendable {
    /// One reading.
    public struct Reading: Hashable, Sendable {
        public var timestamp: Date
        public var value: Double
        public var source: MeasurementSource

        public init(timestamp: Date, value: Double, source: MeasurementSource) {
            self.timestamp = timestamp
            self.value = value
            self.source = source
        }
    }

    /// The fewest readings a trend is fitted to.
    public static let trendMinimumReadings = 3
    /// The shortest span of readings, in days, a trend is fitted to: readings from one
    /// afternoon say nothing about a month.
    public static let trendMinimumSpanDays = 7.0

    /// The reading's name.
    public var name: String
    /// The unit the store keeps it in (``HealthReading/unit``).
    public var unit: String
    /// The readings, in time order.
    public var readings: [Reading]

    /// A series of `readings`, put in time order.
    public init(name: String, unit: String, readings: [Reading]) {
        self.name = name
        self.unit = unit
        self.readings = readings.sorted { $0.timestamp < $1.timestamp }
    }

    /// The mean reading.
    public var mean: Double { readings.reduce(0) { $0 + $1.value } / Double(readings.count) }

    /// The sample standard deviation of the readings (n − 1 in the denominator); nil with
    /// fewer than 2 readings.
    public var standardDeviation: Double? {
        guard readings.count >= 2 else { return nil }
        let mean = mean
        let squares = readings.reduce(0) { $0 + ($1.value - mean) * ($1.value - mean) }
        return (squares / Double(readings.count - 1)).squareRoot()
    }

    /// The coefficient of variation, SD / mean; nil without an SD or with a mean of 0.
    public var coefficientOfVariation: Double? {
        guard let sd = standardDeviation, mean != 0 else { return nil }
        return sd / mean
    }

    /// The trend: the ordinary-least-squares slope of the readings on time, in units per
    /// 30 days (time in days from the first reading, divided by 30); 0 when every reading
    /// is the same. Nil with fewer than ``trendMinimumReadings`` readings or a span shorter
    /// than ``trendMinimumSpanDays`` days.
    public var slopePer30Days: Double? {
        guard readings.count >= Self.trendMinimumReadings, let first = readings.first?.timestamp,
              let last = readings.last?.timestamp,
              last.timeIntervalSince(first) >= Self.trendMinimumSpanDays * 86_400 else { return nil }
        let values = readings.map(\.value)
        if values.allSatisfy({ $0 == values[0] }) { return 0 }
        let months = readings.map { $0.timestamp.timeIntervalSince(first) / (30 * 86_400) }
        return (try? LinearRegression.ordinaryLeastSquares(
            y: values, predictors: [Predictor(name: "months", values: months)]))?.term(named: "months")?.estimate
    }

    /// How many readings are in `range`.
    public func countInRange(_ range: TargetRange) -> Int {
        readings.reduce(0) { $0 + (range.contains($1.value) ? 1 : 0) }
    }

    /// How many readings came from `source`.
    public func count(from source: MeasurementSource) -> Int {
        readings.reduce(0) { $0 + ($1.source == source ? 1 : 0) }
    }

    /// Each reading name's series in `measurements`, by name.
    public static func series(of measurements: [HealthMeasurement]) -> [PersonReadingSeries] {
        var byName: [String: [Reading]] = [:], units: [String: String] = [:]
        for measurement in measurements {
            for reading in measurement.value.readings {
                units[reading.name] = reading.unit
                byName[reading.name, default: []].append(
                    Reading(timestamp: measurement.timestamp, value: reading.value, source: measurement.source))
            }
        }
        return byName.keys.sorted().map { PersonReadingSeries(name: $0, unit: units[$0]!, readings: byName[$0]!) }
    }
}
