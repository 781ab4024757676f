/// A vaccine in the medical record, as a hospital's record lists it (FHIR's `Immunization`,
/// Apple Health's clinical records): which vaccine, and the day the latest dose was given.
///
/// Seed 001's record lists conditions, allergies and medications; a clinical record also
/// lists immunisations, which are none of those. A later dose of the same vaccine is an edit
/// of the item, so the record's history keeps every dose's day.
public struct Immunization: Hashable, Codable, Sendable {
    /// The vaccine, e.g. "Influenza, seasonal, injectable, preservative free".
    public var vaccine: String
    /// The day the latest dose was given, when known.
    public var given: CalendarDay?

    /// An immunisation with `vaccine`, given on `given`.
    public init(vaccine: String, given: CalendarDay? = nil) {
        self.vaccine = vaccine
        self.given = given
    }
}
