/// ABO blood group with RhD factor, as in the medical data of seed 001 and HealthKit's
/// `HKBloodType`.
public enum BloodType: String, CaseIterable, Codable, Sendable {
    case aPositive = "A+", aNegative = "A-"
    case bPositive = "B+", bNegative = "B-"
    case abPositive = "AB+", abNegative = "AB-"
    case oPositive = "O+", oNegative = "O-"

    /// Parses "A+", "ab-", "O+" etc., ignoring case and white space; nil otherwise.
    public init?(text: String) {
        self.init(rawValue: Name.trimmed(text).uppercased())
    }
}
