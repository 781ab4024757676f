extension GroundTruth {
    /// A planted hour-lag effect of a factor's entries on a symptom's onset (seed 000, Req 3
    /// and 11), as the scenario's `onset_triggers` set it.
    public struct OnsetTriggerTruth: Codable, Hashable, Sendable {
        public var factor: String
        /// The factor's unit, `level` for a level factor.
        public var factorUnit: String
        public var symptom: String
        /// The window of hours after the factor's entry, from (included) and to (excluded).
        public var fromHours: Int
        public var toHours: Int
        /// The chance an entry of the factor's reference value triggers an onset.
        public var chance: Double
        /// The change of that chance per unit of the factor.
        public var perUnit: Double
        /// The within-person slope of "an onset of the symptom in the window" on the factor's
        /// value, as the simulator's own model implies it over the run's entries of the
        /// factor: `perUnit` attenuated by onsets that were in the window anyway, and by
        /// onsets on days not logged. What `analyze truth` compares its estimate with;
        /// absent without entries.
        public var impliedOnsetChancePerUnit: Double?

        /// A trigger from its parts.
        public init(factor: String, factorUnit: String, symptom: String, fromHours: Int, toHours: Int, chance: Double,
                    perUnit: Double, impliedOnsetChancePerUnit: Double?) {
            self.factor = factor
            self.factorUnit = factorUnit
            self.symptom = symptom
            self.fromHours = fromHours
            self.toHours = toHours
            self.chance = chance
            self.perUnit = perUnit
            self.impliedOnsetChancePerUnit = impliedOnsetChancePerUnit
        }
    }
}
