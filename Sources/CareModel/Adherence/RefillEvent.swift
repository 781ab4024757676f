/// One dispensing (or prescribing) of a medication: the day it was supplied and for how
/// many days the supply lasts when taken as prescribed (AdhereR's event date and event
/// duration; a pharmacy claim's fill date and days' supply).
public struct RefillEvent: Hashable, Codable, Sendable {
    /// The day of the fill.
    public let day: CalendarDay
    /// Days the supply lasts, at least 1.
    public let daysSupply: Int

    /// Creates an event; the supply must last at least one day.
    public init(day: CalendarDay, daysSupply: Int) throws(AdherenceError) {
        guard daysSupply >= 1 else { throw .invalidSupply(field: "days_supply", value: daysSupply) }
        self.day = day
        self.daysSupply = daysSupply
    }
}
