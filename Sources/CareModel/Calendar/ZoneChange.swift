import Foundation

/// A dated change of a person's time zone (a trip, a move): from ``at`` on, the person's
/// local days and clock times follow ``timeZone`` until the next change.
///
/// Instants are kept to the second, as every stored instant is.
public struct ZoneChange: Hashable, Codable, Sendable {
    /// The first instant in the new zone.
    public var at: Date
    /// The zone the person is in from `at` on.
    public var timeZone: TimeZone

    /// Creates a change to `timeZone` at `at`.
    public init(at: Date, timeZone: TimeZone) {
        self.at = at
        self.timeZone = timeZone
    }
}
