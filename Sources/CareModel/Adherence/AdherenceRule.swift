import Foundation

/// The settings researchers choose when they compute adherence: rules as data, with
/// common choices from the literature as ``standard``.
public struct AdherenceRule: Hashable, Codable, Sendable {
    /// How far from its scheduled time a dose may be taken and still count as on time,
    /// in seconds either side (±1 h in ``standard``).
    public let onTimeWindow: TimeInterval
    /// How many consecutive days without any dose make a drug holiday (3 in ``standard``,
    /// the definition of Vrijens et al., BMJ 2008;336:1114-7).
    public let drugHolidayDays: Int
    /// The proportion of days covered from which a person counts as adherent (0.8 in
    /// ``standard``, the Pharmacy Quality Alliance threshold).
    public let pdcThreshold: Double

    /// Creates a rule: the window must not be negative, a holiday is at least 1 day and
    /// the threshold lies in 0...1.
    public init(onTimeWindow: TimeInterval, drugHolidayDays: Int, pdcThreshold: Double) throws(AdherenceError) {
        guard onTimeWindow >= 0, onTimeWindow.isFinite else {
            throw .invalidRule(field: "on_time_window", value: onTimeWindow)
        }
        guard drugHolidayDays >= 1 else { throw .invalidRule(field: "drug_holiday_days", value: Double(drugHolidayDays)) }
        guard (0...1).contains(pdcThreshold) else { throw .invalidRule(field: "pdc_threshold", value: pdcThreshold) }
        self.onTimeWindow = onTimeWindow
        self.drugHolidayDays = drugHolidayDays
        self.pdcThreshold = pdcThreshold
    }

    /// ±1 hour, 3 days, 0.8.
    public static let standard = try! AdherenceRule(onTimeWindow: 3600, drugHolidayDays: 3, pdcThreshold: 0.8)

    /// What each field accepts, for error messages.
    static func expectation(for field: String) -> String {
        switch field {
        case "on_time_window": "a number of seconds of at least 0"
        case "drug_holiday_days": "a whole number of days of at least 1"
        case "permissible_gap_days", "window_offset_days": "a whole number of days of at least 0"
        case "permissible_gap_percent": "a percentage of at least 0"
        case "daily_dose": "a daily dose above 0"
        case "step_days": "a whole number of days of at least 1"
        case "window_count": "a whole number of at least 1"
        default: "a proportion from 0 to 1"
        }
    }
}

extension AdherenceRule {
    private enum CodingKeys: String, CodingKey {
        case onTimeWindow = "on_time_window", drugHolidayDays = "drug_holiday_days", pdcThreshold = "pdc_threshold"
    }

    /// Decodes and validates a rule; a value out of range throws its ``AdherenceError``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            onTimeWindow: container.decode(TimeInterval.self, forKey: .onTimeWindow),
            drugHolidayDays: container.decode(Int.self, forKey: .drugHolidayDays),
            pdcThreshold: container.decode(Double.self, forKey: .pdcThreshold)
        )
    }
}
