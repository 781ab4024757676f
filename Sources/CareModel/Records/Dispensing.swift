import Foundation

/// A medication dispensed to the person (a pharmacy fill or a prescription collected), the
/// data refill adherence is computed from (AdhereR's medication events, a claim's fill date
/// and days' supply). Dispensings come from pharmacy records, not from the app, so they are
/// known on days the person never opened it.
public struct Dispensing: Hashable, Sendable {
    /// The medication's name.
    public let medication: String
    /// When it was dispensed.
    public let at: Date
    /// Days the supply lasts when taken as prescribed, at least 1.
    public let daysSupply: Int

    /// Creates a dispensing; the supply must last at least one day.
    public init(medication: String, at: Date, daysSupply: Int) throws(AdherenceError) {
        guard daysSupply >= 1 else { throw .invalidSupply(field: "days_supply", value: daysSupply) }
        self.medication = medication
        self.at = at
        self.daysSupply = daysSupply
    }

    /// The refill event on the local day of the dispensing in `timeZone` (the supply was
    /// checked when the dispensing was made).
    public func refill(in timeZone: TimeZone) -> RefillEvent {
        try! RefillEvent(day: CalendarDay(containing: at, in: timeZone), daysSupply: daysSupply)
    }
}
