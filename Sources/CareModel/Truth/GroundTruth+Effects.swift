extension GroundTruth {
    /// A planted effect of a lifestyle factor on a symptom.
    public struct Effect: Codable, Hashable, Sendable {
        public var factor: String
        /// The factor's unit, `level` for a level factor.
        public var factorUnit: String
        public var symptom: String
        /// Day t's factor acts on day t + lag.
        public var lagDays: Int
        /// Latent severity points per unit above the person's habit; for a level factor,
        /// per level step above the person's mean level.
        public var withinPerUnit: Double
        /// The same effect in score points per unit (rule version 1), as the simulator's
        /// own model implies it over the day pairs analysed: what the within-person
        /// estimate of `analyze truth` targets. Absent when it never acted.
        public var impliedScorePointsPerUnit: Double?
        /// Latent severity points per unit of habit above the population mean.
        public var betweenPerUnit: Double
        /// The coefficient of the person's mean amount, beside the day's deviation from it,
        /// in a regression of the daily score, as the simulator's model implies it over the
        /// days analysed: the between effect mixed with the within effect through the noise
        /// of a person's mean. Absent without a between part.
        public var impliedPersonMeanCoefficient: Double?
        /// The part of the day the factor must be taken in for the within part to act (seed
        /// 000, Req 11); absent for any part.
        public var timeOfDay: String?
        /// For an effect with a part of the day: per part the factor was taken in, the score
        /// points per unit the model implies over the days it was taken then, what
        /// `analyze time-of-day` estimates (near 0 in the parts the effect does not act in).
        public var impliedScorePointsPerUnitByPart: [String: Double]?

        /// An effect from its parts.
        public init(factor: String, factorUnit: String, symptom: String, lagDays: Int, withinPerUnit: Double,
                    impliedScorePointsPerUnit: Double?, betweenPerUnit: Double, impliedPersonMeanCoefficient: Double?,
                    timeOfDay: String? = nil, impliedScorePointsPerUnitByPart: [String: Double]? = nil) {
            self.factor = factor
            self.factorUnit = factorUnit
            self.symptom = symptom
            self.lagDays = lagDays
            self.withinPerUnit = withinPerUnit
            self.impliedScorePointsPerUnit = impliedScorePointsPerUnit
            self.betweenPerUnit = betweenPerUnit
            self.impliedPersonMeanCoefficient = impliedPersonMeanCoefficient
            self.timeOfDay = timeOfDay
            self.impliedScorePointsPerUnitByPart = impliedScorePointsPerUnitByPart
        }
    }

    /// A planted effect of a factor documented on a symptom entry on the person's next entry
    /// of the symptom (seed 000, Req 5-6).
    public struct SymptomFactorEffect: Codable, Hashable, Sendable {
        public var symptom: String
        /// `relieving` or `aggravating`.
        public var role: String
        public var factor: String
        /// Latent severity points added to the next entry when the factor is on an entry.
        public var shift: Double
        /// The same effect on the severity-rank scale, as the simulator's own model implies
        /// it over the run's pairs of consecutive entries: the within-person slope of the
        /// next entry's rank on the factor's presence that `analyze symptom-factors`
        /// estimates, expected over the days' noise. Absent without pairs to compare.
        public var impliedNextSeverityChange: Double?

        /// An effect from its parts.
        public init(symptom: String, role: String, factor: String, shift: Double, impliedNextSeverityChange: Double?) {
            self.symptom = symptom
            self.role = role
            self.factor = factor
            self.shift = shift
            self.impliedNextSeverityChange = impliedNextSeverityChange
        }
    }
}

extension GroundTruth {
    /// How a symptom's onsets were planted to spread over the parts of the day (seed 000,
    /// Req 3).
    public struct Onset: Codable, Hashable, Sendable {
        public var symptom: String
        /// The chance that a bout starts in each part of the day, by part name.
        public var shares: [String: Double]

        /// An onset spread from its parts.
        public init(symptom: String, shares: [String: Double]) {
            self.symptom = symptom
            self.shares = shares
        }
    }
}
