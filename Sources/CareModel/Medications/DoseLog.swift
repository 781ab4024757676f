import Foundation

/// One logged dose of a medication (seed 000, Req 14).
///
/// The log is stamped with the moment the user logs it, and that is also when the dose
/// counts as taken; when the dose was taken earlier, the intake time can be changed
/// afterwards, while the logging moment stays as recorded, so corrections remain visible.
public struct DoseLog: Hashable, Codable, Sendable {
    /// The medication's name (or one of its alternative names) as logged.
    public let medication: String
    /// When the user logged the dose: the automatic time stamp.
    public let loggedAt: Date
    /// When the dose was taken: `loggedAt` unless the user changed it.
    public private(set) var takenAt: Date

    /// How much was taken, when the source records it (an import such as Flaredown's
    /// `3 x 5mg`); nil when only "taken" is known, as in the app of seed 000.
    public var dose: Dosage?

    /// Logs a dose taken now (`at` is the logging moment; Req 14: "the product will
    /// automatically time stamp the entry").
    public init(medication: String, at loggedAt: Date, dose: Dosage? = nil) {
        self.medication = medication
        self.loggedAt = loggedAt
        self.dose = dose
        self.takenAt = loggedAt
    }

    /// Changes when the dose was taken (Req 14: "if the medication was not taken at time of
    /// entry, then user can change the time stamp"). A dose cannot have been taken after
    /// it was logged.
    public mutating func changeTakenTime(to instant: Date) throws(MedicationError) {
        guard instant <= loggedAt else {
            throw .takenAfterLogging(field: "taken_at", value: instant, loggedAt: loggedAt)
        }
        takenAt = instant
    }

    /// Whether the intake time was changed after logging.
    public var wasCorrected: Bool { takenAt != loggedAt }
}
