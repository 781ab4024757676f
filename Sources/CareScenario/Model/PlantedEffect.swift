import CareModel

/// A planted effect of a lifestyle factor on a symptom's latent severity, stated
/// separately within and between persons.
///
/// On day t + `lagDays` the latent severity of `symptom` changes by
/// `within × (amount on day t − the person's habit) + between × (habit − population mean)`.
/// A within-person analysis should recover `within`; a between-person one `between`; a
/// pooled one a mixture of the two (Simpson's paradox when their signs differ).
///
/// With `timeOfDay` set the within part acts only on days the factor was taken in that
/// part of the day (seed 000, Req 11: evening caffeine against morning caffeine).
public struct PlantedEffect: Hashable, Sendable {
    public var factor: String
    public var symptom: String
    public var lagDays: Int
    /// Severity points per unit above the person's own habit.
    public var within: Double
    /// Severity points per unit of habit above the population mean.
    public var between: Double
    /// The part of the day the factor must be taken in for the within part to act; nil for
    /// any part.
    public var timeOfDay: TimeOfDay?

    public init(factor: String, symptom: String, lagDays: Int = 0, within: Double, between: Double = 0,
                timeOfDay: TimeOfDay? = nil) {
        self.factor = factor
        self.symptom = symptom
        self.lagDays = lagDays
        self.within = within
        self.between = between
        self.timeOfDay = timeOfDay
    }
}
