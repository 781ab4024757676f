/// One dispensing (or prescribing) of a medication: the day it was supplied and for how
/// many days the supply lasts when taken as prescribed (AdhereR's event date and event
/// duration; a pharmacy claim's fill date and days' supply), with the medication's class
/// and the prescribed daily dose when the data give them (AdhereR's
/// `medication.class.colname` and `event.daily.dose.colname`).
public struct RefillEvent: Hashable, Codable, Sendable {
    /// The day of the fill.
    public let day: CalendarDay
    /// Days the supply lasts, at least 1.
    public let daysSupply: Int
    /// The medication's class, type or group; nil when the data do not say, which counts as
    /// the same medication as every other event's.
    public let medication: String?
    /// The prescribed daily dose, above 0; nil when the data do not say, which counts as
    /// the same dose as every other event's.
    public let dailyDose: Double?

    /// Creates an event; the supply must last at least one day and a dose must be above 0.
    public init(day: CalendarDay, daysSupply: Int, medication: String? = nil, dailyDose: Double? = nil)
        throws(AdherenceError)
    {
        guard daysSupply >= 1 else { throw .invalidSupply(field: "days_supply", value: daysSupply) }
        if let dailyDose, !(dailyDose > 0 && dailyDose.isFinite) {
            throw .invalidRule(field: "daily_dose", value: dailyDose)
        }
        self.day = day
        self.daysSupply = daysSupply
        self.medication = medication
        self.dailyDose = dailyDose
    }
}
