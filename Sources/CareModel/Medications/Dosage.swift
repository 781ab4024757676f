/// How much of a medication one dose is, e.g. 10 mg or 2 tablets (seed 000, Req 13).
public struct Dosage: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The amount per dose, above 0.
    public let amount: Double
    /// The unit as the prescription states it, e.g. `mg`, `tablet`, `puff`.
    public let unit: String

    /// Creates a dosage; the amount must be above 0.
    public init(amount: Double, unit: String) throws(MedicationError) {
        guard amount > 0, amount.isFinite else { throw .invalidDosage(field: "dosage", value: amount) }
        self.amount = amount
        self.unit = unit
    }

    /// `10 mg`, `2.5 ml`.
    public var description: String {
        let number = amount.rounded() == amount && amount < 1e15 ? String(Int(amount)) : String(amount)
        return unit.isEmpty ? number : "\(number) \(unit)"
    }
}
