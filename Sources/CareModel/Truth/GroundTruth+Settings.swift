extension GroundTruth {
    /// The planted missing-data mechanism. Written as text fields (the mechanism, and
    /// numbers in their shortest exact form), as the first manifests had it.
    public struct Missingness: Codable, Hashable, Sendable {
        /// `mcar`, `mar` or `mnar`.
        public var mechanism: String
        /// Log-odds of logging per symptom point (yesterday's observed ones under MAR,
        /// today's true ones under MNAR).
        public var strength: Double
        /// The within-person slope of a day's use on the points logged the day before that
        /// the mechanism implies (absent in older manifests).
        public var impliedUsePerPointTheDayBefore: Double?

        /// A mechanism from its parts.
        public init(mechanism: String, strength: Double, impliedUsePerPointTheDayBefore: Double?) {
            self.mechanism = mechanism
            self.strength = strength
            self.impliedUsePerPointTheDayBefore = impliedUsePerPointTheDayBefore
        }

        private enum CodingKeys: String, CodingKey {
            case mechanism, strength, impliedUsePerPointTheDayBefore
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            mechanism = try container.decode(String.self, forKey: .mechanism)
            strength = try Self.number(in: container, .strength)
            impliedUsePerPointTheDayBefore = try container.contains(.impliedUsePerPointTheDayBefore)
                ? Self.number(in: container, .impliedUsePerPointTheDayBefore) : nil
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(mechanism, forKey: .mechanism)
            try container.encode(String(strength), forKey: .strength)
            try container.encodeIfPresent(impliedUsePerPointTheDayBefore.map { String($0) },
                                          forKey: .impliedUsePerPointTheDayBefore)
        }

        private static func number(in container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Double {
            let text = try container.decode(String.self, forKey: key)
            guard let number = Double(text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "'\(text)' is not a number")
            }
            return number
        }
    }

    /// The mood model's settings and its planted weight of the day's symptom points.
    public struct Mood: Codable, Hashable, Sendable {
        /// The chance of answering the mood survey on a day of use.
        public var surveyProbability: Double
        /// Mood-score points per symptom point (the score falls by this much per point).
        public var symptomWeight: Double
        /// The share of people who take up the learning modules.
        public var moduleUptake: Double
        /// The within-person slope of a mood's valence on the day's symptom points that the
        /// weight implies, as the simulator's model gives it over the survey days; absent
        /// without survey days (or in older manifests).
        public var impliedValencePerSymptomPoint: Double?

        /// A mood model from its parts.
        public init(surveyProbability: Double, symptomWeight: Double, moduleUptake: Double,
                    impliedValencePerSymptomPoint: Double?) {
            self.surveyProbability = surveyProbability
            self.symptomWeight = symptomWeight
            self.moduleUptake = moduleUptake
            self.impliedValencePerSymptomPoint = impliedValencePerSymptomPoint
        }
    }

    /// A health measurement: its settings and planted trend (seed 000 Req 20-28).
    public struct Measurement: Codable, Hashable, Sendable {
        /// The quantity, e.g. `blood_glucose` or `blood_pressure`.
        public var quantity: String
        public var mean: Double
        public var betweenSd: Double
        public var withinSd: Double
        /// Readings per day.
        public var perDay: Int
        /// `manual`, `device`, or the share of people whose device syncs (`device_share`).
        public var source: String
        /// Everyone's mean changes by this much per 30 days (systolic for blood pressure).
        public var trendPer30Days: Double

        /// A measurement from its parts.
        public init(quantity: String, mean: Double, betweenSd: Double, withinSd: Double, perDay: Int, source: String,
                    trendPer30Days: Double) {
            self.quantity = quantity
            self.mean = mean
            self.betweenSd = betweenSd
            self.withinSd = withinSd
            self.perDay = perDay
            self.source = source
            self.trendPer30Days = trendPer30Days
        }

        /// The reading the trend acts on: the systolic one for blood pressure.
        public var reading: String {
            quantity == HealthQuantity.bloodPressure.rawValue ? HealthReading.systolicName : quantity
        }

        // Read through the decoder's snake-case conversion, which turns `trend_per_30_days`
        // into `trendPer30Days`; written under the key the encoder's conversion would spell
        // `trend_per30_days`.
        private enum CodingKeys: String, CodingKey {
            case quantity, mean, betweenSd, withinSd, perDay, source, trendPer30Days
        }

        private enum WrittenKeys: String, CodingKey {
            case quantity, mean, betweenSd, withinSd, perDay, source
            case trendPer30Days = "trend_per_30_days"
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: WrittenKeys.self)
            try container.encode(quantity, forKey: .quantity)
            try container.encode(mean, forKey: .mean)
            try container.encode(betweenSd, forKey: .betweenSd)
            try container.encode(withinSd, forKey: .withinSd)
            try container.encode(perDay, forKey: .perDay)
            try container.encode(source, forKey: .source)
            try container.encode(trendPer30Days, forKey: .trendPer30Days)
        }
    }
}
