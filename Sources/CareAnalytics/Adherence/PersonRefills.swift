import CareModel
import Foundation

/// One person's pharmacy fills of one medication and the refill adherence they give:
/// how late each fill came after the previous supply ran out, and AdhereR's CMA7 over the
/// follow-up from the first fill to the day the last fill's supply runs out.
public struct PersonRefills: Sendable {
    public var personID: Int
    public var arm: String
    public var medication: String
    /// The fills, in date order.
    public var history: RefillHistory
    /// Per pair of consecutive fills, the days from the end of the earlier supply to the
    /// later fill (negative when it came early).
    public var delays: [Int]
    /// CMA7 over the follow-up; nil with a single fill.
    public var cma7: Double?

    /// The fills of `medication` among `dispensings`, on the local days of `timeZone`; nil
    /// when there are none.
    init?(personID: Int, arm: String, medication: String, dispensings: [Dispensing], timeZone: TimeZone) {
        let fills = dispensings.filter { $0.medication == medication }.map { $0.refill(in: timeZone) }
        guard !fills.isEmpty else { return nil }
        self.personID = personID
        self.arm = arm
        self.medication = medication
        history = RefillHistory(fills)
        let events = history.events
        delays = zip(events, events.dropFirst()).map { earlier, later in
            earlier.day.adding(days: earlier.daysSupply).days(to: later.day)
        }
        if events.count > 1, let first = events.first, let last = events.last,
           let followUp = try? DayWindow(start: first.day, days: first.day.days(to: last.day) + last.daysSupply) {
            cma7 = try? history.cma(.cma7, followUp: followUp, observation: followUp)
        }
    }

    /// The mean delay of the person's fills; nil with a single fill.
    public var meanDelay: Double? {
        delays.isEmpty ? nil : Double(delays.reduce(0, +)) / Double(delays.count)
    }
}
